import { registerAppShutdown } from '@/server/shutdown/registerAppShutdown.ts';
import { connectRedisEarly } from '@/server/redis/connectRedisEarly.ts';
import { startHousekeeping } from '@/server/housekeeping/housekeepingSchedule.ts';
import { startMinuteTasks } from '@/server/housekeeping/minuteTasks.ts';
import { startOutboxWorker } from '@/server/outbox/outboxWorker.ts';
import { collectServerMetrics } from '@/server/metrics/collectServerMetrics.ts';
import { startInboundSmtp } from '@/server/replymail/startInboundSmtp.ts';
import { publicUploadsUrl } from '@/server/upload/publicUploadsUrl.ts';
import { setUploadsPublicBase } from '@/shared/upload/uploadsPublicBase.ts';

/** What the server starts once, when its middleware loads: before the first request. */
export function startServerServices(): void {
  registerAppShutdown();
  connectRedisEarly();
  startHousekeeping();
  startMinuteTasks();
  startOutboxWorker();
  collectServerMetrics();
  startInboundSmtp();
  setUploadsPublicBase(publicUploadsUrl());
}
