import { getDb, type Database } from '../db/client.ts';
import { ApiError } from '../http/ApiError.ts';
import { requirePermission } from '../auth/requirePermission.ts';
import { withDeadlockRetry } from '../db/withDeadlockRetry.ts';
import { notifyModeration } from '../messages/notifyModeration.ts';
import { recordEvent, type RecordedEvent } from '../outbox/recordEvent.ts';
import { deliverNow } from '../outbox/outboxDelivery.ts';
import { notifyApprovedMentions } from '../mentions/notifyApprovedMentions.ts';
import {
  announceMentionNotices,
  NO_MENTION_NOTICES,
  type MentionNotices,
} from '../mentions/notifyMentions.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import type { EventOf } from '../events/domainEvent.ts';
import { announceApprovedComment } from '../comments/announceApprovedComment.ts';
import { heldSincePosted } from '../forbiddenWords/reviewHolds.ts';
import { moveContentStatus, type StatusChanged } from './statusTransitions.ts';
import { recordModeration } from './moderatorAudit.ts';
import { settleReviewedFlags } from '../flagging/settleReviewedFlags.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { ContentStatus, type ContentStatusValue } from '@/shared/content/contentStatus.ts';
import type {
  AdminContentKind,
  BulkContentResult,
  ReviewKind,
} from '@/shared/admincontent/adminContentKinds.ts';
import type { Permission } from '@/shared/users/permissions.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import { m } from '@/paraglide/messages.js';

export interface ModeratorAction {
  actor: Pick<CurrentUser, 'id' | 'role'>;
  reason: string;
  ip: string;
}

export const deletePermission: Record<AdminContentKind, Permission> = {
  moment: 'moment.delete.any',
  article: 'article.delete.any',
  comment: 'comment.delete.any',
};

export async function tellAuthor(
  type: 'delete' | 'approve' | 'reject',
  changed: StatusChanged,
  action: ModeratorAction,
  db: Database,
): Promise<void> {
  if (changed.authorId === action.actor.id) return;
  await notifyModeration(
    {
      action: type,
      moderatorId: action.actor.id,
      authorId: changed.authorId,
      kind: changed.kind,
      entityId: changed.entityId,
      ...(changed.commentId === undefined ? {} : { commentId: changed.commentId }),
      reason: action.reason,
    },
    db,
  );
}

/** Moves the item's status and, when it moved, records the moderator's `verb`: one transaction. */
async function moveRecorded(
  kind: AdminContentKind,
  id: number,
  move: { from: readonly number[]; to: ContentStatusValue; verb: 'delete' | 'restore' },
  action: ModeratorAction,
  db: Database,
): Promise<StatusChanged | undefined> {
  const moved = await withDeadlockRetry(() =>
    db.transaction(async (tx) => {
      const result = await moveContentStatus(tx, kind, id, move.from, move.to);
      if (!result) return undefined;
      await recordModeration(tx, action, kind, id, move.verb);
      return { result, event: await recordEvent(tx, moderated(kind, id, action, move.verb)) };
    }),
  );
  if (moved) await deliverNow([moved.event], db);
  return moved?.result;
}

/** The webhook event of a moderator's decision (decision 073). */
function moderated(
  kind: AdminContentKind,
  id: number,
  action: ModeratorAction,
  verb: EventOf<'content.moderated'>['action'],
): EventOf<'content.moderated'> {
  return { type: 'content.moderated', kind, id, actorId: action.actor.id, action: verb, at: Date.now() };
}

/** Soft-deletes a published or pending item: one transaction with its counts, index and audit row. */
export async function deleteContent(
  kind: AdminContentKind,
  id: number,
  action: ModeratorAction,
  db: Database = getDb(),
): Promise<StatusChanged | undefined> {
  requirePermission(action.actor, deletePermission[kind]);
  const changed = await moveRecorded(
    kind,
    id,
    { from: [ContentStatus.published, ContentStatus.pending], to: ContentStatus.deleted, verb: 'delete' },
    action,
    db,
  );
  if (changed) await tellAuthor('delete', changed, action, db);
  return changed;
}

/** Brings a deleted item back as published, counted again exactly as when it was first published. */
async function restoreContent(
  kind: AdminContentKind,
  id: number,
  action: ModeratorAction,
  db: Database = getDb(),
): Promise<StatusChanged | undefined> {
  requirePermission(action.actor, 'content.restore');
  return moveRecorded(
    kind,
    id,
    { from: [ContentStatus.deleted], to: ContentStatus.published, verb: 'restore' },
    action,
    db,
  );
}

/** Deletes or restores each item in its own transaction; an item already in that state is skipped. */
export async function bulkModerate(
  kind: AdminContentKind,
  operation: 'delete' | 'restore',
  ids: readonly number[],
  action: ModeratorAction,
  db: Database = getDb(),
): Promise<BulkContentResult> {
  requirePermission(action.actor, operation === 'delete' ? deletePermission[kind] : 'content.restore');
  const result: BulkContentResult = { changed: [], skipped: [] };
  for (const id of new Set(ids)) {
    const changed =
      operation === 'delete'
        ? await deleteContent(kind, id, action, db)
        : await restoreContent(kind, id, action, db);
    (changed ? result.changed : result.skipped).push(id);
  }
  return result;
}

/** What approving sets going, as a direct publish does: the event and mention notices (a comment's in announceComment). */
async function announceApproved(
  tx: Transaction,
  kind: ReviewKind,
  id: number,
  changed: StatusChanged,
  firstPublish: boolean,
): Promise<{ events: RecordedEvent[]; notices: MentionNotices }> {
  if (kind === 'comment') {
    const announced = firstPublish ? await announceApprovedComment(tx, id) : undefined;
    return announced ? { events: [announced.event], notices: announced.notices } : NO_ANNOUNCEMENT;
  }
  const event =
    kind === 'moment'
      ? await recordEvent(tx, { type: 'moment.created', momentId: id, userId: changed.authorId })
      : await recordEvent(tx, { type: 'article.created', articleId: id, userId: changed.authorId });
  return { events: [event], notices: await notifyApprovedMentions(tx, kind, id, changed.authorId) };
}

const NO_ANNOUNCEMENT = { events: [], notices: NO_MENTION_NOTICES };

/**
 * Approves (published, counted, indexed, announced) or rejects (deleted, with the reason) a pending
 * moment, article or comment; the author gets a message either way. Approval publishes through the
 * same steps as a direct publish, so counts, scores and notices happen now, once.
 */
export async function decideReview(
  kind: ReviewKind,
  id: number,
  decision: 'approve' | 'reject',
  action: ModeratorAction,
  db: Database = getDb(),
): Promise<void> {
  requirePermission(action.actor, 'content.review');
  const to = decision === 'approve' ? ContentStatus.published : ContentStatus.deleted;
  const changed = await withDeadlockRetry(() =>
    db.transaction(async (tx) => {
      const result = await moveContentStatus(tx, kind, id, [ContentStatus.pending], to);
      if (!result) throw new ApiError(404, m.admincontent_review_gone(), ErrorCode.notFound);
      // A comment published before (held again by an edit, or hidden by flags) was announced then.
      const firstPublish = kind !== 'comment' || (await heldSincePosted(tx, kind, id));
      await recordModeration(tx, action, kind, id, decision);
      const decided = await recordEvent(tx, moderated(kind, id, action, decision));
      // An item flags hid was announced when first published; its reports resolve with the decision.
      const flagged = await settleReviewedFlags(tx, kind, id, result.authorId, decision, action);
      const announced =
        decision === 'approve' && !flagged
          ? await announceApproved(tx, kind, id, result, firstPublish)
          : NO_ANNOUNCEMENT;
      return { ...result, ...announced, events: [decided, ...announced.events] };
    }),
  );
  await deliverNow(changed.events, db);
  await announceMentionNotices(changed.notices, db);
  await tellAuthor(decision, changed, action, db);
}
