import { eq } from 'drizzle-orm';
import { articleTags, moments, momentTags } from '../db/schema/index.ts';
import { subscribe } from '../events/eventBus.ts';
import { commentRecipients } from '../messages/messageSubscribers.ts';
import { WatchKind } from '@/shared/watching/watchKinds.ts';
import { deliverWatchNotice } from './watchNotices.ts';

// Each event only records the fan-out (decision 038): the watchers are told in chunks by their own
// deliveries, so neither the writer's transaction nor this one grows with a target's watchers.

subscribe('comment.created', async (event, context) => {
  if (event.kind === 'comment') return;
  await context.record({
    type: 'watch.notify',
    notice: 'comment',
    kind: event.kind,
    entityId: event.entityId,
    commentId: event.commentId,
    actorId: event.userId,
    targets: [[WatchKind[event.kind], event.entityId]],
    // The author, the replied-to and the quoted already get their own message about this comment.
    exclude: commentRecipients(event).map((recipient) => recipient.userId),
    after: 0,
  });
});

subscribe('moment.created', async (event, context) => {
  const [moment] = await context.tx
    .select({ nodeId: moments.nodeId })
    .from(moments)
    .where(eq(moments.id, event.momentId));
  if (!moment) return;
  const tagRows = await context.tx
    .select({ tagId: momentTags.tagId })
    .from(momentTags)
    .where(eq(momentTags.momentId, event.momentId));
  const targets: Array<[number, number]> = [
    [WatchKind.member, event.userId],
    ...tagRows.map((row): [number, number] => [WatchKind.tag, row.tagId]),
  ];
  if (moment.nodeId > 0) targets.push([WatchKind.node, moment.nodeId]);
  await context.record({
    type: 'watch.notify',
    notice: 'post',
    kind: 'moment',
    entityId: event.momentId,
    commentId: 0,
    actorId: event.userId,
    targets,
    exclude: [],
    after: 0,
  });
});

subscribe('article.created', async (event, context) => {
  const tagRows = await context.tx
    .select({ tagId: articleTags.tagId })
    .from(articleTags)
    .where(eq(articleTags.articleId, event.articleId));
  await context.record({
    type: 'watch.notify',
    notice: 'post',
    kind: 'article',
    entityId: event.articleId,
    commentId: 0,
    actorId: event.userId,
    targets: [
      [WatchKind.member, event.userId],
      ...tagRows.map((row): [number, number] => [WatchKind.tag, row.tagId]),
    ],
    exclude: [],
    after: 0,
  });
});

subscribe('watch.notify', deliverWatchNotice);
