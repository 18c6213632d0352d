import { getDb, type Database } from '../db/client.ts';
import { createMessage } from './createMessage.ts';
import type { ModerationMessageType } from '@/shared/messages/messageTypes.ts';

export interface ModerationNotice {
  action: ModerationMessageType;
  moderatorId: number;
  /** The author of the content acted on. */
  authorId: number;
  kind: 'moment' | 'article';
  entityId: number;
  /** Set when the action was on a comment of that moment or article. */
  commentId?: number;
  /** The moderator's reason, shown as the message's quote. */
  reason?: string;
}

/**
 * Tells an author that a moderator recommended, stickied or deleted their content (issue 7 calls
 * this after its transaction commits). A moderator acting on their own content gets no message.
 */
export async function notifyModeration(notice: ModerationNotice, db: Database = getDb()): Promise<boolean> {
  return createMessage(
    {
      userId: notice.authorId,
      actorId: notice.moderatorId,
      type: notice.action,
      kind: notice.kind,
      entityId: notice.entityId,
      commentId: notice.commentId ?? 0,
      quote: notice.reason ?? '',
    },
    db,
  );
}
