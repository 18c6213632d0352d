import { and, eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { conversationMembers } from '../db/schema/index.ts';
import { affectedRows } from '../db/affectedRows.ts';
import { announceConversationChange } from './conversationNotices.ts';
import { conversationNotFound } from './conversationAccess.ts';

/**
 * The member leaves: the conversation leaves their list and their unread totals, and they can
 * neither read nor write in it again. The others keep it.
 */
export async function leaveConversation(
  userId: number,
  conversationId: number,
  db: Database = getDb(),
): Promise<void> {
  const result = await db
    .update(conversationMembers)
    .set({ active: false, leftAt: new Date(), unreadCount: 0 })
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, userId),
        eq(conversationMembers.active, true),
      ),
    );
  if (affectedRows(result) === 0) throw conversationNotFound();
  announceConversationChange([userId]);
}
