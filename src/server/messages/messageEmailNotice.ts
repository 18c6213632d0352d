import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { type Database } from '../db/client.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { messages, users } from '../db/schema/index.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import type { MailMessage } from '../mail/mailMessage.ts';
import { composeNoticeMail } from '../mail/noticeMail.ts';
import { mailableRecipient, type NoticeRecipient } from '../mail/noticeRecipient.ts';
import { membersWanting } from '../notifications/notificationChoices.ts';
import type { EventOf } from '../events/domainEvent.ts';
import { notificationKindOf, type NotificationKind } from '@/shared/notifications/notificationKinds.ts';
import { getPrivateSettings, isSmtpConfigured } from '../settings/privateSettings.ts';
import { hitRateLimit } from '../rateLimit/fixedWindow.ts';
import { m } from '@/paraglide/messages.js';

/** At most one notice per address per window: a burst of likes is one email, not fifty. */
export const MESSAGE_EMAIL_RULE = { limit: 1, windowMs: 10 * 60 * 1000 };

type MessageEmailNotice = Pick<EventOf<'message.created'>, 'userId' | 'actorId' | 'message'>;

/**
 * Of these members, those a message of this kind could be mailed to, by the rule of
 * mailableRecipient: the forum mails, they have a verified address and want mail of this kind.
 */
export async function mailableMembers(
  tx: Transaction,
  userIds: readonly number[],
  kind: NotificationKind,
): Promise<number[]> {
  if (userIds.length === 0 || !isSmtpConfigured((await getPrivateSettings(tx)).smtp)) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), isNotNull(users.email), eq(users.emailVerified, true)));
  return membersWanting(
    rows.map((row) => row.id),
    kind,
    'email',
    tx,
  );
}

function noticeWindow(recipient: NoticeRecipient, db: Database) {
  return hitRateLimit(`message-mail:${recipient.email.toLowerCase()}`, MESSAGE_EMAIL_RULE, db);
}

/** A mail pointing at the messages page, headed by `firstLine`, whose one-click link stops mails of `kind`. */
function messagesMail(
  recipient: NoticeRecipient,
  kind: NotificationKind,
  firstLine: (site: string, locale: SiteConfig['language']) => string,
  db: Database,
) {
  return composeNoticeMail(
    recipient,
    '/user/messages',
    kind,
    (site, locale) => ({
      subject: m.messages_email_subject({ site }, { locale }),
      firstLine: firstLine(site, locale),
    }),
    db,
  );
}

/** What a new message's notice causes: its mail, a digest due when the window ends, or nothing. */
export type MessageNoticeOutcome =
  { mail: MailMessage } | { digestAt: number; kind: NotificationKind } | undefined;

/**
 * Decides the notice of a new message. The window's first message mails at once; the second
 * schedules one digest for the window's end (the window's hit count is exact, so one per window);
 * later ones wait for that digest. Nothing when the recipient does not want mail of the message's
 * kind, and nothing for forum notices (moderation, trust levels), which stay in the message centre.
 */
export async function messageNotice(notice: MessageEmailNotice, db: Database): Promise<MessageNoticeOutcome> {
  const kind = notice.message && notificationKindOf(notice.message.type);
  if (!kind) return undefined;
  const found = await mailableRecipient(notice.userId, notice.actorId, kind, db);
  if (!found) return undefined;
  const throttle = await noticeWindow(found.recipient, db);
  if (!throttle.allowed)
    return throttle.hits === 2 ? { digestAt: Date.now() + throttle.retryAfterMs, kind } : undefined;
  const actor = found.actor;
  const mail = await messagesMail(
    found.recipient,
    kind,
    (site, locale) =>
      m.messages_email_body(
        { name: actor?.nickname || actor?.username || m.messages_someone({}, { locale }), site },
        { locale },
      ),
    db,
  );
  return { mail };
}

/**
 * The mail telling the recipient about a new message, when they want it, have a verified address
 * and had no notice in the window. A forum without SMTP settings gets none: nothing to fail on
 * every like, no notice window spent.
 */
export async function messageNoticeMail(
  notice: MessageEmailNotice,
  db: Database,
): Promise<MailMessage | undefined> {
  const outcome = await messageNotice(notice, db);
  return outcome && 'mail' in outcome ? outcome.mail : undefined;
}

/**
 * The digest at the end of a notice window: how many messages are still unread, if any, opening a
 * new window so the next message waits for the next digest rather than mailing at once. Sent while
 * the member still wants mail of the kind that held it back (replies for digests recorded before
 * the kind was kept).
 */
export async function messageDigestMail(
  userId: number,
  kind: NotificationKind,
  db: Database,
): Promise<MailMessage | undefined> {
  const found = await mailableRecipient(userId, userId, kind, db);
  if (!found) return undefined;
  const [unread] = await db
    .select({ count: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.isRead, false)));
  const waiting = unread?.count ?? 0;
  if (waiting === 0) return undefined;
  if (!(await noticeWindow(found.recipient, db)).allowed) return undefined;
  return messagesMail(
    found.recipient,
    kind,
    (site, locale) => m.messages_email_digest_body({ count: String(waiting), site }, { locale }),
    db,
  );
}
