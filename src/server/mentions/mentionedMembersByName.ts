import { and, eq, inArray } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { typedMentionNames } from '@/shared/mentions/mentionMarkup.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';

/** Active members named `@username` in any of the texts, by lower-cased username: one query. */
export async function mentionedMembersByName(
  texts: readonly string[],
  db: Database = getDb(),
): Promise<Map<string, number>> {
  const names = [...new Set(texts.flatMap(typedMentionNames))];
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(inArray(users.username, names), eq(users.status, UserStatus.active)));
  return new Map(
    rows.flatMap((row) => (row.username ? [[row.username.toLowerCase(), row.id] as const] : [])),
  );
}

/** The members one text names, out of the page's look-up. */
export function mentionsOf(text: string, members: ReadonlyMap<string, number>): Record<string, number> {
  return Object.fromEntries(
    typedMentionNames(text).flatMap((name) => {
      const id = members.get(name);
      return id === undefined ? [] : [[name, id] as const];
    }),
  );
}
