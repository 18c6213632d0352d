import { and, eq, inArray } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { conversationMembers, conversationMessages } from '../db/schema/index.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';

/**
 * Those of `among` who have published a message in a conversation `memberId` is or was in: the others
 * are strangers to them (decision 057). Reads the member's rows on their list index, then each
 * conversation's messages on its thread index.
 */
export async function membersWhoWrote(
  memberId: number,
  among: readonly number[],
  db: Database = getDb(),
): Promise<Set<number>> {
  if (among.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ senderId: conversationMessages.senderId })
    .from(conversationMembers)
    .innerJoin(
      conversationMessages,
      eq(conversationMessages.conversationId, conversationMembers.conversationId),
    )
    .where(
      and(
        eq(conversationMembers.userId, memberId),
        inArray(conversationMessages.senderId, [...among]),
        eq(conversationMessages.status, ContentStatus.published),
      ),
    );
  return new Set(rows.map((row) => row.senderId));
}
