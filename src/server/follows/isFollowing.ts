import { and, eq, inArray } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { follows } from '../db/schema/index.ts';

/** Which of these users the viewer follows, in one primary-key look-up. */
export async function isFollowing(
  viewerId: number | null | undefined,
  ids: readonly number[],
  db: Database = getDb(),
): Promise<Set<number>> {
  const unique = [...new Set(ids)].filter((id) => id > 0 && id !== viewerId);
  if (!viewerId || unique.length === 0) return new Set();
  const rows = await db
    .select({ id: follows.followeeId })
    .from(follows)
    .where(and(eq(follows.followerId, viewerId), inArray(follows.followeeId, unique)));
  return new Set(rows.map((row) => row.id));
}

/** Which of these users follow the viewer back: primary-key look-ups (follower_id, followee_id). */
export async function followersAmong(
  viewerId: number | null | undefined,
  ids: readonly number[],
  db: Database = getDb(),
): Promise<Set<number>> {
  const unique = [...new Set(ids)].filter((id) => id > 0 && id !== viewerId);
  if (!viewerId || unique.length === 0) return new Set();
  const rows = await db
    .select({ id: follows.followerId })
    .from(follows)
    .where(and(inArray(follows.followerId, unique), eq(follows.followeeId, viewerId)));
  return new Set(rows.map((row) => row.id));
}

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
