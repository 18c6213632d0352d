import { and, count, eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { messages } from '../db/schema/index.ts';

/** Unread messages of a member (served by messages_user_unread_idx). */
export async function unreadMessageCount(userId: number, db: Database = getDb()): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.isRead, false)));
  return row?.total ?? 0;
}
