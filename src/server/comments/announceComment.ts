import type { Transaction } from '../entities/entityTarget.ts';
import { entityTarget } from '../entities/entityTargets.ts';
import { recordEvent, type RecordedEvent } from '../outbox/recordEvent.ts';
import { addWatch } from '../watching/setWatch.ts';
import { commentRecipients } from '../messages/commentRecipients.ts';
import { notifyCommentMentions } from '../mentions/notifyCommentMentions.ts';
import type { MentionNotices } from '../mentions/notifyMentions.ts';
import type { CommentKind } from '@/shared/comments/commentKinds.ts';

export interface PublishedComment {
  id: number;
  kind: CommentKind;
  entityId: number;
  userId: number;
  content: string;
  /** The moment's or article's author, and the thread's (0 for a top-level comment). */
  entityAuthorId: number;
  parentAuthorId: number;
  replyToUserId: number;
  mentioned: readonly number[];
}

/**
 * What publishing a comment sets going, once, in its transaction: the target's last activity, the
 * author watching it, the mention notices and the `comment.created` event (notices to the item's
 * author and the replied-to, scores, watchers). createComment calls it for a comment published at
 * once; the review queue's approval for a held one (its counts move with its status).
 */
export async function announceComment(
  tx: Transaction,
  comment: PublishedComment,
): Promise<{ event: RecordedEvent; notices: MentionNotices }> {
  await entityTarget(comment.kind).touchActivity?.(tx, comment.entityId);
  await addWatch(tx, comment.userId, comment.kind, comment.entityId);
  const people = {
    userId: comment.userId,
    entityAuthorId: comment.entityAuthorId,
    parentAuthorId: comment.parentAuthorId,
    replyToUserId: comment.replyToUserId,
  };
  // One comment, one notice a person: whoever hears of it as the author, the replied-to or the
  // quoted is not told again that it mentions them.
  const told = new Set(commentRecipients(people).map((recipient) => recipient.userId));
  const notices = await notifyCommentMentions(tx, {
    commentId: comment.id,
    authorId: comment.userId,
    kind: comment.kind,
    entityId: comment.entityId,
    content: comment.content,
    mentioned: comment.mentioned.filter((userId) => !told.has(userId)),
  });
  const event = await recordEvent(tx, {
    type: 'comment.created',
    commentId: comment.id,
    kind: comment.kind,
    entityId: comment.entityId,
    ...people,
    mentioned: notices.notified,
  });
  return { event, notices };
}
