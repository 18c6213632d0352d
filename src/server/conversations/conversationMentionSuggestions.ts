import { and, asc, eq, like, ne, or, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { conversationMembers, users } from '../db/schema/index.ts';
import { likePrefix } from '../taxonomy/tags.queries.ts';
import { authorColumns, toPublicAuthor } from '../users/authorProjection.ts';
import { requireActiveMember } from './conversationAccess.ts';
import { MENTION_SUGGESTIONS_MAX } from '@/shared/mentions/mentionLimits.ts';
import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';

/**
 * Whom `@` offers inside a conversation: the other members still in it whose username or nickname
 * starts with the prefix, usernames first. Only a member still in it may ask; anyone else gets the
 * 404 of a conversation that does not exist, so the answer never tells who is in it.
 */
export async function suggestConversationMentions(
  conversationId: number,
  askerId: number,
  prefix: string,
  db: Database = getDb(),
  limit = MENTION_SUGGESTIONS_MAX,
): Promise<PublicAuthor[]> {
  await requireActiveMember(conversationId, askerId, db);
  const pattern = likePrefix(prefix);
  const byUsername = like(users.username, pattern);
  // A conversation has a handful of members: its primary key's range, then their rows by id.
  const rows = await db
    .select(authorColumns)
    .from(conversationMembers)
    .innerJoin(users, eq(users.id, conversationMembers.userId))
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.active, true),
        ne(conversationMembers.userId, askerId),
        eq(users.status, UserStatus.active),
        or(byUsername, like(users.nickname, pattern)),
      ),
    )
    .orderBy(sql`CASE WHEN ${byUsername} THEN 0 ELSE 1 END`, asc(users.username), asc(users.nickname))
    .limit(limit);
  return rows.map(toPublicAuthor);
}
