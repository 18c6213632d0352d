import { getDb, type Database } from '../db/client.ts';
import { withDeadlockRetry } from '../db/withDeadlockRetry.ts';
import { ApiError } from '../http/ApiError.ts';
import { recordAction } from '../moderation/recordAction.ts';
import { requireReason } from '../moderation/bans.commands.ts';
import { awardScoreInTransaction } from '../scores/awardScore.ts';
import { noteScoreChange } from '../scores/scoreRankingCache.ts';
import { lockMember, refusalError } from './memberLock.ts';
import { refuseMemberAction, type Party } from './userRules.ts';
import { ScoreSource } from '@/shared/scores/scoreSources.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { ScoreAdjustResult } from '@/shared/adminusers/adminUserSchemas.ts';
import { m } from '@/paraglide/messages.js';

/**
 * Staff add or take away points: one audit row and one ledger row that refers to it, in the same
 * transaction as the balance, so the ledger always sums to the score. The member reads the reason.
 */
export async function adjustUserScore(
  actor: Party,
  input: { userId: number; amount: number; reason: string | undefined },
  ip: string,
  db: Database = getDb(),
): Promise<ScoreAdjustResult> {
  const reason = requireReason(input.reason);
  const result = await withDeadlockRetry(() =>
    db.transaction(async (tx) => {
      const target = await lockMember(tx, input.userId);
      const refusal = refuseMemberAction(actor, target, 'user.score.adjust');
      if (refusal) throw refusalError(refusal);
      const auditId = await recordAction(tx, {
        actorId: actor.id,
        action: 'user.score',
        targetType: 'user',
        targetId: target.id,
        reason,
        detail: { amount: input.amount },
        ip,
      });
      const paid = await awardScoreInTransaction(tx, {
        userId: target.id,
        source: ScoreSource.admin,
        refId: auditId,
        amount: input.amount,
        reason,
      });
      if (paid.balance < 0) {
        throw new ApiError(400, m.adminusers_score_below_zero(), ErrorCode.validation, 'amount');
      }
      return paid;
    }),
  );
  noteScoreChange(input.userId, result.balance);
  return { balance: result.balance };
}
