import { and, desc, eq, lt, or } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { memberBlocks } from '../db/schema/index.ts';
import { decodeCursor, toCursorPage } from '../pagination/cursor.ts';
import { authorsByIds, missingAuthor } from '../users/authorsByIds.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import type { BlockedMember } from '@/shared/blocks/blockedMember.ts';

export const BLOCKED_PAGE_SIZE = 20;
export const BLOCKED_LIST_INDEX = 'member_blocks_blocker_created_idx';

/**
 * The members `blockerId` blocked, newest block first: one keyset read along
 * (blocker_id, created_at, blocked_id) (InnoDB keeps the primary key's blocked_id at the end of
 * the index), then one batched look-up of the members.
 */
export async function listBlockedMembers(
  blockerId: number,
  cursor: string | undefined,
  db: Database = getDb(),
  limit = BLOCKED_PAGE_SIZE,
): Promise<CursorPage<BlockedMember>> {
  const after = decodeCursor(cursor);
  const afterCursor = after
    ? or(
        lt(memberBlocks.createdAt, new Date(after.k)),
        and(eq(memberBlocks.createdAt, new Date(after.k)), lt(memberBlocks.blockedId, after.id)),
      )
    : undefined;
  const rows = await db
    .select({ blockedId: memberBlocks.blockedId, createdAt: memberBlocks.createdAt })
    .from(memberBlocks, { forceIndex: BLOCKED_LIST_INDEX })
    .where(and(eq(memberBlocks.blockerId, blockerId), afterCursor))
    .orderBy(desc(memberBlocks.createdAt), desc(memberBlocks.blockedId))
    .limit(limit + 1);
  const page = toCursorPage(rows, limit, (row) => ({ k: row.createdAt.getTime(), id: row.blockedId }));
  const members = await authorsByIds(
    page.results.map((row) => row.blockedId),
    db,
  );
  return {
    ...page,
    results: page.results.map((row) => {
      const { signature: _signature, ...member } = members.get(row.blockedId) ?? missingAuthor(row.blockedId);
      return { member, blockedAt: row.createdAt.toISOString() };
    }),
  };
}
