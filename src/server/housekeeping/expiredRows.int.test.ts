import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import {
  captchaChallenges,
  emailTokens,
  rateLimitBuckets,
  sessions,
  smsCodes,
  twoFactorChallenges,
} from '../db/schema/index.ts';
import { deleteExpiredRows, EXPIRING_TABLES, KEEP_EXPIRED_MS } from './expiredRows.ts';

const t = useTestDatabase();

const NOW = new Date('2026-06-01T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
/** Each table gets rows at these times: five long gone, one expired an hour ago, one still valid. */
const LONG_GONE = Array.from(
  { length: 5 },
  (_, index) => new Date(NOW.getTime() - KEEP_EXPIRED_MS - (index + 1) * HOUR),
);
const JUST_EXPIRED = new Date(NOW.getTime() - HOUR);
const VALID = new Date(NOW.getTime() + HOUR);
const TIMES = [...LONG_GONE, JUST_EXPIRED, VALID];

async function seed(): Promise<void> {
  const hex = (tag: string, index: number) => `${tag}${index}`.padEnd(64, '0');
  await t.db
    .insert(sessions)
    .values(TIMES.map((expiresAt, index) => ({ id: hex('s', index), userId: 1, expiresAt })));
  await t.db
    .insert(rateLimitBuckets)
    .values(TIMES.map((windowStart, index) => ({ key: `test:${index}`, windowStart, hits: 1 })));
  await t.db.insert(emailTokens).values(
    TIMES.map((expiresAt, index) => ({
      userId: 1,
      purpose: 1,
      tokenHash: hex('e', index),
      email: 'member@example.test',
      expiresAt,
    })),
  );
  await t.db
    .insert(smsCodes)
    .values(
      TIMES.map((expiresAt, index) => ({ phone: '+8613800000000', codeHash: hex('c', index), expiresAt })),
    );
  await t.db
    .insert(captchaChallenges)
    .values(TIMES.map((expiresAt, index) => ({ id: `captcha${index}`, answerX: 10, expiresAt })));
  await t.db
    .insert(twoFactorChallenges)
    .values(TIMES.map((expiresAt, index) => ({ id: hex('t', index), userId: 1, redirect: '/', expiresAt })));
}

async function rowsLeft(): Promise<Record<string, number>> {
  const left: Record<string, number> = {};
  for (const { name, table } of EXPIRING_TABLES) {
    const [row] = await t.db.select({ rows: count() }).from(table);
    left[name] = row?.rows ?? 0;
  }
  return left;
}

describe('deleteExpiredRows', () => {
  it('removes what expired over a day ago, in batches, and keeps the rest', async () => {
    await seed();
    const names = EXPIRING_TABLES.map(({ name }) => name);
    expect(await rowsLeft()).toEqual(Object.fromEntries(names.map((name) => [name, 7])));

    // Batches of two: five rows need three statements per table.
    const deleted = await deleteExpiredRows(t.db, NOW, 2);
    expect(deleted).toEqual(Object.fromEntries(names.map((name) => [name, 5])));
    expect(await rowsLeft()).toEqual(Object.fromEntries(names.map((name) => [name, 2])));

    // Nothing more to do on a second run.
    expect(await deleteExpiredRows(t.db, NOW, 2)).toEqual(Object.fromEntries(names.map((name) => [name, 0])));
  });

  it('finds the rows to delete through an index on every table', async () => {
    for (const { name } of EXPIRING_TABLES) {
      const [indexes] = await t.pool.query(`SHOW INDEX FROM \`${name}\``);
      const columns = (indexes as Array<{ Column_name: string; Seq_in_index: number }>)
        .filter((index) => index.Seq_in_index === 1)
        .map((index) => index.Column_name);
      const column = name === 'rate_limit_buckets' ? 'window_start' : 'expires_at';
      expect(columns, name).toContain(column);
    }
  });
});
