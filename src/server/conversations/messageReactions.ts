import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { likes } from '../db/schema/index.ts';
import { authorsByIds, missingAuthor } from '../users/authorsByIds.ts';
import { LikedEntityType } from '@/shared/content/entityType.ts';
import { reactionOfCode } from '@/shared/reactions/reactionEmoji.ts';
import type { MessageReaction } from '@/shared/conversations/conversationView.ts';

/**
 * Who liked each message and with which emoji, by message id: one range of
 * likes_entity_reaction_idx for the page's messages, then their names. A message has one like per
 * member at most, so the list is short and its length is the exact count.
 */
export async function messageReactions(
  messageIds: readonly number[],
  db: Database | Transaction,
): Promise<Map<number, MessageReaction[]>> {
  const byMessage = new Map<number, MessageReaction[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select({ messageId: likes.entityId, userId: likes.userId, code: likes.reaction })
    .from(likes)
    .where(
      and(eq(likes.entityType, LikedEntityType.message), inArray(likes.entityId, [...new Set(messageIds)])),
    )
    .orderBy(likes.entityId, likes.userId);
  if (rows.length === 0) return byMessage;
  const members = await authorsByIds(
    rows.map((row) => row.userId),
    db as Database,
  );
  for (const row of rows) {
    const member = members.get(row.userId) ?? missingAuthor(row.userId);
    const list = byMessage.get(row.messageId) ?? [];
    list.push({
      userId: row.userId,
      name: member.nickname || member.username || `#${row.userId}`,
      reaction: reactionOfCode(row.code) ?? '',
    });
    byMessage.set(row.messageId, list);
  }
  return byMessage;
}
