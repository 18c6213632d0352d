import { and, desc, eq, inArray, lt, or, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { follows, users } from '../db/schema/index.ts';
import { authorColumns } from '../users/authorProjection.ts';
import { decodeCursor, toCursorPage, type CursorKey } from '../pagination/cursor.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import type { FollowListUser } from '@/shared/follows/followSchemas.ts';

const FOLLOW_PAGE_SIZE = 20;

export type FollowListKind = 'fans' | 'followed';

/**
 * The rows of a fans or followed list, newest follow first. Fans walk (followee_id, created_at)
 * and followed walk (follower_id, created_at); InnoDB appends the primary key (follower_id,
 * followee_id) to each, so the other person's id breaks ties in the same index order.
 */
export function followListQuery(
  kind: FollowListKind,
  userId: number,
  key: CursorKey | undefined,
  limit: number,
  db: Database,
) {
  const own = kind === 'fans' ? follows.followeeId : follows.followerId;
  const other = kind === 'fans' ? follows.followerId : follows.followeeId;
  let after: SQL | undefined;
  if (key) {
    const at = new Date(key.k);
    after = or(lt(follows.createdAt, at), and(eq(follows.createdAt, at), lt(other, key.id)));
  }
  return db
    .select({ userId: other, createdAt: follows.createdAt })
    .from(follows, {
      forceIndex: kind === 'fans' ? 'follows_followee_idx' : 'follows_follower_created_idx',
    })
    .where(and(eq(own, userId), after))
    .orderBy(desc(follows.createdAt), desc(other))
    .limit(limit + 1);
}

/** A page of a user's fans or of the users they follow, with one batched look-up of the people. */
export async function listFollowUsers(
  kind: FollowListKind,
  userId: number,
  cursor: string | undefined,
  db: Database = getDb(),
  limit = FOLLOW_PAGE_SIZE,
): Promise<CursorPage<FollowListUser>> {
  const rows = await followListQuery(kind, userId, decodeCursor(cursor), limit, db);
  const page = toCursorPage(rows, limit, (row) => ({ k: row.createdAt.getTime(), id: row.userId }));
  if (page.results.length === 0) return { ...page, results: [] };
  const people = await db
    .select({
      ...authorColumns,
      fansCount: users.fansCount,
      followCount: users.followCount,
    })
    .from(users)
    .where(
      inArray(
        users.id,
        page.results.map((row) => row.userId),
      ),
    );
  const byId = new Map(people.map((person) => [person.id, person]));
  const results = page.results.flatMap((row) => {
    const person = byId.get(row.userId);
    return person ? [{ ...person, followedAt: row.createdAt.toISOString() }] : [];
  });
  return { ...page, results };
}
