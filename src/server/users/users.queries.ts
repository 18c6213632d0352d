import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { users, type UserRow } from '../db/schema/index.ts';

export async function findUserById(id: number, db: Database = getDb()): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** A sign-in name is a username or, when it holds an `@` (usernames never do), an email. */
export async function findUserBySigninName(
  name: string,
  db: Database = getDb(),
): Promise<UserRow | undefined> {
  const value = name.trim();
  if (value === '') return undefined;
  const condition = value.includes('@') ? eq(users.email, value.toLowerCase()) : eq(users.username, value);
  const rows = await db.select().from(users).where(condition).limit(1);
  return rows[0];
}
