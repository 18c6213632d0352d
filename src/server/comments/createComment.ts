import { eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { comments, users, type CommentRow } from '../db/schema/index.ts';
import { fitColumn } from '../db/fitColumn.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { entityTarget } from '../entities/entityTargets.ts';
import { deliverNow } from '../outbox/outboxDelivery.ts';
import { announceMentionNotices, NO_MENTION_NOTICES } from '../mentions/notifyMentions.ts';
import { recordHold } from '../forbiddenWords/reviewHolds.ts';
import { keepFingerprint } from '../posting/contentChecks/keepFingerprint.ts';
import { announceComment } from './announceComment.ts';
import { ApiError } from '../http/ApiError.ts';
import { commentTarget } from './commentTarget.ts';
import { toCommentViews } from './commentViews.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import type { CreateCommentData } from '@/shared/comments/commentSchemas.ts';
import type { CommentView } from '@/shared/comments/commentView.ts';
import type { HoldReason } from '@/shared/postreview/holdReason.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import { m } from '@/paraglide/messages.js';

export interface NewComment extends CreateCommentData {
  userId: number;
  ipLocation: string;
  /** The members the text mentions (mentionedInText), each notified once. */
  mentioned?: readonly number[];
  /** Why it waits for review (the posting gate's holds): it is stored pending and counts nothing yet. */
  holds?: readonly HoldReason[];
  /** The site config, when the text's fingerprint is kept for the duplicate check. */
  config?: SiteConfig;
}

interface ReplyPlacement {
  parentId: number;
  replyToId: number;
  replyToUserId: number;
}

const TOP_LEVEL: ReplyPlacement = { parentId: 0, replyToId: 0, replyToUserId: 0 };

async function lockComment(tx: Transaction, id: number): Promise<CommentRow | undefined> {
  const [row] = await tx.select().from(comments).where(eq(comments.id, id)).for('update');
  return row;
}

/**
 * A reply hangs under a published top-level comment of the same target; it may quote another
 * published reply under that same comment. Runs after the target is locked (lock order: target,
 * then comments), so a concurrent delete cannot slip in between the check and the insert.
 */
async function placeReply(tx: Transaction, input: NewComment): Promise<ReplyPlacement> {
  if (input.parentId === 0) return TOP_LEVEL;
  const invalid = () => new ApiError(404, m.comments_parent_invalid(), ErrorCode.notFound, 'parentId');
  const parent = await lockComment(tx, input.parentId);
  const sameTarget =
    parent?.entityType === EntityType[input.entityType] && parent.entityId === input.entityId;
  if (!parent || !sameTarget || parent.parentId !== 0 || parent.status !== ContentStatus.published) {
    throw invalid();
  }
  if (input.replyToId === 0 || input.replyToId === parent.id) {
    return { parentId: parent.id, replyToId: 0, replyToUserId: 0 };
  }
  const [quoted] = await tx.select().from(comments).where(eq(comments.id, input.replyToId));
  if (!quoted || quoted.parentId !== parent.id || quoted.status !== ContentStatus.published) throw invalid();
  return { parentId: parent.id, replyToId: quoted.id, replyToUserId: quoted.userId };
}

/**
 * Posts a comment or reply. One transaction locks the target (it must be open), inserts the row
 * and moves every counter it affects: the target's comments (replies included), the parent's
 * replies, the author's comment count, and the moment's last activity. A held comment (`holds`) is
 * stored pending and moves nothing: its approval publishes it (decision 059).
 */
export async function createComment(
  input: NewComment,
  viewerId: number | null = input.userId,
  db: Database = getDb(),
): Promise<CommentView> {
  const target = entityTarget(input.entityType);
  const holds = input.holds ?? [];
  const { id, events, notices } = await db.transaction(async (tx) => {
    const info = await target.lockTarget(tx, input.entityId);
    if (!info?.open) throw new ApiError(404, m.comments_target_unavailable(), ErrorCode.notFound);
    const placement = await placeReply(tx, input);
    const parent = placement.parentId ? await commentTarget.lockTarget(tx, placement.parentId) : undefined;
    const [inserted] = await tx
      .insert(comments)
      .values({
        entityType: EntityType[input.entityType],
        entityId: input.entityId,
        userId: input.userId,
        ...placement,
        content: input.content,
        images: JSON.stringify(input.images),
        ipLocation: fitColumn(input.ipLocation, comments.ipLocation),
        status: holds.length > 0 ? ContentStatus.pending : ContentStatus.published,
      })
      .$returningId();
    if (!inserted) throw new Error('The comment insert returned no id');
    if (input.config) {
      const item = { userId: input.userId, kind: 'comment' as const, id: inserted.id, text: input.content };
      await keepFingerprint(tx, input.config, item);
    }
    if (holds.length > 0) {
      const hold = { kind: 'comment' as const, id: inserted.id, authorId: input.userId, reasons: holds };
      await recordHold(tx, { ...hold, isNew: true });
      return { id: inserted.id, events: [], notices: NO_MENTION_NOTICES };
    }
    await target.adjustCounter(tx, input.entityId, 'comment', 1);
    if (placement.parentId) await commentTarget.adjustCounter(tx, placement.parentId, 'comment', 1);
    await tx
      .update(users)
      .set({ commentCount: sql`${users.commentCount} + 1` })
      .where(eq(users.id, input.userId));
    const announced = await announceComment(tx, {
      id: inserted.id,
      kind: input.entityType,
      entityId: input.entityId,
      userId: input.userId,
      content: input.content,
      entityAuthorId: info.authorId,
      parentAuthorId: parent?.authorId ?? 0,
      replyToUserId: placement.replyToUserId,
      mentioned: input.mentioned ?? [],
    });
    return { id: inserted.id, events: [announced.event], notices: announced.notices };
  });
  await deliverNow(events, db);
  await announceMentionNotices(notices, db);
  const [row] = await db.select().from(comments).where(eq(comments.id, id));
  if (!row) throw new Error('The new comment vanished');
  const [view] = await toCommentViews([row], viewerId, db, { justWritten: true });
  if (!view) throw new Error('The new comment could not be shown');
  return view;
}
