import { and, asc, eq, gt, max } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { comments } from '../db/schema/index.ts';
import { entityTarget } from '../entities/entityTargets.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import type { ItemChange } from '@/shared/liveItems/itemChange.ts';
import type { LiveItem } from './liveItem.ts';

/** At most this many comments are caught up on (re)connect; the page's next load shows the rest. */
const CATCH_UP_LIMIT = 50;

/**
 * What a stream sends when it (re)connects: the comments published since the newest one the page
 * has (`after`; none when it is not given), then the item's counts and its newest comment id.
 */
export async function itemSnapshot(item: LiveItem, db: Database): Promise<ItemChange[]> {
  const onItem = and(
    eq(comments.entityType, EntityType[item.kind]),
    eq(comments.entityId, item.id),
    eq(comments.status, ContentStatus.published),
  );
  const target = entityTarget(item.kind);
  const [missed, [latest], commentCount, likes] = await Promise.all([
    item.after !== undefined
      ? db
          .select({ id: comments.id, parentId: comments.parentId, userId: comments.userId })
          .from(comments)
          .where(and(onItem, gt(comments.id, item.after)))
          .orderBy(asc(comments.id))
          .limit(CATCH_UP_LIMIT)
      : Promise.resolve([]),
    db
      .select({ id: max(comments.id) })
      .from(comments)
      .where(onItem),
    target.readCounter(db, item.id, 'comment'),
    target.readCounter(db, item.id, 'like'),
  ]);
  const created = missed.map((row): ItemChange => ({
    type: 'comment.created',
    topic: item.topic,
    commentId: row.id,
    parentId: row.parentId,
    authorId: row.userId,
    commentCount,
  }));
  const latestCommentId = Number(latest?.id ?? 0);
  return [...created, { type: 'item.counts', topic: item.topic, commentCount, likes, latestCommentId }];
}
