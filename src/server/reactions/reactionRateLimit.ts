import { getDb, type Database } from '../db/client.ts';
import { enforceRateLimit } from '../rateLimit/enforceRateLimit.ts';
import type { RateLimitRule } from '../rateLimit/fixedWindow.ts';

/** Likes and favorites together: generous for people, a ceiling for scripts. */
const REACTION_USER_LIMIT: RateLimitRule = { limit: 120, windowMs: 60_000 };

export async function enforceReactionRateLimit(userId: number, db: Database = getDb()): Promise<void> {
  await enforceRateLimit(`reaction:user:${userId}`, REACTION_USER_LIMIT, db);
}
