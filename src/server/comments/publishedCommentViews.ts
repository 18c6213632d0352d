import { and, eq, inArray } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { comments } from '../db/schema/index.ts';
import { toCommentViews } from './commentViews.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import type { CommentKind } from '@/shared/comments/commentKinds.ts';
import type { CommentView } from '@/shared/comments/commentView.ts';

/**
 * GET /api/comment/views: the published comments among `ids` on one moment or article, oldest
 * first; what a live page shows when a comment arrives or changes (decision 062).
 */
export async function publishedCommentViews(
  kind: CommentKind,
  entityId: number,
  ids: readonly number[],
  viewerId: number | null,
  db: Database = getDb(),
): Promise<CommentView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(comments)
    .where(
      and(
        inArray(comments.id, [...ids]),
        eq(comments.entityType, EntityType[kind]),
        eq(comments.entityId, entityId),
        eq(comments.status, ContentStatus.published),
      ),
    );
  rows.sort((a, b) => a.id - b.id);
  return toCommentViews(rows, viewerId, db);
}
