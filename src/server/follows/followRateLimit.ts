import { getDb, type Database } from '../db/client.ts';
import { enforceRateLimit } from '../rateLimit/enforceRateLimit.ts';
import type { RateLimitRule } from '../rateLimit/fixedWindow.ts';

/** Generous for people clicking follow buttons, a ceiling for follow-spam scripts. */
const FOLLOW_USER_LIMIT: RateLimitRule = { limit: 60, windowMs: 60_000 };

export async function enforceFollowRateLimit(userId: number, db: Database = getDb()): Promise<void> {
  await enforceRateLimit(`follow:user:${userId}`, FOLLOW_USER_LIMIT, db);
}
