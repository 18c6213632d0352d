import { and, eq, like, ne, or } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { authorColumns, toPublicAuthor } from '../users/authorProjection.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';
import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';

export const SUGGESTION_LIMIT = 8;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Members whose username or nickname starts with the text (any script: a Chinese nickname matches
 * its first characters), on users_username_unique and users_nickname_idx.
 */
export async function suggestMembers(
  viewerId: number,
  text: string,
  db: Database = getDb(),
): Promise<PublicAuthor[]> {
  const prefix = `${escapeLike(text)}%`;
  const rows = await db
    .select(authorColumns)
    .from(users)
    .where(
      and(
        or(like(users.username, prefix), like(users.nickname, prefix)),
        eq(users.status, UserStatus.active),
        ne(users.id, viewerId),
      ),
    )
    .orderBy(users.nickname)
    .limit(SUGGESTION_LIMIT);
  return rows.map(toPublicAuthor);
}
