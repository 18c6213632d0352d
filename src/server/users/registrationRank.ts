import { eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

/**
 * How many members joined up to and including a row's member, as a column of a read of `users`: a
 * range COUNT over the primary key, in the same statement. Written out in full: drizzle names the
 * outer table's column without its table, which the subquery would read as its own.
 */
export const registrationRankColumn = sql<number>`(select count(*) from \`users\` as \`ranked\` where \`ranked\`.\`id\` <= \`users\`.\`id\`)`;

/** How many members joined up to and including this one (0 for an unknown id). */
export async function registrationRank(userId: number, db: Database = getDb()): Promise<number> {
  const [row] = await db
    .select({ rank: registrationRankColumn })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return Number(row?.rank ?? 0);
}
