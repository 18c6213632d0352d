import { and, count, eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { favorites } from '../db/schema/index.ts';
import { entityTarget } from '../entities/entityTargets.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { recordEvent } from '../outbox/recordEvent.ts';
import { deliverNow } from '../outbox/outboxDelivery.ts';
import { ApiError } from '../http/ApiError.ts';
import { isDuplicateKey } from '../db/mysqlErrors.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { EntityType, type EntityKind } from '@/shared/content/entityType.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import type {
  FavoriteKind,
  FavoriteToggleResult,
  LikeKind,
  LikeToggleResult,
} from '@/shared/reactions/reactionSchemas.ts';
import { m } from '@/paraglide/messages.js';
import { affectedRows } from '../db/affectedRows.ts';
import { setLike } from './setLike.ts';
import { PLAIN_LIKE_CODE } from '@/shared/reactions/reactionEmoji.ts';

type ReactionTable = typeof favorites;

async function insertReaction(
  tx: Transaction,
  table: ReactionTable,
  row: { userId: number; entityType: number; entityId: number },
): Promise<number> {
  try {
    await tx.insert(table).values(row);
    return 1;
  } catch (error) {
    // The primary key already holds this reaction: nothing changed.
    if (isDuplicateKey(error)) return 0;
    throw error;
  }
}

/**
 * One transaction: lock the target (so toggles on it run one after another), delete the reaction
 * or else insert it (only on an open target), move the target's counter by exactly the rows
 * changed, and count the rows.
 */
async function toggleReaction(
  table: ReactionTable,
  counter: 'favorite',
  userId: number,
  kind: EntityKind,
  entityId: number,
  db: Database,
): Promise<{ active: boolean; count: number }> {
  const target = entityTarget(kind);
  const entityType = EntityType[kind];
  const result = await db.transaction(async (tx) => {
    const info = await target.lockTarget(tx, entityId);
    const unavailable = () => new ApiError(404, m.comments_target_unavailable(), ErrorCode.notFound);
    if (!info) throw unavailable();
    const key = and(eq(table.userId, userId), eq(table.entityType, entityType), eq(table.entityId, entityId));
    const removed = affectedRows(await tx.delete(table).where(key));
    // A deleted or pending target can still be taken off one's list, never added to it, by anyone
    // (staff included: a like is a member's public signal, and held content has none yet).
    if (removed === 0 && !info.open) {
      const ownPending = info.status === ContentStatus.pending && info.authorId === userId;
      throw ownPending
        ? new ApiError(403, m.comments_reaction_under_review(), ErrorCode.forbidden)
        : unavailable();
    }
    const delta = removed > 0 ? -removed : await insertReaction(tx, table, { userId, entityType, entityId });
    if (delta !== 0) await target.adjustCounter(tx, entityId, counter, delta);
    const [row] = await tx
      .select({ total: count() })
      .from(table)
      .where(and(eq(table.entityType, entityType), eq(table.entityId, entityId)));
    const events =
      delta > 0
        ? [
            await recordEvent(tx, {
              type: 'reaction.added',
              reaction: counter,
              userId,
              kind,
              entityId,
              entityAuthorId: info.authorId,
            }),
          ]
        : [];
    return { active: removed === 0, count: row?.total ?? 0, events };
  });
  await deliverNow(result.events, db);
  return { active: result.active, count: result.count };
}

/** Likes or unlikes a moment, article or comment for the user; an emoji reaction counts as a like. */
export async function toggleLike(
  userId: number,
  kind: LikeKind,
  entityId: number,
  db: Database = getDb(),
): Promise<LikeToggleResult> {
  const result = await setLike(
    userId,
    kind,
    entityId,
    (current) => (current === null ? PLAIN_LIKE_CODE : null),
    db,
  );
  return { liked: result.code !== null, count: result.count };
}

/** Adds a moment or article to the user's favorites, or takes it out. */
export async function toggleFavorite(
  userId: number,
  kind: FavoriteKind,
  entityId: number,
  db: Database = getDb(),
): Promise<FavoriteToggleResult> {
  const result = await toggleReaction(favorites, 'favorite', userId, kind, entityId, db);
  return { favorited: result.active, count: result.count };
}
