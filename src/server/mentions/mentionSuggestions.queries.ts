import { and, asc, eq, like } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { likePrefix } from '../taxonomy/tags.queries.ts';
import { MENTION_SUGGESTIONS_MAX } from '@/shared/mentions/mentionLimits.ts';
import { authorColumns, toPublicAuthor } from '../users/authorProjection.ts';
import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';

export const USERNAME_INDEX = 'users_username_unique';
export const NICKNAME_INDEX = 'users_nickname_idx';

/**
 * Active members whose username or nickname starts with the prefix (case-insensitive collation;
 * Chinese nicknames too), usernames first: two short range reads, one on each name's index. Both
 * the @mention autocomplete and the new-conversation form offer members from here.
 */
export async function suggestMentions(
  prefix: string,
  db: Database = getDb(),
  limit = MENTION_SUGGESTIONS_MAX,
): Promise<PublicAuthor[]> {
  const pattern = likePrefix(prefix);
  const [byUsername, byNickname] = await Promise.all([
    db
      .select(authorColumns)
      .from(users, { forceIndex: USERNAME_INDEX })
      .where(and(like(users.username, pattern), eq(users.status, UserStatus.active)))
      .orderBy(asc(users.username))
      .limit(limit),
    db
      .select(authorColumns)
      .from(users, { forceIndex: NICKNAME_INDEX })
      .where(and(like(users.nickname, pattern), eq(users.status, UserStatus.active)))
      .orderBy(asc(users.nickname))
      .limit(limit),
  ]);
  const seen = new Set<number>();
  return [...byUsername, ...byNickname]
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .slice(0, limit)
    .map(toPublicAuthor);
}
