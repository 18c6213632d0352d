import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { loadNotificationSettings, saveNotificationSettings } from './notificationChoices.ts';
import type { UnsubscribeTopic } from './unsubscribeLink.ts';
import { NOTIFICATION_KINDS } from '@/shared/notifications/notificationKinds.ts';

/**
 * What a one-click unsubscribe does: a kind's mail off, the digest never, or (for 'all') every
 * mail off, the digest included. Everything else the member chose stays. False when the member is
 * gone.
 */
export async function turnOffMail(
  userId: number,
  topic: UnsubscribeTopic,
  db: Database = getDb(),
): Promise<boolean> {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!member) return false;
  const settings = await loadNotificationSettings(userId, db);
  const kinds = topic === 'all' ? NOTIFICATION_KINDS : topic === 'digest' ? [] : [topic];
  for (const kind of kinds) settings.choices[kind].email = false;
  if (topic === 'all' || topic === 'digest') settings.digestDays = 0;
  await saveNotificationSettings(userId, settings, db);
  return true;
}
