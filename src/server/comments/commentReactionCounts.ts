import { getDb, type Database } from '../db/client.ts';
import { reactionCountsOf } from '../reactions/reactionCounts.ts';
import type { ReactionEmoji } from '@/shared/reactions/reactionEmoji.ts';
import type { CommentView } from '@/shared/comments/commentView.ts';

type WithReplies<T> = T & { replies?: CommentView[] };

/**
 * The comments with their counts per emoji (decision 080), the same for every reader: one read of
 * reaction_counts' primary key for every comment and reply on the page. Without enabled emoji the
 * comments come back untouched and nothing is read.
 */
export async function withCommentReactionCounts<T extends CommentView>(
  comments: Array<WithReplies<T>>,
  enabled: readonly ReactionEmoji[],
  db: Database = getDb(),
): Promise<Array<WithReplies<T>>> {
  if (enabled.length === 0 || comments.length === 0) return comments;
  const ids = comments.flatMap((comment) => [
    comment.id,
    ...(comment.replies ?? []).map((reply) => reply.id),
  ]);
  const counts = await reactionCountsOf('comment', ids, db);
  const withCounts = <C extends CommentView>(comment: C): C => {
    const own = counts.get(comment.id);
    return own ? { ...comment, reactions: own } : comment;
  };
  return comments.map((comment) => {
    const counted = withCounts(comment);
    return comment.replies ? { ...counted, replies: comment.replies.map(withCounts) } : counted;
  });
}
