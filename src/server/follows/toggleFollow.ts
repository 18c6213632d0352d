import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { follows, users } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { recordEvent } from '../outbox/recordEvent.ts';
import { deliverNow } from '../outbox/outboxDelivery.ts';
import { ApiError } from '../http/ApiError.ts';
import { withDeadlockRetry } from '../db/withDeadlockRetry.ts';
import { isDuplicateKey } from '../db/mysqlErrors.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { FollowToggleResult } from '@/shared/follows/followSchemas.ts';
import { m } from '@/paraglide/messages.js';
import { affectedRows } from '../db/affectedRows.ts';
import { hasBlocked } from '../blocks/blocksAmong.ts';

/** What the caller wants: to follow, to stop following, or the opposite of now. */
type FollowIntent = 'follow' | 'unfollow' | 'toggle';

async function insertFollow(tx: Transaction, followerId: number, followeeId: number): Promise<number> {
  if (await hasBlocked(followeeId, followerId, tx))
    throw new ApiError(403, m.blocks_refused_follow(), ErrorCode.forbidden);
  try {
    await tx.insert(follows).values({ followerId, followeeId });
    return 1;
  } catch (error) {
    // The primary key already holds this follow: already following, nothing changed.
    if (isDuplicateKey(error)) return 0;
    throw error;
  }
}

async function adjustCounts(tx: Transaction, followerId: number, followeeId: number, delta: number) {
  const by = (column: typeof users.followCount | typeof users.fansCount) =>
    delta > 0 ? sql`${column} + ${delta}` : sql`GREATEST(CAST(${column} AS SIGNED) - ${-delta}, 0)`;
  await tx
    .update(users)
    .set({ followCount: by(users.followCount) })
    .where(eq(users.id, followerId));
  await tx
    .update(users)
    .set({ fansCount: by(users.fansCount) })
    .where(eq(users.id, followeeId));
}

/**
 * One transaction: lock both user rows in id order (so concurrent follows of the same people run
 * one after another and never deadlock), insert or delete the follows row, move the two counters
 * by exactly the rows changed, and record `follow.added` for the outbox.
 */
async function changeFollow(
  followerId: number,
  followeeId: number,
  intent: FollowIntent,
  db: Database = getDb(),
): Promise<FollowToggleResult> {
  if (followerId === followeeId) throw new ApiError(400, m.profile_follow_self(), ErrorCode.validation);
  const result = await withDeadlockRetry(() =>
    db.transaction(async (tx) => {
      const locked = await tx
        .select({ id: users.id, fansCount: users.fansCount })
        .from(users)
        .where(inArray(users.id, [followerId, followeeId]))
        .orderBy(asc(users.id))
        .for('update');
      const target = locked.find((row) => row.id === followeeId);
      if (!target) throw new ApiError(404, m.profile_user_not_found(), ErrorCode.notFound);
      if (!locked.some((row) => row.id === followerId))
        throw new ApiError(401, m.error_sign_in_first(), ErrorCode.notSignedIn);
      const pair = and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId));
      let delta = 0;
      let following: boolean;
      if (intent === 'follow') {
        delta = await insertFollow(tx, followerId, followeeId);
        following = true;
      } else {
        const removed = affectedRows(await tx.delete(follows).where(pair));
        if (removed > 0) {
          delta = -removed;
          following = false;
        } else if (intent === 'toggle') {
          delta = await insertFollow(tx, followerId, followeeId);
          following = true;
        } else {
          following = false;
        }
      }
      if (delta !== 0) await adjustCounts(tx, followerId, followeeId, delta);
      const [back] = await tx
        .select({ one: sql<number>`1` })
        .from(follows)
        .where(and(eq(follows.followerId, followeeId), eq(follows.followeeId, followerId)))
        .limit(1);
      return {
        following,
        mutual: following && back !== undefined,
        fansCount: Math.max(0, target.fansCount + delta),
        events: delta > 0 ? [await recordEvent(tx, { type: 'follow.added', followerId, followeeId })] : [],
      };
    }),
  );
  await deliverNow(result.events, db);
  return { following: result.following, mutual: result.mutual, fansCount: result.fansCount };
}

/** POST /api/follow/toggle: follows the user, or stops following when already following. */
export function toggleFollow(followerId: number, followeeId: number, db: Database = getDb()) {
  return changeFollow(followerId, followeeId, 'toggle', db);
}

export function follow(followerId: number, followeeId: number, db: Database = getDb()) {
  return changeFollow(followerId, followeeId, 'follow', db);
}

export function unfollow(followerId: number, followeeId: number, db: Database = getDb()) {
  return changeFollow(followerId, followeeId, 'unfollow', db);
}
