import { subscribe, type DeliveryContext } from '../events/eventBus.ts';
import { messageFanout } from '../messages/messageFanout.ts';
import { promoteIfEarned } from './refreshTrustLevel.ts';

// Published content (a held item once approved too) may earn its author a level. Registered after
// the scores, so the points of this very item count. Raising is idempotent: a repeat changes nothing.
async function refresh(context: DeliveryContext, userId: number): Promise<void> {
  if ((await promoteIfEarned(context.tx, userId)) !== null) {
    context.afterCommit(() => messageFanout().announce(userId));
  }
}

subscribe('moment.created', (event, context) => refresh(context, event.userId));
subscribe('article.created', (event, context) => refresh(context, event.userId));
subscribe('comment.created', (event, context) => refresh(context, event.userId));
