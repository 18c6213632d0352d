import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { conversationMembers, conversations } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { recordEvent } from '../outbox/recordEvent.ts';
import { activeMemberIds } from './conversationAccess.ts';

/** How long a message waits before its e-mail notice: a member who reads it by then gets none. */
export const MESSAGE_NOTICE_DELAY_MS = 2 * 60 * 1000;

export interface PublishedMessage {
  /** The members told about it: every active member but the sender. */
  recipients: number[];
}

/**
 * Makes a published message count, inside the transaction that holds the conversation's lock: it
 * becomes the conversation's last message, every other active member's unread count grows by one,
 * and each of them gets one delayed `conversation.notice` event (its e-mail notice), so a message
 * is announced exactly once per recipient however many sends run at once.
 */
export async function publishMessage(
  tx: Transaction,
  message: { id: number; conversationId: number; senderId: number },
  now: Date = new Date(),
): Promise<PublishedMessage> {
  const { id, conversationId, senderId } = message;
  await tx.update(conversations).set({ lastMessageId: id }).where(eq(conversations.id, conversationId));
  const members = await activeMemberIds(tx, conversationId);
  const recipients = members.filter((userId) => userId !== senderId);
  if (recipients.length > 0) {
    await tx
      .update(conversationMembers)
      .set({ unreadCount: sql`${conversationMembers.unreadCount} + 1`, activityAt: now })
      .where(
        and(
          eq(conversationMembers.conversationId, conversationId),
          eq(conversationMembers.active, true),
          ne(conversationMembers.userId, senderId),
        ),
      );
  }
  if (members.includes(senderId)) {
    await tx
      .update(conversationMembers)
      .set({
        activityAt: now,
        lastReadMessageId: sql`GREATEST(${conversationMembers.lastReadMessageId}, ${id})`,
      })
      .where(
        and(
          eq(conversationMembers.conversationId, conversationId),
          inArray(conversationMembers.userId, [senderId]),
        ),
      );
  }
  const noticeAt = new Date(now.getTime() + MESSAGE_NOTICE_DELAY_MS);
  for (const userId of recipients) {
    await recordEvent(
      tx,
      { type: 'conversation.notice', userId, actorId: senderId, conversationId, messageId: id },
      noticeAt,
    );
  }
  return { recipients };
}
