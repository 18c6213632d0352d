import { and, desc, eq, gte, inArray, lt, max } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { follows, moments } from '../db/schema/index.ts';
import { decodeCursor, toCursorPage, type CursorKey } from '../pagination/cursor.ts';
import { momentCardColumns, toMomentCards } from '../moments/momentCards.ts';
import { MOMENT_PAGE_SIZE } from '../moments/moments.queries.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import type { MomentCard } from '@/shared/moments/momentCard.ts';

/** The feed reads the moments of the viewer's most recent follows, up to this many people. */
export const FOLLOWEE_LIMIT = 2000;

/** The viewer's most recent follows: a range read of (follower_id, created_at), newest first. */
export function followeeIdsQuery(viewerId: number, db: Database, limit = FOLLOWEE_LIMIT) {
  return db
    .select({ id: follows.followeeId })
    .from(follows, { forceIndex: 'follows_follower_created_idx' })
    .where(eq(follows.followerId, viewerId))
    .orderBy(desc(follows.createdAt))
    .limit(limit);
}

function chunked<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** The first id window a page looks in, and how much wider each retry looks. */
export const FIRST_WINDOW = 512;
const WINDOW_GROWTH = 8;

/**
 * Followee ids per query: MariaDB turns an IN list of 1,000 or more values into a joined table read
 * by (user_id, status) alone, which ignores the id window; shorter lists stay index ranges.
 */
export const FOLLOWEE_CHUNK = 500;

/**
 * The ids of a page among moments with lower <= id < upper: for each followee a range read of
 * moments_user_status_idx (user_id, status, id) inside the window, the matches sorted in memory.
 */
export function followingFeedIdsQuery(
  followeeIds: readonly number[],
  window: { lower: number; upper: number },
  limit: number,
  db: Database,
) {
  return db
    .select({ id: moments.id })
    .from(moments, { forceIndex: 'moments_user_status_idx' })
    .where(
      and(
        inArray(moments.userId, [...followeeIds]),
        eq(moments.status, ContentStatus.published),
        lt(moments.id, window.upper),
        gte(moments.id, window.lower),
      ),
    )
    .orderBy(desc(moments.id))
    .limit(limit + 1);
}

/**
 * Looks for the page in a window of ids just below the cursor, widening it eightfold until the page
 * is full or the window reaches the first moment. Each read touches only followee moments inside
 * the window, so a page costs about what it shows however much the followees wrote in all, and a
 * popular author costs nothing when posting (no fan-out on write). docs/explain-following-feed.md.
 */
async function followingFeedIds(
  followeeIds: readonly number[],
  key: CursorKey | undefined,
  limit: number,
  db: Database,
): Promise<number[]> {
  if (followeeIds.length === 0) return [];
  let upper = key?.id;
  if (upper === undefined) {
    const [top] = await db.select({ id: max(moments.id) }).from(moments);
    upper = Number(top?.id ?? 0) + 1;
  }
  for (let width = FIRST_WINDOW; ; width *= WINDOW_GROWTH) {
    const lower = Math.max(0, upper - width);
    const chunks = await Promise.all(
      chunked(followeeIds, FOLLOWEE_CHUNK).map((chunk) =>
        followingFeedIdsQuery(chunk, { lower, upper }, limit, db),
      ),
    );
    const ids = chunks
      .flat()
      .map((row) => row.id)
      .sort((a, b) => b - a)
      .slice(0, limit + 1);
    if (ids.length > limit || lower === 0) return ids;
  }
}

/**
 * The "Following" tab of /moments: published moments of the people the viewer follows, newest
 * first (by id), keyset pages whose cursor's k and id are both the moment id.
 */
export async function listFollowingMoments(
  viewerId: number,
  cursor: string | undefined,
  db: Database = getDb(),
  limit = MOMENT_PAGE_SIZE,
): Promise<CursorPage<MomentCard>> {
  const key = decodeCursor(cursor);
  const followees = await followeeIdsQuery(viewerId, db);
  const ids = await followingFeedIds(
    followees.map((row) => row.id),
    key,
    limit,
    db,
  );
  if (ids.length === 0) return { results: [], cursor: '', hasMore: false };
  const rows = await db
    .select(momentCardColumns)
    .from(moments)
    .where(inArray(moments.id, ids))
    .orderBy(desc(moments.id));
  const page = toCursorPage(rows, limit, (row) => ({ k: row.id, id: row.id }));
  return { ...page, results: await toMomentCards(page.results, db) };
}
