import type { EntityKind } from '@/shared/content/entityType.ts';

/** Things that happened, told to other features after the transaction that did them commits. */
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
  | { type: 'follow.added'; followerId: number; followeeId: number };

export type DomainEventType = DomainEvent['type'];
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
