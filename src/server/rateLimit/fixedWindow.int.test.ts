import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { rateLimitBuckets } from '../db/schema/index.ts';
import { hitRateLimit, refundRateLimit } from './fixedWindow.ts';
import { enforceRateLimit } from './enforceRateLimit.ts';
import { ApiError } from '../http/ApiError.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';

const t = useTestDatabase();

const HOUR = 60 * 60 * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('hitRateLimit', () => {
  it('counts exactly under 50 concurrent hits and allows only the limit', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () => hitRateLimit('test:concurrent', { limit: 10, windowMs: HOUR }, t.db)),
    );
    const counts = results.map((result) => result.hits).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
    const [row] = await t.db
      .select()
      .from(rateLimitBuckets)
      .where(eq(rateLimitBuckets.key, 'test:concurrent'));
    expect(row?.hits).toBe(50);
  });

  it('blocks after the limit and says how long until the window resets', async () => {
    const rule = { limit: 3, windowMs: HOUR };
    for (let i = 1; i <= 3; i++) {
      expect(await hitRateLimit('test:block', rule, t.db)).toEqual({
        allowed: true,
        hits: i,
        retryAfterMs: 0,
      });
    }
    const blocked = await hitRateLimit('test:block', rule, t.db);
    expect(blocked.allowed).toBe(false);
    expect(blocked.hits).toBe(4);
    expect(blocked.retryAfterMs).toBeGreaterThan(HOUR - 60_000);
    expect(blocked.retryAfterMs).toBeLessThanOrEqual(HOUR);
  });

  it('keeps keys apart', async () => {
    const rule = { limit: 1, windowMs: HOUR };
    expect((await hitRateLimit('test:a', rule, t.db)).allowed).toBe(true);
    expect((await hitRateLimit('test:b', rule, t.db)).allowed).toBe(true);
    expect((await hitRateLimit('test:a', rule, t.db)).allowed).toBe(false);
  });

  it('starts a new window once the old one has expired', async () => {
    const rule = { limit: 2, windowMs: 400 };
    await hitRateLimit('test:expiry', rule, t.db);
    await hitRateLimit('test:expiry', rule, t.db);
    expect((await hitRateLimit('test:expiry', rule, t.db)).allowed).toBe(false);
    await sleep(500);
    expect(await hitRateLimit('test:expiry', rule, t.db)).toEqual({
      allowed: true,
      hits: 1,
      retryAfterMs: 0,
    });
    expect((await hitRateLimit('test:expiry', rule, t.db)).hits).toBe(2);
  });

  it('resets an expired window exactly once under concurrency', async () => {
    const rule = { limit: 5, windowMs: 400 };
    for (let i = 0; i < 8; i++) await hitRateLimit('test:expiry-race', rule, t.db);
    await sleep(500);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => hitRateLimit('test:expiry-race', rule, t.db)),
    );
    expect(results.map((result) => result.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });

  it('stores keys longer than the column as a hash', async () => {
    const key = `test:${'x'.repeat(300)}`;
    expect((await hitRateLimit(key, { limit: 1, windowMs: HOUR }, t.db)).hits).toBe(1);
    expect((await hitRateLimit(key, { limit: 1, windowMs: HOUR }, t.db)).hits).toBe(2);
  });

  it('gives a hit back on refund, never below zero', async () => {
    const rule = { limit: 2, windowMs: HOUR };
    await hitRateLimit('test:refund', rule, t.db);
    await hitRateLimit('test:refund', rule, t.db);
    await refundRateLimit('test:refund', t.db);
    expect((await hitRateLimit('test:refund', rule, t.db)).hits).toBe(2);
    await refundRateLimit('test:refund', t.db);
    await refundRateLimit('test:refund', t.db);
    await refundRateLimit('test:refund', t.db);
    expect((await hitRateLimit('test:refund', rule, t.db)).hits).toBe(1);
    await refundRateLimit('test:never-hit', t.db);
  });
});

describe('enforceRateLimit', () => {
  it('answers 429 with the localized message once over the limit', async () => {
    const rule = { limit: 1, windowMs: 15 * 60 * 1000 };
    await enforceRateLimit('test:enforce', rule, t.db);
    const error = await enforceRateLimit('test:enforce', rule, t.db).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      errorCode: ErrorCode.rateLimited,
      message: 'Too many attempts. Please try again in 15 minutes.',
    });
  });
});
