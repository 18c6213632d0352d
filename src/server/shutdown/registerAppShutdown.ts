import { closeDb } from '@/server/db/client.ts';
import { closeSharedRedis } from '@/server/redis/sharedRedis.ts';
import { stopConfigInvalidation } from '@/server/site/siteConfig.queries.ts';
import { stopHousekeeping } from '@/server/housekeeping/housekeepingSchedule.ts';
import { stopMinuteTasks } from '@/server/housekeeping/minuteTasks.ts';
import { stopOutboxWorker } from '@/server/outbox/outboxWorker.ts';
import { onShutdown } from './shutdownHooks.ts';

/** What the built server holds open and closes once it has stopped taking requests. */
export function registerAppShutdown(): void {
  onShutdown('housekeeping', async () => stopHousekeeping());
  onShutdown('minute tasks', async () => stopMinuteTasks());
  // Deliveries under way finish before the pool closes: a mail sent but not yet removed would go twice.
  onShutdown('outbox and database pool', async () => {
    await stopOutboxWorker();
    await closeDb();
  });
  onShutdown('redis', closeSharedRedis);
  onShutdown('config invalidation', stopConfigInvalidation);
}
