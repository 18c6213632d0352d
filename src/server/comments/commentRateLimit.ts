import { getDb, type Database } from '../db/client.ts';
import { enforceRateLimit } from '../rateLimit/enforceRateLimit.ts';
import type { RateLimitRule } from '../rateLimit/fixedWindow.ts';

/** Enough for a lively thread, too few for a flood. */
export const COMMENT_USER_LIMIT: RateLimitRule = { limit: 20, windowMs: 60_000 };

export async function enforceCommentRateLimit(userId: number, db: Database = getDb()): Promise<void> {
  await enforceRateLimit(`comment:user:${userId}`, COMMENT_USER_LIMIT, db);
}
