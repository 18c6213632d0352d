import { getDb, type Database } from '../db/client.ts';
import { enforceRateLimit } from '../rateLimit/enforceRateLimit.ts';
import type { RateLimitRule } from '../rateLimit/fixedWindow.ts';

/** New articles per user: generous for writers, a wall for scripts. */
export const ARTICLE_CREATE_LIMIT: RateLimitRule = { limit: 10, windowMs: 60 * 60_000 };

export const articleCreateRateLimitKey = (userId: number) => `article:create:user:${userId}`;

export async function enforceArticleCreateRateLimit(userId: number, db: Database = getDb()): Promise<void> {
  await enforceRateLimit(articleCreateRateLimitKey(userId), ARTICLE_CREATE_LIMIT, db);
}
