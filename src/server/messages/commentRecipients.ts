import type { EventOf } from '../events/domainEvent.ts';
import type { MessageType } from '@/shared/messages/messageTypes.ts';

type CommentCreated = Pick<
  EventOf<'comment.created'>,
  'userId' | 'entityAuthorId' | 'parentAuthorId' | 'replyToUserId'
>;

/** Who hears about a comment: each person once, by the most direct thing it did to them. */
export function commentRecipients(event: CommentCreated): Array<{ userId: number; type: MessageType }> {
  const candidates: Array<{ userId: number; type: MessageType }> = [
    { userId: event.replyToUserId, type: 'quote' },
    { userId: event.parentAuthorId, type: 'reply' },
    { userId: event.entityAuthorId, type: 'comment' },
  ];
  const seen = new Set<number>([event.userId, 0]);
  return candidates.filter((candidate) => {
    if (seen.has(candidate.userId)) return false;
    seen.add(candidate.userId);
    return true;
  });
}
