import { eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { comments, users } from '../db/schema/index.ts';
import { entityTarget } from '../entities/entityTargets.ts';
import { ApiError } from '../http/ApiError.ts';
import { commentTarget } from './commentTarget.ts';
import { commentKindOf } from './commentViews.ts';
import { recordEvent } from '../outbox/recordEvent.ts';
import { deliverNow } from '../outbox/outboxDelivery.ts';
import { contentRemoved } from '../webhooks/contentRemoved.ts';
import { dropRemovedAnswer } from '../answers/acceptedAnswer.commands.ts';
import { noteScoreChange } from '../scores/scoreRankingCache.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { hasPermission } from '@/shared/users/permissions.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import type { CommentDeleted } from '@/shared/comments/commentView.ts';
import { m } from '@/paraglide/messages.js';

/**
 * Soft-deletes a comment (its author, or staff who may delete any comment). In one transaction, locked in the same
 * order as posting (target, then the comment and its parent): the status flips and the target's
 * comment count, the parent's reply count and the author's comment count go down by one. Replies
 * under a deleted top-level comment stay visible beneath a "deleted" placeholder. Answers the
 * target's comment count after it.
 */
export async function deleteComment(
  actor: { member: Pick<CurrentUser, 'id' | 'role'> | null },
  commentId: number,
  db: Database = getDb(),
): Promise<CommentDeleted> {
  const user = actor.member;
  if (!user) throw new ApiError(401, m.error_sign_in_first(), ErrorCode.notSignedIn);
  const notFound = () => new ApiError(404, m.comments_not_found(), ErrorCode.notFound);
  const [found] = await db.select().from(comments).where(eq(comments.id, commentId)).limit(1);
  if (!found || found.status !== ContentStatus.published) throw notFound();
  if (found.userId !== user.id && !hasPermission(user.role, 'comment.delete.any')) {
    throw new ApiError(403, m.comments_delete_forbidden(), ErrorCode.forbidden);
  }
  const kind = commentKindOf(found.entityType);
  const { event, takenBack } = await db.transaction(async (tx) => {
    await entityTarget(kind).lockTarget(tx, found.entityId);
    if (found.parentId) await commentTarget.lockTarget(tx, found.parentId);
    const [row] = await tx.select().from(comments).where(eq(comments.id, commentId)).for('update');
    // A concurrent delete got here first: counting it again would make the counters drift.
    if (!row || row.status !== ContentStatus.published) throw notFound();
    await tx.update(comments).set({ status: ContentStatus.deleted }).where(eq(comments.id, commentId));
    await entityTarget(kind).adjustCounter(tx, row.entityId, 'comment', -1);
    if (row.parentId) await commentTarget.adjustCounter(tx, row.parentId, 'comment', -1);
    await tx
      .update(users)
      .set({ commentCount: sql`GREATEST(CAST(${users.commentCount} AS SIGNED) - 1, 0)` })
      .where(eq(users.id, row.userId));
    const takenBack = await dropRemovedAnswer(tx, row);
    return {
      event: await recordEvent(tx, contentRemoved('comment', commentId, row.userId, user.id)),
      takenBack,
    };
  });
  if (takenBack) noteScoreChange(takenBack.userId, takenBack.balance);
  await deliverNow([event], db);
  return { targetCommentCount: await entityTarget(kind).readCounter(db, found.entityId, 'comment') };
}
