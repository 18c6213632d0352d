import { ApiError } from '../http/ApiError.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';
import { getDb, type Database } from '../db/client.ts';
import { hitRateLimit, type RateLimitRule } from './fixedWindow.ts';
import { getEnv } from '../config/env.ts';

/** Counts a hit and answers 429 "Too many attempts…" once the key is over its limit. */
export async function enforceRateLimit(
  key: string,
  rule: RateLimitRule,
  db: Database = getDb(),
): Promise<void> {
  const scaled = { ...rule, limit: rule.limit * getEnv().RATE_LIMIT_FACTOR };
  const result = await hitRateLimit(key, scaled, db);
  if (result.allowed) return;
  const minutes = Math.max(1, Math.ceil(result.retryAfterMs / 60_000));
  throw new ApiError(429, m.error_rate_limited({ minutes: String(minutes) }), ErrorCode.rateLimited);
}
