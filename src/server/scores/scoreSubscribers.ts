import { subscribe, type DeliveryContext } from '../events/eventBus.ts';
import { getSiteConfig } from '../site/siteConfig.queries.ts';
import { awardScoreInTransaction } from './awardScore.ts';
import { noteScoreChange } from './scoreRankingCache.ts';
import { ScoreReason, ScoreSource } from '@/shared/scores/scoreSources.ts';

type Rule = 'moment' | 'comment';
const SOURCES: Record<Rule, { source: string; reason: string }> = {
  moment: { source: ScoreSource.moment, reason: ScoreReason.postMoment },
  comment: { source: ScoreSource.comment, reason: ScoreReason.postComment },
};

// The default rules: posting a moment and commenting earn the points set in the site
// config, read through the delivery's transaction so tests and the site agree. The ledger's unique
// (user, source, ref) key makes a repeated delivery pay nothing.
async function award(context: DeliveryContext, rule: Rule, userId: number, refId: number): Promise<void> {
  const amount = (await getSiteConfig(context.tx)).scoreRules[rule];
  if (amount === 0) return;
  const result = await awardScoreInTransaction(context.tx, { userId, refId, amount, ...SOURCES[rule] });
  if (result.awarded) context.afterCommit(() => noteScoreChange(userId, result.balance));
}

subscribe('moment.created', (event, context) => award(context, 'moment', event.userId, event.momentId));
subscribe('comment.created', (event, context) => award(context, 'comment', event.userId, event.commentId));
