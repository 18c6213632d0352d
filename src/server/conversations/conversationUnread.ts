import { and, count, eq, gt, sum } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { conversationMembers } from '../db/schema/index.ts';

export interface ConversationUnread {
  /** Conversations with unread messages: the header's count. */
  conversations: number;
  /** Unread messages in them: grows with every new message, so a page hears each one. */
  messages: number;
}

/** The member's unread totals, a range of conversation_members_unread_idx (left rows hold 0). */
export async function conversationUnread(
  userId: number,
  db: Database = getDb(),
): Promise<ConversationUnread> {
  const [row] = await db
    .select({ conversations: count(), messages: sum(conversationMembers.unreadCount) })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.userId, userId), gt(conversationMembers.unreadCount, 0)));
  return { conversations: row?.conversations ?? 0, messages: Number(row?.messages ?? 0) };
}
