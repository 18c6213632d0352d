import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { getEnv } from '../config/env.ts';
import type { MailMessage } from '../mail/mailMessage.ts';
import { getPrivateSettings, isSmtpConfigured } from '../settings/privateSettings.ts';
import { hitRateLimit } from '../rateLimit/fixedWindow.ts';
import { loadSiteConfig } from '../site/siteConfig.service.ts';
import type { EventOf } from '../events/domainEvent.ts';
import { membershipOf } from './conversationAccess.ts';
import { conversationPath } from '@/shared/conversations/conversationPaths.ts';
import { m } from '@/paraglide/messages.js';

/** One notice per recipient and conversation in this window: a lively thread is one mail, not fifty. */
const CONVERSATION_MAIL_RULE = { limit: 1, windowMs: 10 * 60 * 1000 };

/**
 * The mail telling a recipient about a new conversation message, sent only when they were away:
 * the notice waits (publishMessage.ts), and a member who read the message by then, left the
 * conversation, turned notices off or has no verified address gets none.
 */
export async function conversationNoticeMail(
  notice: EventOf<'conversation.notice'>,
  db: Database,
): Promise<MailMessage | undefined> {
  if (!isSmtpConfigured((await getPrivateSettings(db)).smtp)) return undefined;
  const membership = await membershipOf(notice.conversationId, notice.userId, db);
  if (!membership?.active || membership.lastReadMessageId >= notice.messageId) return undefined;
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
  // Spending the window is the decision: a repeat after a crash finds it spent and sends nothing.
  const throttle = await hitRateLimit(
    `conversation-mail:${notice.userId}:${notice.conversationId}`,
    CONVERSATION_MAIL_RULE,
    db,
  );
  if (!throttle.allowed) return undefined;
  const sender = people.find((person) => person.id === notice.actorId);
  const config = await loadSiteConfig(db);
  const locale = config.language;
  const site = config.siteTitle || 'Plaza';
  const name = sender?.nickname || sender?.username || m.messages_someone({}, { locale });
  const origin = getEnv().PUBLIC_ORIGIN?.replace(/\/$/, '') ?? '';
  const text = [
    m.conversations_email_body({ name, site }, { locale }),
    `${origin}${conversationPath(notice.conversationId)}`,
    '',
    m.messages_email_turn_off({ link: `${origin}/user/profile/account` }, { locale }),
  ].join('\n');
  return { to: recipient.email, subject: m.conversations_email_subject({ name, site }, { locale }), text };
}
