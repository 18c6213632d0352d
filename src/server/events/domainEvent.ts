import type { EntityKind } from '@/shared/content/entityType.ts';
import type { MailMessage } from '../mail/mailMessage.ts';
import type { DigestCursor } from '../digest/awayMembers.ts';
import type { MessageType } from '@/shared/messages/messageTypes.ts';
import type { MessageTargetKind } from '@/shared/messages/messageTargets.ts';
import type { NotificationKind } from '@/shared/notifications/notificationKinds.ts';
import type { PushPayload } from '@/shared/push/pushPayload.ts';
import type { BadgeMeasure } from '@/shared/badges/badges.ts';

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
      /** The members told of it by a mention notice (absent in events recorded before it was kept). */
      mentioned?: number[];
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
  /** A question's author or staff accepted another member's comment as its answer (decision 082). */
  | { type: 'answer.accepted'; answererId: number; momentId: number; commentId: number }
  /**
   * Check whether what the member did now earns them badges (decision 083): recorded by the events
   * that can change these measures, and by a check-in, so the awarding runs in the background.
   */
  | { type: 'badges.check'; userId: number; measures: BadgeMeasure[] }
  /**
   * A message-centre notice for one member, whose mail and push follow. `message` says what it is
   * about (absent in events recorded before it was kept).
   */
  | {
      type: 'message.created';
      userId: number;
      actorId: number;
      message?: {
        type: MessageType;
        kind?: MessageTargetKind;
        entityId?: number;
        commentId?: number;
      };
    }
  /** A conversation message for one recipient: its e-mail notice, unless read by then (decision 036). */
  | {
      type: 'conversation.notice';
      userId: number;
      actorId: number;
      conversationId: number;
      messageId: number;
    }
  /**
   * The mail for the messages a notice window held back, due when the window ends (`notBefore`, ms):
   * one per member and window (decision 038). `kind` is the notice's that held it back, whose mail
   * choice it follows (absent in events recorded before it was kept).
   */
  | { type: 'message.digest'; userId: number; notBefore: number; kind?: NotificationKind }
  /**
   * Tell the watchers of these targets about new content or a new comment (decision 038), one chunk
   * of watchers at a time from `after` on, in member id order; `exclude` already heard of it.
   */
  | {
      type: 'watch.notify';
      notice: 'comment' | 'post';
      kind: 'moment' | 'article';
      entityId: number;
      commentId: number;
      actorId: number;
      targets: Array<[number, number]>;
      exclude: number[];
      after: number;
    }
  /**
   * One batch of the digest run that started at `runAt` (ms, decision 065): the members away the
   * longest after `cursor`, each due member's digest recorded as a mail. Batches are the pollers'
   * (`notBefore`, ms), the next one after a pause, so a long run leaves the database to page views.
   */
  | { type: 'digest.batch'; runAt: number; cursor: DigestCursor; notBefore: number }
  /** Prepare a member's data archive (decision 075), off the request path. */
  | { type: 'account.export'; exportId: number }
  /** Remove an archive once it expires (`notBefore`, ms). */
  | { type: 'account.export.expire'; exportId: number; notBefore: number }
  /** Erase a member's account when its grace period ends (`notBefore`, ms), unless it was cancelled. */
  | { type: 'account.erase'; deletionId: number; notBefore: number }
  /** A mail to send: the one event with an effect outside the database (see mailSubscribers.ts). */
  | { type: 'mail.requested'; mail: MailMessage }
  /** A web push to one device of a member (decision 063), so a retry re-sends to that device alone. */
  | { type: 'push.requested'; userId: number; deviceId: number; payload: PushPayload }
  /**
   * Changes other software hears of through webhooks (decision 073), recorded by the change's own
   * transaction. `at` (ms) tells two edits of one item apart.
   */
  | { type: 'content.edited'; kind: EntityKind; id: number; actorId: number; at: number }
  /** The author deleted their own item; staff deletes are `content.moderated`. */
  | { type: 'content.deleted'; kind: EntityKind; id: number; actorId: number; at: number }
  | {
      type: 'content.moderated';
      kind: EntityKind;
      id: number;
      actorId: number;
      action: 'delete' | 'restore' | 'approve' | 'reject';
      at: number;
    }
  | { type: 'member.signed_up'; userId: number; at: number }
  | { type: 'member.banned'; userId: number; actorId: number; until: number | null; at: number }
  | { type: 'report.filed'; reportId: number; at: number }
  /** One webhook delivery's attempt now (decision 073), and its retry when due (`notBefore`, ms). */
  | { type: 'webhook.deliver'; deliveryId: number }
  | { type: 'webhook.retry'; deliveryId: number; notBefore: number }
  /** An endpoint was disabled after a day of failures: its owners' notice and mail. */
  | { type: 'webhook.disabled'; endpointId: number }
  /**
   * A member's sign-in to a site ended with their forum sign-out: the site's back-channel logout URI
   * gets a logout token (decision 074). `issuer` is the provider the member signed in through.
   */
  | { type: 'oidc.backchannel_logout'; issuer: string; clientId: string; sub: string; sid: string | null }
  /** A lone link of a saved item to preview (decision 079): fetched outside any transaction. */
  | { type: 'linkpreview.fetch'; url: string; kind: EntityKind; id: number; userId: number };

export type DomainEventType = DomainEvent['type'];
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
