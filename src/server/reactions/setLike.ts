import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { likes } from '../db/schema/index.ts';
import { likedTarget } from '../entities/entityTargets.ts';
import { recordEvent } from '../outbox/recordEvent.ts';
import { deliverNow } from '../outbox/outboxDelivery.ts';
import { ApiError } from '../http/ApiError.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { LikedEntityType } from '@/shared/content/entityType.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import type { LikeKind } from '@/shared/reactions/reactionSchemas.ts';
import { m } from '@/paraglide/messages.js';
import { moveReactionCount } from './reactionCounts.ts';

/** The member's like after a change: its code (0 the plain like), or null for none. */
type LikeCode = number | null;

interface LikeChange {
  /** The member's like now. */
  code: LikeCode;
  /** Every like of the target, emoji included. */
  count: number;
}

/**
 * One transaction: lock the target (so changes to it run one after another), read the member's
 * like, and move to what `next` asks given it: insert, change the emoji, or delete. The target's
 * like_count moves by the rows added or removed, the emoji counts by the codes left and taken, and
 * a new like (whatever its emoji) records `reaction.added` for scores and notices, as a like always has.
 */
export async function setLike(
  userId: number,
  kind: LikeKind | 'message',
  entityId: number,
  next: (current: LikeCode) => LikeCode,
  db: Database,
): Promise<LikeChange> {
  const target = likedTarget(kind);
  const entityType = LikedEntityType[kind];
  // A conversation message keeps no emoji counts, scores or notices: its members see its few likes
  // in the conversation itself (decision 080).
  const message = kind === 'message';
  const key = and(eq(likes.userId, userId), eq(likes.entityType, entityType), eq(likes.entityId, entityId));
  const result = await db.transaction(async (tx) => {
    const info = await target.lockTarget(tx, entityId);
    const unavailable = () => new ApiError(404, m.comments_target_unavailable(), ErrorCode.notFound);
    if (!info) throw unavailable();
    const [row] = await tx.select({ code: likes.reaction }).from(likes).where(key);
    const current: LikeCode = row ? row.code : null;
    const wanted = next(current);
    const done = (code: LikeCode, events: Awaited<ReturnType<typeof recordEvent>>[] = []) => ({
      code,
      events,
    });
    let change: ReturnType<typeof done>;
    if (wanted === current) {
      change = done(current);
    } else if (wanted === null) {
      await tx.delete(likes).where(key);
      await target.adjustCounter(tx, entityId, 'like', -1);
      if (!message) await moveReactionCount(tx, entityType, entityId, current ?? 0, -1);
      change = done(null);
    } else {
      // A deleted or pending target can still be taken off one's likes, never given one or a new
      // emoji, by anyone (staff included: held content has no public signal yet).
      if (!info.open) {
        const ownPending = info.status === ContentStatus.pending && info.authorId === userId;
        throw ownPending
          ? new ApiError(403, m.comments_reaction_under_review(), ErrorCode.forbidden)
          : unavailable();
      }
      if (current === null) {
        await tx.insert(likes).values({ userId, entityType, entityId, reaction: wanted });
        await target.adjustCounter(tx, entityId, 'like', 1);
        if (kind === 'message') {
          change = done(wanted);
        } else {
          await moveReactionCount(tx, entityType, entityId, wanted, 1);
          const event = await recordEvent(tx, {
            type: 'reaction.added',
            reaction: 'like',
            userId,
            kind,
            entityId,
            entityAuthorId: info.authorId,
          });
          change = done(wanted, [event]);
        }
      } else {
        await tx.update(likes).set({ reaction: wanted }).where(key);
        if (!message) {
          await moveReactionCount(tx, entityType, entityId, current, -1);
          await moveReactionCount(tx, entityType, entityId, wanted, 1);
        }
        change = done(wanted);
      }
    }
    const moved = (change.code === null ? 0 : 1) - (current === null ? 0 : 1);
    // The target's like counter moved with the row, under its lock: the answer needs no count of the
    // rows. A conversation message keeps no counter; its few likes are counted.
    if (info.likeCount !== undefined) return { ...change, count: Math.max(0, info.likeCount + moved) };
    const [total] = await tx
      .select({ total: count() })
      .from(likes)
      .where(and(eq(likes.entityType, entityType), eq(likes.entityId, entityId)));
    return { ...change, count: total?.total ?? 0 };
  });
  await deliverNow(result.events, db);
  return { code: result.code, count: result.count };
}
