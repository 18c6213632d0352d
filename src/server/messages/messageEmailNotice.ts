import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { type Database } from '../db/client.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { messages, users } from '../db/schema/index.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import type { MailMessage } from '../mail/mailMessage.ts';
import { composeNoticeMail } from '../mail/noticeMail.ts';
import { mailableRecipient } from '../mail/noticeRecipient.ts';
import { getPrivateSettings, isSmtpConfigured } from '../settings/privateSettings.ts';
import { hitRateLimit } from '../rateLimit/fixedWindow.ts';
import { m } from '@/paraglide/messages.js';

/** At most one notice per address per window: a burst of likes is one email, not fifty. */
export const MESSAGE_EMAIL_RULE = { limit: 1, windowMs: 10 * 60 * 1000 };

export interface MessageEmailNotice {
  userId: number;
  actorId: number;
}

interface Recipient {
  email: string;
}

/**
 * Of these members, those a message could be mailed to, by the rule of mailableRecipient in one
 * query: the forum mails, and they want it at a verified address.
 */
export async function mailableMembers(tx: Transaction, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0 || !isSmtpConfigured((await getPrivateSettings(tx)).smtp)) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, [...userIds]),
        isNotNull(users.email),
        eq(users.emailVerified, true),
        eq(users.emailNotify, true),
      ),
    );
  return rows.map((row) => row.id);
}

function noticeWindow(recipient: Recipient, db: Database) {
  return hitRateLimit(`message-mail:${recipient.email.toLowerCase()}`, MESSAGE_EMAIL_RULE, db);
}

/** A mail pointing at the messages page, headed by `firstLine`. */
function messagesMail(
  to: string,
  firstLine: (site: string, locale: SiteConfig['language']) => string,
  db: Database,
) {
  return composeNoticeMail(
    to,
    '/user/messages',
    (site, locale) => ({
      subject: m.messages_email_subject({ site }, { locale }),
      firstLine: firstLine(site, locale),
    }),
    db,
  );
}

/** What a new message's notice causes: its mail, a digest due when the window ends, or nothing. */
export type MessageNoticeOutcome = { mail: MailMessage } | { digestAt: number } | undefined;

/**
 * Decides the notice of a new message. The window's first message mails at once; the second
 * schedules one digest for the window's end (the window's hit count is exact, so one per window);
 * later ones wait for that digest. Nothing when the recipient does not want mail.
 */
export async function messageNotice(notice: MessageEmailNotice, db: Database): Promise<MessageNoticeOutcome> {
  const found = await mailableRecipient(notice.userId, notice.actorId, db);
  if (!found) return undefined;
  const throttle = await noticeWindow(found.recipient, db);
  if (!throttle.allowed)
    return throttle.hits === 2 ? { digestAt: Date.now() + throttle.retryAfterMs } : undefined;
  const actor = found.actor;
  const mail = await messagesMail(
    found.recipient.email,
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
 * new window so the next message waits for the next digest rather than mailing at once.
 */
export async function messageDigestMail(userId: number, db: Database): Promise<MailMessage | undefined> {
  const found = await mailableRecipient(userId, userId, db);
  if (!found) return undefined;
  const [unread] = await db
    .select({ count: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.isRead, false)));
  const waiting = unread?.count ?? 0;
  if (waiting === 0) return undefined;
  if (!(await noticeWindow(found.recipient, db)).allowed) return undefined;
  return messagesMail(
    found.recipient.email,
    (site, locale) => m.messages_email_digest_body({ count: String(waiting), site }, { locale }),
    db,
  );
}
