import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { deleteExpiredRows, EXPIRING_TABLES, KEEP_EXPIRED_MS } from './expiredRows.ts';
import { inboundMails } from '../db/schema/index.ts';

const t = useTestDatabase();

const NOW = new Date('2026-06-01T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
/**
 * Each table gets rows at these times: five kept past their table's keeping time (a day unless the
 * table says otherwise), one expired an hour ago, one still valid.
 */
function timesFor(keepMs: number): Date[] {
  const longGone = Array.from(
    { length: 5 },
    (_, index) => new Date(NOW.getTime() - keepMs - (index + 1) * HOUR),
  );
  return [...longGone, new Date(NOW.getTime() - HOUR), new Date(NOW.getTime() + HOUR)];
}

const hex = (tag: string, index: number) => `${tag}${index}`.padEnd(64, '0');

/** A row of each expiring table that expires (or, for a rate-limit window, began) at the given time. */
const ROW_AT: Record<string, (time: Date, index: number) => Record<string, unknown>> = {
  sessions: (expiresAt, index) => ({ id: hex('s', index), userId: 1, expiresAt }),
  rate_limit_buckets: (windowStart, index) => ({ key: `test:${index}`, windowStart, hits: 1 }),
  email_tokens: (expiresAt, index) => ({
    userId: 1,
    purpose: 1,
    tokenHash: hex('e', index),
    email: 'member@example.test',
    expiresAt,
  }),
  sms_codes: (expiresAt, index) => ({ phone: '+8613800000000', codeHash: hex('c', index), expiresAt }),
  captcha_challenges: (expiresAt, index) => ({ id: `captcha${index}`, answerX: 10, expiresAt }),
  two_factor_challenges: (expiresAt, index) => ({ id: hex('t', index), userId: 1, redirect: '/', expiresAt }),
  content_fingerprints: (expiresAt, index) => ({
    userId: 1,
    fingerprint: hex('f', index),
    itemKind: 'comment',
    itemId: index + 1,
    expiresAt,
  }),
  inbound_mails: (createdAt, index) => ({ messageIdHash: hex('m', index), outcome: 'refused', createdAt }),
  metric_samples: (minute, index) => ({ process: `test:${index}`, minute, requests: 1 }),
  oidc_payloads: (expiresAt, index) => ({
    model: 'AccessToken',
    id: `token${index}`,
    payload: '{}',
    expiresAt,
  }),
};

/** Rows at every time of TIMES in every expiring table; a table with no rows here fails the test. */
async function seed(): Promise<void> {
  for (const { name, table, keepMs = KEEP_EXPIRED_MS } of EXPIRING_TABLES) {
    const rowAt = ROW_AT[name];
    if (!rowAt) throw new Error(`no test rows for ${name}`);
    // The table is only known as a MySqlTable here; ROW_AT's rows are written for its columns.
    await t.db.insert(table).values(timesFor(keepMs).map(rowAt) as never);
  }
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
  it('removes what expired longer ago than its table keeps it, in batches, and keeps the rest', async () => {
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

  it('keeps the reply-mail log for 90 days, not one', async () => {
    const days = (n: number) => new Date(NOW.getTime() - n * 24 * HOUR);
    await t.db.insert(inboundMails).values([
      { messageIdHash: hex('k', 1), outcome: 'posted', createdAt: days(2) },
      { messageIdHash: hex('k', 2), outcome: 'posted', createdAt: days(89) },
      { messageIdHash: hex('k', 3), outcome: 'refused', createdAt: days(91) },
    ]);
    expect((await deleteExpiredRows(t.db, NOW)).inbound_mails).toBe(1);
    const left = await t.db.select({ hash: inboundMails.messageIdHash }).from(inboundMails);
    const mine = left.map((row) => row.hash).filter((hash) => hash.startsWith('k'));
    expect(mine.sort()).toEqual([hex('k', 1), hex('k', 2)]);
  });

  it('finds the rows to delete through an index on every table', async () => {
    for (const { name, expiry } of EXPIRING_TABLES) {
      const [indexes] = await t.pool.query(`SHOW INDEX FROM \`${name}\``);
      const columns = (indexes as Array<{ Column_name: string; Seq_in_index: number }>)
        .filter((index) => index.Seq_in_index === 1)
        .map((index) => index.Column_name);
      expect(columns, name).toContain(expiry.name);
    }
  });
});
