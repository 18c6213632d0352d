import { and, eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { memberBlocks, users } from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import { isDuplicateKey } from '../db/mysqlErrors.ts';
import { unfollow } from '../follows/toggleFollow.ts';
import { STAFF_ROLES } from '@/shared/users/roles.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { BlockChangeResult } from '@/shared/blocks/blockSchemas.ts';
import { m } from '@/paraglide/messages.js';

async function insertBlock(db: Database, blockerId: number, blockedId: number): Promise<void> {
  try {
    await db.insert(memberBlocks).values({ blockerId, blockedId });
  } catch (error) {
    // The primary key already holds this block: blocking twice changes nothing.
    if (!isDuplicateKey(error)) throw error;
  }
}

/**
 * Blocks a member (they can no longer follow, write to or mention the blocker) or lifts the block.
 * Blocking also ends their follow of the blocker, through the follow command so both counters
 * move; it runs after the block is stored and is idempotent, so a retry completes it.
 */
export async function changeBlock(
  blockerId: number,
  blockedId: number,
  blocked: boolean,
  db: Database = getDb(),
): Promise<BlockChangeResult> {
  if (blockerId === blockedId) throw new ApiError(400, m.blocks_self(), ErrorCode.validation);
  const [target] = await db.select({ role: users.role }).from(users).where(eq(users.id, blockedId)).limit(1);
  if (!target) throw new ApiError(404, m.profile_user_not_found(), ErrorCode.notFound);
  if (!blocked) {
    await db
      .delete(memberBlocks)
      .where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, blockedId)));
    return { blocked: false };
  }
  if (STAFF_ROLES.some((role) => role === target.role))
    throw new ApiError(403, m.blocks_staff(), ErrorCode.forbidden);
  await insertBlock(db, blockerId, blockedId);
  await unfollow(blockedId, blockerId, db);
  return { blocked: true };
}
