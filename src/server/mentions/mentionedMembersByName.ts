import { and, eq, inArray } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { usernameHistory, users } from '../db/schema/index.ts';
import { typedMentionNames } from '@/shared/mentions/mentionMarkup.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';

/**
 * Active members named `@username` in any of the texts, by lower-cased username: one query, and a
 * second for names no member has now, in the username history (a name a member had before choosing
 * their own still names them).
 */
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
  const found = new Map(
    rows.flatMap((row) => (row.username ? [[row.username.toLowerCase(), row.id] as const] : [])),
  );
  const earlier = names.filter((name) => !found.has(name));
  if (earlier.length === 0) return found;
  const kept = await db
    .select({ id: users.id, username: usernameHistory.username })
    .from(usernameHistory)
    .innerJoin(users, eq(users.id, usernameHistory.userId))
    .where(and(inArray(usernameHistory.username, earlier), eq(users.status, UserStatus.active)));
  for (const row of kept) found.set(row.username.toLowerCase(), row.id);
  return found;
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
