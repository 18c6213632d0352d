import type { Database } from '../db/client.ts';
import type { MailMessage } from '../mail/mailMessage.ts';
import { composeNoticeMail } from '../mail/noticeMail.ts';
import { mailableRecipient } from '../mail/noticeRecipient.ts';
import { hitRateLimit } from '../rateLimit/fixedWindow.ts';
import type { EventOf } from '../events/domainEvent.ts';
import { membershipOf } from './conversationAccess.ts';
import { conversationPath } from '@/shared/conversations/conversationPaths.ts';
import { m } from '@/paraglide/messages.js';

/** One notice per recipient and conversation in this window: a lively thread is one mail, not fifty. */
const CONVERSATION_MAIL_RULE = { limit: 1, windowMs: 10 * 60 * 1000 };

/**
 * The mail telling a recipient about a new conversation message, sent only when they were away:
 * the notice waits (publishMessage.ts), and a member who read the message by then, left the
 * conversation, turned off mail for messages or has no verified address gets none.
 */
export async function conversationNoticeMail(
  notice: EventOf<'conversation.notice'>,
  db: Database,
): Promise<MailMessage | undefined> {
  const membership = await membershipOf(notice.conversationId, notice.userId, db);
  if (!membership?.active || membership.lastReadMessageId >= notice.messageId) return undefined;
  const found = await mailableRecipient(notice.userId, notice.actorId, 'messages', db);
  if (!found) return undefined;
  // Spending the window is the decision: a repeat after a crash finds it spent and sends nothing.
  const throttle = await hitRateLimit(
    `conversation-mail:${notice.userId}:${notice.conversationId}`,
    CONVERSATION_MAIL_RULE,
    db,
  );
  if (!throttle.allowed) return undefined;
  const sender = found.actor;
  return composeNoticeMail(
    found.recipient,
    conversationPath(notice.conversationId),
    'messages',
    (site, locale) => {
      const name = sender?.nickname || sender?.username || m.messages_someone({}, { locale });
      return {
        subject: m.conversations_email_subject({ name, site }, { locale }),
        firstLine: m.conversations_email_body({ name, site }, { locale }),
      };
    },
    db,
  );
}
