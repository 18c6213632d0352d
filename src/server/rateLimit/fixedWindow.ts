import { sql, type SQL } from 'drizzle-orm';
import type { ResultSetHeader } from 'mysql2';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { getDb, type Database } from '../db/client.ts';
import { rateLimitBuckets } from '../db/schema/index.ts';
import { columnLimit } from '../db/columnLimit.ts';
import { isDeadlock } from '../db/mysqlErrors.ts';
import { textLength } from '../../shared/text/textLength.ts';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  hits: number;
  /** Time until the window resets; 0 while allowed. */
  retryAfterMs: number;
}

const KEY_COLUMN = columnLimit(rateLimitBuckets.key);
const DEADLOCK_RETRIES = 3;

function storedKey(key: string): string {
  return textLength(key, KEY_COLUMN.unit) <= KEY_COLUMN.max
    ? key
    : `sha256:${encodeHexLowerCase(sha256(new TextEncoder().encode(key)))}`;
}

/**
 * Counts one hit in the key's fixed window, shared by every app process. One atomic upsert both
 * resets an expired window and counts; LAST_INSERT_ID(expr) hands this hit's exact count back.
 */
export async function hitRateLimit(
  key: string,
  rule: RateLimitRule,
  db: Database = getDb(),
): Promise<RateLimitResult> {
  const bucket = storedKey(key);
  const windowMicros = Math.round(rule.windowMs * 1000);
  const expired = sql`window_start <= UTC_TIMESTAMP(3) - INTERVAL ${windowMicros} MICROSECOND`;
  // Assignments run left to right: hits is computed from the old window_start before it is reset.
  const upsert = sql`INSERT INTO rate_limit_buckets (bucket_key, window_start, hits)
    VALUES (${bucket}, UTC_TIMESTAMP(3), LAST_INSERT_ID(1))
    ON DUPLICATE KEY UPDATE
      hits = LAST_INSERT_ID(IF(${expired}, 1, hits + 1)),
      window_start = IF(${expired}, UTC_TIMESTAMP(3), window_start)`;
  const hits = await countHit(upsert, db);
  if (hits <= rule.limit) return { allowed: true, hits, retryAfterMs: 0 };
  return { allowed: false, hits, retryAfterMs: await millisecondsUntilReset(bucket, windowMicros, db) };
}

async function countHit(upsert: SQL, db: Database): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      const [header] = (await db.execute(upsert)) as unknown as [ResultSetHeader];
      return Number(header.insertId);
    } catch (error) {
      if (!isDeadlock(error) || attempt >= DEADLOCK_RETRIES) throw error;
    }
  }
}

async function millisecondsUntilReset(bucket: string, windowMicros: number, db: Database): Promise<number> {
  const [rows] = (await db.execute(
    sql`SELECT TIMESTAMPDIFF(MICROSECOND, UTC_TIMESTAMP(3), window_start + INTERVAL ${windowMicros} MICROSECOND) AS remaining
        FROM rate_limit_buckets WHERE bucket_key = ${bucket}`,
  )) as unknown as [Array<{ remaining: number | string | null }>];
  const remaining = Number(rows[0]?.remaining ?? 0);
  return Math.max(0, Math.ceil(remaining / 1000));
}

/** Takes back one hit of the current window, e.g. when an attempt that counted as failed succeeded. */
export async function refundRateLimit(key: string, db: Database = getDb()): Promise<void> {
  await db.execute(
    sql`UPDATE rate_limit_buckets SET hits = IF(hits > 0, hits - 1, 0) WHERE bucket_key = ${storedKey(key)}`,
  );
}
