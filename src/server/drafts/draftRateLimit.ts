import { getDb, type Database } from '../db/client.ts';
import { enforceRateLimit } from '../rateLimit/enforceRateLimit.ts';
import type { RateLimitRule } from '../rateLimit/fixedWindow.ts';

/** Saves and deletes together: autosave sends at most one save per composer every 1.5 s of typing. */
const DRAFT_WRITE_LIMIT: RateLimitRule = { limit: 120, windowMs: 60_000 };

export async function enforceDraftRateLimit(userId: number, db: Database = getDb()): Promise<void> {
  await enforceRateLimit(`draft:user:${userId}`, DRAFT_WRITE_LIMIT, db);
}
