import { inArray } from 'drizzle-orm';
import type { Transaction } from '../entities/entityTarget.ts';
import { pushDevices } from '../db/schema/index.ts';
import { mailableMembers } from '../messages/messageEmailNotice.ts';
import type { NotificationKind } from '@/shared/notifications/notificationKinds.ts';

/**
 * Of these members, those a notice of this kind could reach outside the forum: by mail, or on a device that
 * takes pushes. A watch notice records its follow-up events for these only, so a chunk of a
 * thousand watchers who can be reached by neither costs no outbox rows.
 */
export async function reachableMembers(
  tx: Transaction,
  userIds: readonly number[],
  kind: NotificationKind,
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const mailable = await mailableMembers(tx, userIds, kind);
  const pushable = await tx
    .selectDistinct({ userId: pushDevices.userId })
    .from(pushDevices)
    .where(inArray(pushDevices.userId, [...userIds]));
  const reachable = new Set([...mailable, ...pushable.map((row) => row.userId)]);
  return userIds.filter((userId) => reachable.has(userId));
}
