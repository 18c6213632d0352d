import { and, eq, gt } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { conversationMembers, conversations } from '../db/schema/index.ts';
import { affectedRows } from '../db/affectedRows.ts';
import { announceConversationChange } from './conversationNotices.ts';
import { requireActiveMember } from './conversationAccess.ts';

/**
 * Marks everything up to the conversation's last message read. The unread count drops to 0 only
 * where the read mark moves forward, so a message that lands meanwhile is not lost: it moved
 * last_message_id past the mark we set.
 */
export async function markConversationRead(
  userId: number,
  conversationId: number,
  db: Database = getDb(),
): Promise<void> {
  await requireActiveMember(conversationId, userId, db);
  const changed = await db.transaction(async (tx) => {
    const [conversation] = await tx
      .select({ lastMessageId: conversations.lastMessageId })
      .from(conversations)
      .where(eq(conversations.id, conversationId))
      .for('update');
    if (!conversation) return false;
    const result = await tx
      .update(conversationMembers)
      .set({ lastReadMessageId: conversation.lastMessageId, unreadCount: 0 })
      .where(
        and(
          eq(conversationMembers.conversationId, conversationId),
          eq(conversationMembers.userId, userId),
          eq(conversationMembers.active, true),
          gt(conversationMembers.unreadCount, 0),
        ),
      );
    return affectedRows(result) > 0;
  });
  if (changed) announceConversationChange([userId]);
}
