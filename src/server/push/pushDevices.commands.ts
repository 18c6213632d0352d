import { createHash } from 'node:crypto';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { affectedRows } from '../db/affectedRows.ts';
import { pushDevices } from '../db/schema/index.ts';
import type { PushRevokeInput, PushSubscriptionInput } from '@/shared/push/pushSchemas.ts';

/** A member's devices beyond this many, oldest first, are dropped when another subscribes. */
export const PUSH_DEVICES_PER_MEMBER = 20;

function endpointHash(endpoint: string): string {
  return createHash('sha256').update(endpoint).digest('hex');
}

/**
 * Turns push on for a browser: one row per endpoint, so subscribing again (new keys, or another
 * member signed in on the same browser) updates the row instead of adding one.
 */
export async function savePushDevice(
  userId: number,
  subscription: PushSubscriptionInput,
  label: string,
  db: Database = getDb(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const hash = endpointHash(subscription.endpoint);
    await tx
      .insert(pushDevices)
      .values({
        userId,
        endpoint: subscription.endpoint,
        endpointHash: hash,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        label,
      })
      .onDuplicateKeyUpdate({
        set: {
          userId: sql`VALUES(user_id)`,
          p256dh: sql`VALUES(p256dh)`,
          auth: sql`VALUES(auth)`,
          label: sql`VALUES(label)`,
        },
      });
    const [saved] = await tx
      .select({ id: pushDevices.id })
      .from(pushDevices)
      .where(eq(pushDevices.endpointHash, hash));
    if (!saved) throw new Error('The push device was not stored');
    const [oldestKept] = await tx
      .select({ id: pushDevices.id })
      .from(pushDevices)
      .where(eq(pushDevices.userId, userId))
      .orderBy(desc(pushDevices.id))
      .limit(1)
      .offset(PUSH_DEVICES_PER_MEMBER - 1);
    if (oldestKept) {
      await tx
        .delete(pushDevices)
        .where(and(eq(pushDevices.userId, userId), lt(pushDevices.id, oldestKept.id)));
    }
    return saved.id;
  });
}

/** Removes one of the member's own devices; false when they have no such device. */
export async function revokePushDevice(
  userId: number,
  device: PushRevokeInput,
  db: Database = getDb(),
): Promise<boolean> {
  const which =
    'id' in device
      ? eq(pushDevices.id, device.id)
      : eq(pushDevices.endpointHash, endpointHash(device.endpoint));
  const result = await db.delete(pushDevices).where(and(which, eq(pushDevices.userId, userId)));
  return affectedRows(result) > 0;
}
