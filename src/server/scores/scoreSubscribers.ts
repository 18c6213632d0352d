import { subscribe, type DeliveryContext } from '../events/eventBus.ts';
import { loadSiteConfig } from '../site/siteConfig.service.ts';
import { awardScoreInTransaction, type ScoreAward } from './awardScore.ts';
import { noteScoreChange } from './scoreRankingCache.ts';
import { ScoreReason, ScoreSource } from '@/shared/scores/scoreSources.ts';

// The ledger's unique (user, source, ref) key makes a repeated delivery pay nothing.
async function award(context: DeliveryContext, award: ScoreAward): Promise<void> {
  if (award.amount === 0) return;
  const result = await awardScoreInTransaction(context.tx, award);
  if (result.awarded) context.afterCommit(() => noteScoreChange(award.userId, result.balance));
}

// The default rules (SPEC §1): posting a moment and commenting earn the points set in the site config.
// The config is read through the delivery's transaction so tests and the site agree.
subscribe('moment.created', async (event, context) => {
  const { scoreRules } = await loadSiteConfig(context.tx);
  await award(context, {
    userId: event.userId,
    source: ScoreSource.moment,
    refId: event.momentId,
    amount: scoreRules.moment,
    reason: ScoreReason.postMoment,
  });
});

subscribe('comment.created', async (event, context) => {
  const { scoreRules } = await loadSiteConfig(context.tx);
  await award(context, {
    userId: event.userId,
    source: ScoreSource.comment,
    refId: event.commentId,
    amount: scoreRules.comment,
    reason: ScoreReason.postComment,
  });
});
