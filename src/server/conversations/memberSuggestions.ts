import { and, eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { authorColumns } from '../users/authorProjection.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';
import { suggestMentions } from '../mentions/mentionSuggestions.queries.ts';
import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';

const SUGGESTION_LIMIT = 8;

/** Members to write to whose username or nickname starts with the text, never the viewer. */
export async function suggestMembers(
  viewerId: number,
  text: string,
  db: Database = getDb(),
): Promise<PublicAuthor[]> {
  const found = await suggestMentions(text, db, SUGGESTION_LIMIT + 1);
  return found.filter((member) => member.id !== viewerId).slice(0, SUGGESTION_LIMIT);
}

/**
 * The member a profile's Message button names (`?to=`), to start with them chosen; undefined for
 * the viewer themself and for an id that is not an active member.
 */
export async function memberToWrite(
  viewerId: number,
  memberId: number,
  db: Database = getDb(),
): Promise<PublicAuthor | undefined> {
  if (memberId === viewerId) return undefined;
  const [row] = await db
    .select(authorColumns)
    .from(users)
    .where(and(eq(users.id, memberId), eq(users.status, UserStatus.active)));
  return row;
}
