import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { memberBlocks } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';

type Reader = Database | Transaction;

/**
 * A look-up of the members among `ids` on the other end of a block with the viewer: those the
 * viewer blocked (`byViewer`), or those who blocked the viewer. Primary-key or
 * (blocked_id, blocker_id) index look-ups.
 */
function blocksAmong(byViewer: boolean) {
  const [viewerSide, otherSide] = byViewer
    ? [memberBlocks.blockerId, memberBlocks.blockedId]
    : [memberBlocks.blockedId, memberBlocks.blockerId];
  return async (
    viewerId: number | null | undefined,
    ids: readonly number[],
    db: Reader = getDb(),
  ): Promise<Set<number>> => {
    const unique = [...new Set(ids)].filter((id) => id > 0 && id !== viewerId);
    if (!viewerId || unique.length === 0) return new Set();
    const rows = await db
      .select({ id: otherSide })
      .from(memberBlocks)
      .where(and(eq(viewerSide, viewerId), inArray(otherSide, unique)));
    return new Set(rows.map((row) => row.id));
  };
}

/** Which of these members the viewer has blocked. */
export const blockedByViewerAmong = blocksAmong(true);

/** Which of these members have blocked the viewer. */
export const blockersOfViewerAmong = blocksAmong(false);

/** `blockerId` has blocked `otherId`: one primary-key look-up. */
export async function hasBlocked(blockerId: number, otherId: number, db: Reader = getDb()): Promise<boolean> {
  if (blockerId === otherId) return false;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, otherId)))
    .limit(1);
  return row !== undefined;
}
