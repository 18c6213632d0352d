import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../db/client.ts';
import { pushDevices } from '../db/schema/index.ts';
import type { EventOf } from '../events/domainEvent.ts';
import { logger } from '../log/logger.ts';
import { vapidKeys } from './vapidKeys.ts';

/** A push waits this long at the push service for a device that is offline; later it is stale news. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

/** The push service's answer for a subscription that is gone: the device is forgotten. */
function isGone(error: unknown): boolean {
  return error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410);
}

/**
 * Sends one push to one device through its push service (decision 063). A device revoked since is
 * skipped; a subscription the service calls gone removes the device; any other failure throws, so
 * the outbox tries again on its schedule.
 */
export async function sendPush(event: EventOf<'push.requested'>, db: Database): Promise<void> {
  const [device] = await db.select().from(pushDevices).where(eq(pushDevices.id, event.deviceId));
  if (!device || device.userId !== event.userId) return;
  const keys = await vapidKeys(db);
  try {
    await webpush.sendNotification(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(event.payload),
      {
        vapidDetails: keys,
        TTL: PUSH_TTL_SECONDS,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
        timeout: PUSH_TIMEOUT_MS,
      },
    );
  } catch (error) {
    if (isGone(error)) {
      await db.delete(pushDevices).where(eq(pushDevices.id, device.id));
      logger.info({ deviceId: device.id, userId: device.userId }, 'push device gone; removed');
      return;
    }
    // Never the endpoint (a capability URL) nor the keys: the status and the service's host only.
    const status = error instanceof webpush.WebPushError ? error.statusCode : undefined;
    throw new Error(`Push not sent (${status ?? 'no answer'} from ${new URL(device.endpoint).host})`, {
      cause: error,
    });
  }
  await db.update(pushDevices).set({ lastPushedAt: new Date() }).where(eq(pushDevices.id, device.id));
}
