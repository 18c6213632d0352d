import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { comments } from '../db/schema/index.ts';
import { inReplyPreview, onFirstThreadPage, threadPageFrom } from './listComments.ts';
import { articlePath } from '@/shared/articles/articlePaths.ts';
import { COMMENT_CURSOR_PARAM } from '@/shared/comments/commentPaths.ts';
import { commentDomId } from '@/shared/comments/commentPresentation.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import { momentPath } from '@/shared/moments/momentCard.ts';

/**
 * Where a comment can be read: its moment or article, on the thread page that shows it (a cursor
 * when its thread is past the first page), at the comment itself, or at its thread when it is a
 * reply the page keeps behind "more replies". Undefined for a comment nobody may read there.
 */
export async function commentLocation(id: number, db: Database = getDb()): Promise<string | undefined> {
  const [comment] = await db.select().from(comments).where(eq(comments.id, id));
  if (!comment || comment.status !== ContentStatus.published) return undefined;
  const kind =
    comment.entityType === EntityType.moment
      ? 'moment'
      : comment.entityType === EntityType.article
        ? 'article'
        : null;
  if (!kind) return undefined;
  const threadId = comment.parentId || comment.id;
  const path = kind === 'moment' ? momentPath(comment.entityId) : articlePath(comment.entityId);
  const [firstPage, shown] = await Promise.all([
    onFirstThreadPage(kind, comment.entityId, threadId, db),
    comment.parentId === 0 ? true : inReplyPreview(comment, db),
  ]);
  const query = firstPage ? '' : `?${COMMENT_CURSOR_PARAM}=${threadPageFrom(threadId)}`;
  return `${path}${query}#${commentDomId(shown ? comment.id : threadId)}`;
}
