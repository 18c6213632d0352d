import { lte, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

/**
 * The rank as a column of a read of `users`: the same range COUNT, in the same statement. Written
 * out in full: drizzle names the outer table's column without its table, which the subquery would
 * read as its own.
 */
export const registrationRankColumn = sql<number>`(select count(*) from \`users\` as \`ranked\` where \`ranked\`.\`id\` <= \`users\`.\`id\`)`;

/** How many members joined up to and including this one: a range COUNT over the primary key. */
export async function registrationRank(userId: number, db: Database = getDb()): Promise<number> {
  const rows = await db
    .select({ rank: sql<number>`COUNT(*)` })
    .from(users)
    .where(lte(users.id, userId));
  return Number(rows[0]?.rank ?? 0);
}
