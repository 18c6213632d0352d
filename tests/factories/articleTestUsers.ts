import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { users } from '@/server/db/schema/index.ts';
import { toCurrentUser, type CurrentUser } from '@/server/users/publicUser.ts';

/** Integration-test helper: inserts a member directly and answers them as the session would see them. */
export async function insertTestUser(
  db: Database,
  values: { nickname: string; role?: string; email?: string; emailVerified?: boolean },
): Promise<CurrentUser> {
  const [inserted] = await db.insert(users).values(values).$returningId();
  if (!inserted) throw new Error('user insert returned no id');
  const [row] = await db.select().from(users).where(eq(users.id, inserted.id));
  if (!row) throw new Error('inserted user not found');
  return toCurrentUser(row);
}
