import { eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { scoreLogs, users } from '../db/schema/index.ts';
import { withDeadlockRetry } from '../db/withDeadlockRetry.ts';
import { fitColumn } from '../db/fitColumn.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { isDuplicateKey } from '../db/mysqlErrors.ts';
import { noteScoreChange } from './scoreRankingCache.ts';

export interface ScoreAward {
  userId: number;
  source: string;
  refId: number;
  amount: number;
  reason: string;
}

export interface AwardResult {
  /** False when this (user, source, ref) was paid before: nothing changed. */
  awarded: boolean;
  balance: number;
  /** The ledger row written; 0 when nothing was paid. */
  logId: number;
}

/**
 * Pays an award inside the caller's transaction: the user's row is locked so balance_after is
 * exact, and the ledger's unique (user, source, ref) key turns a repeat into "already awarded".
 */
export async function awardScoreInTransaction(tx: Transaction, award: ScoreAward): Promise<AwardResult> {
  const [user] = await tx
    .select({ score: users.score })
    .from(users)
    .where(eq(users.id, award.userId))
    .for('update');
  if (!user) return { awarded: false, balance: 0, logId: 0 };
  const balance = user.score + award.amount;
  let logId: number;
  try {
    const [inserted] = await tx.insert(scoreLogs).values({
      userId: award.userId,
      source: award.source,
      refId: award.refId,
      amount: award.amount,
      balanceAfter: balance,
      reason: fitColumn(award.reason, scoreLogs.reason),
    });
    logId = inserted.insertId;
  } catch (error) {
    if (isDuplicateKey(error)) return { awarded: false, balance: user.score, logId: 0 };
    throw error;
  }
  await tx
    .update(users)
    .set({ score: sql`${users.score} + ${award.amount}` })
    .where(eq(users.id, award.userId));
  return { awarded: true, balance, logId };
}

/** Changes a user's score by `amount` once per (source, refId), with a ledger row, in one transaction. */
export async function awardScore(
  userId: number,
  source: string,
  refId: number,
  amount: number,
  reason: string,
  db: Database = getDb(),
): Promise<AwardResult> {
  const result = await withDeadlockRetry(() =>
    db.transaction((tx) => awardScoreInTransaction(tx, { userId, source, refId, amount, reason })),
  );
  if (result.awarded) noteScoreChange(userId, result.balance);
  return result;
}
