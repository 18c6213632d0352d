import { desc, gt } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { authorColumns, toPublicAuthor } from '../users/authorProjection.ts';
import { SCORE_RANKING_SIZE, type ScoreRankingEntry } from '@/shared/scores/scoreTypes.ts';

/** The users with the most points, read backwards along users (score, id); ties go to the later id. */
export async function topScorers(
  limit = SCORE_RANKING_SIZE,
  db: Database = getDb(),
): Promise<ScoreRankingEntry[]> {
  const rows = await db
    .select({
      ...authorColumns,
      score: users.score,
    })
    .from(users, { forceIndex: 'users_score_idx' })
    .where(gt(users.score, 0))
    .orderBy(desc(users.score), desc(users.id))
    .limit(limit);
  return rows.map((row, index) => ({ rank: index + 1, user: toPublicAuthor(row), score: row.score }));
}
