import { getDb, type Database } from '../db/client.ts';
import { enforceRateLimit } from '../rateLimit/enforceRateLimit.ts';
import type { RateLimitRule } from '../rateLimit/fixedWindow.ts';

/** Enough for a member tidying their block list, a ceiling for scripts. */
const BLOCK_USER_LIMIT: RateLimitRule = { limit: 30, windowMs: 60_000 };

export async function enforceBlockRateLimit(userId: number, db: Database = getDb()): Promise<void> {
  await enforceRateLimit(`block:user:${userId}`, BLOCK_USER_LIMIT, db);
}
