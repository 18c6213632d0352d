import type { Database } from '../db/client.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import type { EntityKind } from '@/shared/content/entityType.ts';
import { NO_MENTION_NOTICES, notifyMentions, type MentionNotices } from './notifyMentions.ts';

export interface CommentMentions {
  commentId: number;
  authorId: number;
  kind: EntityKind;
  entityId: number;
  content: string;
  mentioned: readonly number[];
}

/** The mention notices of a comment, linking to the moment or article it is on (decision 037). */
export function notifyCommentMentions(
  tx: Database | Transaction,
  comment: CommentMentions,
): Promise<MentionNotices> {
  if (comment.kind === 'comment' || comment.mentioned.length === 0)
    return Promise.resolve(NO_MENTION_NOTICES);
  return notifyMentions(tx, {
    kind: 'comment',
    id: comment.commentId,
    authorId: comment.authorId,
    mentioned: comment.mentioned,
    target: { kind: comment.kind, id: comment.entityId },
    quote: comment.content,
  });
}
