import type { EntityKind } from '@/shared/content/entityType.ts';
import type { MailMessage } from '../mail/mailMessage.ts';

/**
 * Things that happened, recorded in the outbox by the transaction that did them and delivered to
 * the features that follow them once it commits (decision 028).
 */
export type DomainEvent =
  | { type: 'moment.created'; momentId: number; userId: number }
  | { type: 'article.created'; articleId: number; userId: number }
  | {
      type: 'comment.created';
      commentId: number;
      userId: number;
      kind: EntityKind;
      entityId: number;
      entityAuthorId: number;
      /** The author of the top-level comment a reply answers (0 for a top-level comment). */
      parentAuthorId: number;
      /** The author of the reply it quotes (0 when it quotes none). */
      replyToUserId: number;
    }
  | {
      type: 'reaction.added';
      reaction: 'like' | 'favorite';
      userId: number;
      kind: EntityKind;
      entityId: number;
      entityAuthorId: number;
    }
  | { type: 'follow.added'; followerId: number; followeeId: number }
  | { type: 'message.created'; userId: number; actorId: number }
  /** A conversation message for one recipient: its e-mail notice, unless read by then (decision 036). */
  | {
      type: 'conversation.notice';
      userId: number;
      actorId: number;
      conversationId: number;
      messageId: number;
    }
  /** A mail to send: the one event with an effect outside the database (see mailSubscribers.ts). */
  | { type: 'mail.requested'; mail: MailMessage };

export type DomainEventType = DomainEvent['type'];
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
