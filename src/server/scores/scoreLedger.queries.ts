import { and, desc, eq, lt } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { scoreLogs, users } from '../db/schema/index.ts';
import { decodeCursor, toCursorPage } from '../pagination/cursor.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import { SCORE_LOG_PAGE_SIZE, type ScoreLogEntry } from '@/shared/scores/scoreTypes.ts';

// The unique (user, source, ref) index also starts with user_id; only (user_id, id) reads in order.
const LEDGER_INDEX = 'score_logs_user_idx';

/** A user's score changes, newest first, in keyset pages along (user_id, id). */
export async function listScoreLogs(
  userId: number,
  cursor: string | undefined,
  db: Database = getDb(),
  limit = SCORE_LOG_PAGE_SIZE,
): Promise<CursorPage<ScoreLogEntry>> {
  const after = decodeCursor(cursor);
  const rows = await db
    .select({
      id: scoreLogs.id,
      source: scoreLogs.source,
      refId: scoreLogs.refId,
      amount: scoreLogs.amount,
      balanceAfter: scoreLogs.balanceAfter,
      reason: scoreLogs.reason,
      createdAt: scoreLogs.createdAt,
    })
    .from(scoreLogs, { forceIndex: LEDGER_INDEX })
    .where(and(eq(scoreLogs.userId, userId), after ? lt(scoreLogs.id, after.id) : undefined))
    .orderBy(desc(scoreLogs.id))
    .limit(limit + 1);
  const page = toCursorPage(rows, limit, (row) => ({ k: row.id, id: row.id }));
  return {
    ...page,
    results: page.results.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

/** The user's balance as stored on their row. */
export async function scoreBalance(userId: number, db: Database = getDb()): Promise<number> {
  const [row] = await db.select({ score: users.score }).from(users).where(eq(users.id, userId));
  return row?.score ?? 0;
}
