import { subscribe } from '../events/eventBus.ts';
import { loadSiteConfig } from '../site/siteConfig.service.ts';
import { awardScore } from './awardScore.ts';
import { ScoreReason, ScoreSource } from '@/shared/scores/scoreSources.ts';

// The default rules (SPEC §1): posting a moment and commenting earn the points set in the site config.
// The config is read through the event's own database handle so tests and the site agree.
subscribe('moment.created', async (event, db) => {
  const { scoreRules } = await loadSiteConfig(db);
  if (scoreRules.moment === 0) return;
  await awardScore(
    event.userId,
    ScoreSource.moment,
    event.momentId,
    scoreRules.moment,
    ScoreReason.postMoment,
    db,
  );
});

subscribe('comment.created', async (event, db) => {
  const { scoreRules } = await loadSiteConfig(db);
  if (scoreRules.comment === 0) return;
  await awardScore(
    event.userId,
    ScoreSource.comment,
    event.commentId,
    scoreRules.comment,
    ScoreReason.postComment,
    db,
  );
});
