import { lte, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

/** How many members joined up to and including this one: a range COUNT over the primary key. */
export async function registrationRank(userId: number, db: Database = getDb()): Promise<number> {
  const rows = await db
    .select({ rank: sql<number>`COUNT(*)` })
    .from(users)
    .where(lte(users.id, userId));
  return Number(rows[0]?.rank ?? 0);
}
