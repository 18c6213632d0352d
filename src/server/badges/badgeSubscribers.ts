import { subscribe, type DeliveryContext } from '../events/eventBus.ts';
import { messageFanout } from '../messages/messageFanout.ts';
import { getSiteConfig } from '../site/siteConfig.queries.ts';
import { checkBadges } from './checkBadges.ts';
import { measuresToCheck } from './measureDistances.ts';
import type { BadgeMeasure } from '@/shared/badges/badges.ts';

// The events that can change a rule's measure ask for a check of the member concerned as a
// follow-up event, which the outbox delivers in the background: a request that delivers its own
// events at once (a like, a post) never waits for the badges (decision 083).
async function askCheck(context: DeliveryContext, userId: number, measures: BadgeMeasure[]): Promise<void> {
  if (userId <= 0) return;
  const open = measuresToCheck(userId, measures);
  if (open.length === 0 || !(await getSiteConfig(context.tx)).badges.enabled) return;
  await context.record({ type: 'badges.check', userId, measures: open });
}

subscribe('moment.created', (event, context) => askCheck(context, event.userId, ['posts']));
subscribe('article.created', (event, context) => askCheck(context, event.userId, ['posts']));
subscribe('comment.created', (event, context) => askCheck(context, event.userId, ['comments']));
subscribe('reaction.added', async (event, context) => {
  if (event.reaction === 'like') await askCheck(context, event.entityAuthorId, ['likesReceived']);
});
subscribe('follow.added', (event, context) => askCheck(context, event.followeeId, ['followers']));
subscribe('answer.accepted', (event, context) => askCheck(context, event.answererId, ['acceptedAnswers']));

subscribe('badges.check', async (event, context) => {
  const awarded = await checkBadges(context.tx, event.userId, event.measures);
  if (awarded.length > 0) context.afterCommit(() => messageFanout().announce(event.userId));
});
