import { inArray } from 'drizzle-orm';
import { type Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { getEnv } from '../config/env.ts';
import { logger } from '../log/logger.ts';
import { sendMail } from '../mail/sendMail.ts';
import { getPrivateSettings, isSmtpConfigured } from '../settings/privateSettings.ts';
import { hitRateLimit } from '../rateLimit/fixedWindow.ts';
import { loadSiteConfig } from '../site/siteConfig.service.ts';
import { m } from '@/paraglide/messages.js';

/** At most one notice per address per window: a burst of likes is one email, not fifty. */
export const MESSAGE_EMAIL_RULE = { limit: 1, windowMs: 10 * 60 * 1000 };

const pending = new Set<Promise<unknown>>();

/** Sends the notice in the background: the action that caused the message never waits for SMTP. */
export function queueMessageEmail(notice: MessageEmailNotice, db: Database): void {
  const task: Promise<unknown> = sendMessageEmail(notice, db)
    .catch((error: unknown) => {
      logger.warn({ err: error, userId: notice.userId }, 'message email notice failed');
    })
    .finally(() => pending.delete(task));
  pending.add(task);
}

/** Resolves once every queued notice has been sent or has failed (tests, shutdown). */
export async function settleMessageEmails(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

export interface MessageEmailNotice {
  userId: number;
  actorId: number;
}

/**
 * Emails the recipient about a new message when they want it and have a verified address. A forum
 * without SMTP settings attempts nothing: no failure to log on every like, no notice window spent.
 */
export async function sendMessageEmail(notice: MessageEmailNotice, db: Database): Promise<boolean> {
  if (!isSmtpConfigured((await getPrivateSettings(db)).smtp)) return false;
  const people = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      username: users.username,
      email: users.email,
      emailVerified: users.emailVerified,
      emailNotify: users.emailNotify,
    })
    .from(users)
    .where(inArray(users.id, [notice.userId, notice.actorId]));
  const recipient = people.find((person) => person.id === notice.userId);
  if (!recipient?.email || !recipient.emailVerified || !recipient.emailNotify) return false;
  const throttle = await hitRateLimit(
    `message-mail:${recipient.email.toLowerCase()}`,
    MESSAGE_EMAIL_RULE,
    db,
  );
  if (!throttle.allowed) return false;
  const actor = people.find((person) => person.id === notice.actorId);
  const config = await loadSiteConfig(db);
  const locale = config.language;
  const site = config.siteTitle || 'Plaza';
  const name = actor?.nickname || actor?.username || m.messages_someone({}, { locale });
  const origin = getEnv().PUBLIC_ORIGIN?.replace(/\/$/, '') ?? '';
  const text = [
    m.messages_email_body({ name, site }, { locale }),
    `${origin}/user/messages`,
    '',
    m.messages_email_turn_off({ link: `${origin}/user/profile/account` }, { locale }),
  ].join('\n');
  await sendMail({ to: recipient.email, subject: m.messages_email_subject({ site }, { locale }), text }, db);
  return true;
}
