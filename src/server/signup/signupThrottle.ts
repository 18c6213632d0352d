import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { getDb, type Database } from '../db/client.ts';
import { getEnv } from '../config/env.ts';
import { ApiError } from '../http/ApiError.ts';
import { hitRateLimit, refundRateLimit } from '../rateLimit/fixedWindow.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The daily buckets one sign-up counts in: its address when known, and its device when the browser has one. */
export function signupThrottleKeys(ip: string, deviceId: string | null): string[] {
  const keys = ip ? [`signup:day:ip:${ip}`] : [];
  if (deviceId) {
    keys.push(`signup:day:device:${encodeHexLowerCase(sha256(new TextEncoder().encode(deviceId)))}`);
  }
  return keys;
}

/**
 * Counts one new account against each key (accounts per address or device per day, times
 * RATE_LIMIT_FACTOR; 0: no limit) and answers 429 once one is over. A refused sign-up gives its
 * hits back, so only accounts made count.
 */
export async function enforceSignupThrottle(
  keys: readonly string[],
  perDay: number,
  db: Database = getDb(),
): Promise<void> {
  if (perDay === 0) return;
  const rule = { limit: perDay * getEnv().RATE_LIMIT_FACTOR, windowMs: DAY_MS };
  const counted: string[] = [];
  for (const key of keys) {
    const result = await hitRateLimit(key, rule, db);
    counted.push(key);
    if (!result.allowed) {
      await refundSignupThrottle(counted, db);
      const hours = Math.max(1, Math.ceil(result.retryAfterMs / 3_600_000));
      throw new ApiError(429, m.signupdefence_throttled({ hours: String(hours) }), ErrorCode.rateLimited);
    }
  }
}

export async function refundSignupThrottle(keys: readonly string[], db: Database = getDb()): Promise<void> {
  for (const key of keys) await refundRateLimit(key, db);
}
