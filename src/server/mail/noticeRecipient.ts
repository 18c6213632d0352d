import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { getPrivateSettings, isSmtpConfigured } from '../settings/privateSettings.ts';
import { membersWanting } from '../notifications/notificationChoices.ts';
import type { NotificationKind } from '@/shared/notifications/notificationKinds.ts';

/** Who a notice mail goes to: their address, and their language for the mail. */
export interface NoticeRecipient {
  id: number;
  email: string;
  locale: string;
}

/**
 * The recipient and the actor, when the forum can mail and the recipient wants mail of this kind at
 * a verified address.
 */
export async function mailableRecipient(
  userId: number,
  actorId: number,
  kind: NotificationKind,
  db: Database,
) {
  if (!isSmtpConfigured((await getPrivateSettings(db)).smtp)) return undefined;
  const people = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      username: users.username,
      email: users.email,
      emailVerified: users.emailVerified,
      locale: users.locale,
    })
    .from(users)
    .where(inArray(users.id, [userId, actorId]));
  const recipient = people.find((person) => person.id === userId);
  if (!recipient?.email || !recipient.emailVerified) return undefined;
  if ((await membersWanting([userId], kind, 'email', db)).length === 0) return undefined;
  const noticeRecipient: NoticeRecipient = {
    id: recipient.id,
    email: recipient.email,
    locale: recipient.locale,
  };
  return { recipient: noticeRecipient, actor: people.find((person) => person.id === actorId) };
}
