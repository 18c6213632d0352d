import { and, eq, inArray } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { follows } from '../db/schema/index.ts';

/**
 * A look-up of the users among `ids` on the other end of a follow with the viewer: `toward` the
 * viewer (its followers) or away from it (whom it follows). One primary-key look-up
 * (follower_id, followee_id).
 */
function linkedAmong(toward: boolean) {
  const [viewerSide, otherSide] = toward
    ? [follows.followeeId, follows.followerId]
    : [follows.followerId, follows.followeeId];
  return async (
    viewerId: number | null | undefined,
    ids: readonly number[],
    db: Database = getDb(),
  ): Promise<Set<number>> => {
    const unique = [...new Set(ids)].filter((id) => id > 0 && id !== viewerId);
    if (!viewerId || unique.length === 0) return new Set();
    const rows = await db
      .select({ id: otherSide })
      .from(follows)
      .where(and(eq(viewerSide, viewerId), inArray(otherSide, unique)));
    return new Set(rows.map((row) => row.id));
  };
}

/** Which of these users the viewer follows, in one primary-key look-up. */
export const isFollowing = linkedAmong(false);

/** Which of these users follow the viewer back: primary-key look-ups (follower_id, followee_id). */
export const followersAmong = linkedAmong(true);

/** The viewer and the other user follow each other. */
export async function isMutual(
  viewerId: number | null | undefined,
  otherId: number,
  db: Database = getDb(),
): Promise<boolean> {
  const [following, back] = await Promise.all([
    isFollowing(viewerId, [otherId], db),
    followersAmong(viewerId, [otherId], db),
  ]);
  return following.has(otherId) && back.has(otherId);
}
