import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { conversationMessages, users } from '../db/schema/index.ts';
import type { EventOf } from '../events/domainEvent.ts';
import { membershipOf } from '../conversations/conversationAccess.ts';
import { conversationPath } from '@/shared/conversations/conversationPaths.ts';
import { truncateText } from '@/shared/text/truncateText.ts';
import { runWithLocale } from '@/i18n/serverLocale.ts';
import { m } from '@/paraglide/messages.js';
import { pushRequests } from './pushRequests.ts';

const EXCERPT_MAX = 140;

/**
 * The pushes of a conversation message, sent with its mail notice once the notice's wait is over
 * (decision 036), and like it only when the member has not read the message by then: a member
 * reading the conversation in an open tab gets no push on their phone.
 */
export async function conversationPushRequests(event: EventOf<'conversation.notice'>, db: Database) {
  const membership = await membershipOf(event.conversationId, event.userId, db);
  if (!membership?.active || membership.lastReadMessageId >= event.messageId) return [];
  return pushRequests(
    event.userId,
    'messages',
    async ({ site, locale }) => {
      const [sender] = await db
        .select({ nickname: users.nickname, username: users.username })
        .from(users)
        .where(eq(users.id, event.actorId));
      const [message] = await db
        .select({ content: conversationMessages.content })
        .from(conversationMessages)
        .where(eq(conversationMessages.id, event.messageId));
      if (!message) return undefined;
      const excerpt = truncateText(
        message.content.replace(/\s+/g, ' ').trim(),
        { unit: 'graphemes', max: EXCERPT_MAX },
        '…',
      );
      return runWithLocale(locale, () => {
        const name = sender?.nickname || sender?.username || m.messages_someone();
        return {
          title: m.conversations_email_subject({ name, site }),
          body: excerpt,
          url: conversationPath(event.conversationId),
          tag: `conversation:${event.conversationId}`,
        };
      });
    },
    db,
  );
}
