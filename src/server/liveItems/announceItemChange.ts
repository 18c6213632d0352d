import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { comments } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { entityTarget } from '../entities/entityTargets.ts';
import { commentEntity } from '../comments/commentEntity.ts';
import { commentInDelivery } from '../comments/commentInDelivery.ts';
import { logger } from '../log/logger.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { EntityType, type EntityKind } from '@/shared/content/entityType.ts';
import { viewerEntityKey } from '@/shared/viewer/viewerState.ts';
import { itemFanout } from './itemFanout.ts';

/** The moment or article a comment row is on; undefined for anything else. */
function itemOf(
  entityType: number,
  entityId: number,
): { kind: 'moment' | 'article'; id: number } | undefined {
  if (entityType === EntityType.moment) return { kind: 'moment', id: entityId };
  if (entityType === EntityType.article) return { kind: 'article', id: entityId };
  return undefined;
}

async function commentRow(commentId: number, db: Database | Transaction) {
  const [row] = await db
    .select({
      entityType: comments.entityType,
      entityId: comments.entityId,
      parentId: comments.parentId,
      userId: comments.userId,
      status: comments.status,
    })
    .from(comments)
    .where(eq(comments.id, commentId))
    .limit(1);
  return row;
}

/** A live page must never fail the write it follows: the page catches up on its next load. */
async function quietly(what: string, announce: () => Promise<void>): Promise<void> {
  try {
    await announce();
  } catch (error) {
    logger.warn({ err: error }, `announcing ${what} to live pages failed`);
  }
}

/**
 * A `comment.created` delivery: the comment and its item's count read in the delivery's transaction,
 * announced once it commits (a rolled-back delivery announces nothing).
 */
export async function announceCommentPublished(
  commentId: number,
  tx: Transaction,
  afterCommit: (task: () => void) => void,
): Promise<void> {
  const row = await commentInDelivery(tx, commentId);
  const item = row && itemOf(row.entityType, row.entityId);
  if (!row || !item || row.status !== ContentStatus.published) return;
  const commentCount = await entityTarget(item.kind).readCounter(tx, item.id, 'comment');
  const change = {
    type: 'comment.created' as const,
    topic: viewerEntityKey(item.kind, item.id),
    commentId,
    parentId: row.parentId,
    authorId: row.userId,
    commentCount,
  };
  afterCommit(() => itemFanout().announce(change));
}

/** After a comment was edited, deleted, removed, restored or hidden (its write committed). */
export function announceCommentChange(commentId: number, db: Database = getDb()): Promise<void> {
  return quietly('a comment change', async () => {
    const row = await commentRow(commentId, db);
    const item = row && itemOf(row.entityType, row.entityId);
    if (!row || !item) return;
    const topic = viewerEntityKey(item.kind, item.id);
    if (row.status === ContentStatus.published) {
      itemFanout().announce({ type: 'comment.edited', topic, commentId });
      return;
    }
    const commentCount = await entityTarget(item.kind).readCounter(db, item.id, 'comment');
    itemFanout().announce({ type: 'comment.removed', topic, commentId, commentCount });
  });
}

/** After a like or unlike committed, with the count its answer carries. */
export function announceLikes(
  kind: EntityKind,
  id: number,
  likes: number,
  db: Database = getDb(),
): Promise<void> {
  return quietly('likes', async () => {
    if (kind !== 'comment') {
      itemFanout().announce({ type: 'item.likes', topic: viewerEntityKey(kind, id), likes });
      return;
    }
    const item = await commentEntity(id, db);
    if (!item || item.kind === 'comment') return;
    itemFanout().announce({
      type: 'comment.likes',
      topic: viewerEntityKey(item.kind, item.id),
      commentId: id,
      likes,
    });
  });
}
