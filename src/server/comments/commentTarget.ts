import { comments } from '../db/schema/comments.ts';
import { tableTarget } from '../entities/tableTarget.ts';

/** How likes and replies reach comments; a comment's "comment" counter is its reply count. */
export const commentTarget = tableTarget('comment', {
  table: comments,
  id: comments.id,
  authorId: comments.userId,
  status: comments.status,
  counters: { like: comments.likeCount, comment: comments.replyCount },
});
