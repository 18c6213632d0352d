import { eq } from 'drizzle-orm';
import { articleTags, moments, momentTags } from '../db/schema/index.ts';
import { subscribe } from '../events/eventBus.ts';
import { commentRecipients } from '../messages/commentRecipients.ts';
import { WatchKind } from '@/shared/watching/watchKinds.ts';
import { deliverWatchNotice } from './watchNotices.ts';

// The writer's event tells the first chunk of watchers in its own delivery, and a bigger fan-out
// goes on in chunks of its own (decision 038): the writer's transaction never grows with a target's
// watchers, and this delivery by one chunk at most. Most targets have a few watchers: no second
// outbox round for them.

subscribe('comment.created', async (event, context) => {
  if (event.kind === 'comment') return;
  await deliverWatchNotice(
    {
      type: 'watch.notify',
      notice: 'comment',
      kind: event.kind,
      entityId: event.entityId,
      commentId: event.commentId,
      actorId: event.userId,
      targets: [[WatchKind[event.kind], event.entityId]],
      // The author, the replied-to, the quoted and the mentioned already get their own message about
      // this comment.
      exclude: [...commentRecipients(event).map((recipient) => recipient.userId), ...(event.mentioned ?? [])],
      after: 0,
    },
    context,
  );
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
  await deliverWatchNotice(
    {
      type: 'watch.notify',
      notice: 'post',
      kind: 'moment',
      entityId: event.momentId,
      commentId: 0,
      actorId: event.userId,
      targets,
      exclude: [],
      after: 0,
    },
    context,
  );
});

subscribe('article.created', async (event, context) => {
  const tagRows = await context.tx
    .select({ tagId: articleTags.tagId })
    .from(articleTags)
    .where(eq(articleTags.articleId, event.articleId));
  await deliverWatchNotice(
    {
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
    },
    context,
  );
});

subscribe('watch.notify', deliverWatchNotice);
