import { inArray } from 'drizzle-orm';
import { type Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { getEnv } from '../config/env.ts';
import type { MailMessage } from '../mail/mailMessage.ts';
import { getPrivateSettings, isSmtpConfigured } from '../settings/privateSettings.ts';
import { hitRateLimit } from '../rateLimit/fixedWindow.ts';
import { loadSiteConfig } from '../site/siteConfig.service.ts';
import { m } from '@/paraglide/messages.js';

/** At most one notice per address per window: a burst of likes is one email, not fifty. */
export const MESSAGE_EMAIL_RULE = { limit: 1, windowMs: 10 * 60 * 1000 };

export interface MessageEmailNotice {
  userId: number;
  actorId: number;
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
  if (!isSmtpConfigured((await getPrivateSettings(db)).smtp)) return undefined;
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
  if (!recipient?.email || !recipient.emailVerified || !recipient.emailNotify) return undefined;
  const throttle = await hitRateLimit(
    `message-mail:${recipient.email.toLowerCase()}`,
    MESSAGE_EMAIL_RULE,
    db,
  );
  if (!throttle.allowed) return undefined;
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
  return { to: recipient.email, subject: m.messages_email_subject({ site }, { locale }), text };
}
