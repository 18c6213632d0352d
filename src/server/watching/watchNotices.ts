import { and, asc, eq, gt, notInArray, or } from 'drizzle-orm';
import { articles, moments, users, watches } from '../db/schema/index.ts';
import { commentInDelivery } from '../comments/commentInDelivery.ts';
import type { DeliveryContext } from '../events/eventBus.ts';
import type { EventOf } from '../events/domainEvent.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import type { Database } from '../db/client.ts';
import { createMessagesInDelivery } from '../messages/createMessage.ts';
import { getSiteConfig } from '../site/siteConfig.queries.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';

type WatchNotify = EventOf<'watch.notify'>;

/** Watchers told per delivery: a popular tag's fan-out is many short transactions, not one long one. */
export const WATCH_NOTICE_CHUNK = 200;

/** Whether the content (and the comment) the notice is about is still there for everyone to see. */
async function stillPublic(tx: Transaction, event: WatchNotify): Promise<{ text: string } | undefined> {
  const table = event.kind === 'moment' ? moments : articles;
  const textColumn = event.kind === 'moment' ? moments.excerpt : articles.title;
  const [item] = await tx
    .select({ status: table.status, text: textColumn })
    .from(table)
    .where(eq(table.id, event.entityId));
  if (item?.status !== ContentStatus.published) return undefined;
  if (event.notice === 'post') return { text: item.text };
  const comment = await commentInDelivery(tx, event.commentId);
  return comment?.status === ContentStatus.published ? { text: comment.content } : undefined;
}

/** The next chunk of distinct active watchers of any of the targets, in id order. */
export async function watchersAfter(tx: Transaction | Database, event: WatchNotify): Promise<number[]> {
  const matches = event.targets.map(([kind, id]) => and(eq(watches.kind, kind), eq(watches.targetId, id)));
  const excluded = [...new Set([event.actorId, ...event.exclude])];
  const rows = await tx
    .selectDistinct({ userId: watches.userId })
    .from(watches)
    .innerJoin(users, eq(users.id, watches.userId))
    .where(
      and(
        or(...matches),
        gt(watches.userId, event.after),
        notInArray(watches.userId, excluded),
        eq(users.status, UserStatus.active),
      ),
    )
    .orderBy(asc(watches.userId))
    .limit(WATCH_NOTICE_CHUNK);
  return rows.map((row) => row.userId);
}

/**
 * Delivers one chunk of a watch notice: one message per watcher, inserted together (a repeated
 * delivery skips the watchers who have it), then records the next chunk if there may be more.
 * Nothing is sent when the owner switched watching notices off or the content is no longer public.
 */
export async function deliverWatchNotice(event: WatchNotify, context: DeliveryContext): Promise<void> {
  if (event.targets.length === 0) return;
  if (!(await getSiteConfig(context.tx)).watching.notices) return;
  const content = await stillPublic(context.tx, event);
  if (!content) return;
  const watchers = await watchersAfter(context.tx, event);
  await createMessagesInDelivery(
    context,
    {
      actorId: event.actorId,
      type: event.notice === 'comment' ? 'watched_comment' : 'watched_post',
      kind: event.kind,
      entityId: event.entityId,
      commentId: event.commentId,
      quote: content.text,
    },
    watchers,
  );
  const last = watchers.at(-1);
  if (watchers.length === WATCH_NOTICE_CHUNK && last !== undefined) {
    await context.record({ ...event, after: last });
  }
}
