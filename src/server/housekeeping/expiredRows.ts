import { lt } from 'drizzle-orm';
import type { MySqlColumn, MySqlTable } from 'drizzle-orm/mysql-core';
import { getDb, type Database } from '../db/client.ts';
import { affectedRows } from '../db/affectedRows.ts';
import {
  captchaChallenges,
  contentFingerprints,
  emailTokens,
  inboundMails,
  metricSamples,
  oidcPayloads,
  rateLimitBuckets,
  sessions,
  smsCodes,
  twoFactorChallenges,
} from '../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Rows stay a day past their expiry: longer than any rate-limit window (an hour at most) and any
 * short-lived flow that may still look a row up to explain why it expired.
 */
export const KEEP_EXPIRED_MS = DAY_MS;
const BATCH_SIZE = 1000;

interface ExpiringTable {
  name: string;
  table: MySqlTable;
  /**
   * An indexed column: when the row expires or, for a rate-limit window, when the window began
   * (no window lasts an hour, so a day later it is long over).
   */
  expiry: MySqlColumn;
  /** How long a row stays past `expiry` (KEEP_EXPIRED_MS unless the table says otherwise). */
  keepMs?: number;
}

/** Tables that only grow unless expired rows are removed. */
export const EXPIRING_TABLES: readonly ExpiringTable[] = [
  { name: 'sessions', table: sessions, expiry: sessions.expiresAt },
  { name: 'rate_limit_buckets', table: rateLimitBuckets, expiry: rateLimitBuckets.windowStart },
  { name: 'email_tokens', table: emailTokens, expiry: emailTokens.expiresAt },
  { name: 'sms_codes', table: smsCodes, expiry: smsCodes.expiresAt },
  { name: 'captcha_challenges', table: captchaChallenges, expiry: captchaChallenges.expiresAt },
  { name: 'two_factor_challenges', table: twoFactorChallenges, expiry: twoFactorChallenges.expiresAt },
  // Kept as long as the longest duplicate window an owner may set (keepFingerprint.ts).
  { name: 'content_fingerprints', table: contentFingerprints, expiry: contentFingerprints.expiresAt },
  // The reply-mail log (decision 066): a provider retries a webhook for days at most, and staff read
  // why a mail was refused within weeks; 90 days covers both.
  { name: 'inbound_mails', table: inboundMails, expiry: inboundMails.createdAt, keepMs: 90 * DAY_MS },
  // The status page plots the last 24 hours (issue 42); a second day covers a slow housekeeping.
  { name: 'metric_samples', table: metricSamples, expiry: metricSamples.minute, keepMs: 2 * DAY_MS },
  // oidc-provider's codes, tokens, sessions and grants (decision 074); it never reads an expired one.
  { name: 'oidc_payloads', table: oidcPayloads, expiry: oidcPayloads.expiresAt },
];

export type DeletedCounts = Record<string, number>;

/**
 * Deletes rows that expired longer ago than their table keeps them (KEEP_EXPIRED_MS by default), a batch at a time so that no
 * statement holds its locks for long on a big table.
 */
export async function deleteExpiredRows(
  db: Database = getDb(),
  now: Date = new Date(),
  batchSize: number = BATCH_SIZE,
): Promise<DeletedCounts> {
  const deleted: DeletedCounts = {};
  for (const { name, table, expiry, keepMs = KEEP_EXPIRED_MS } of EXPIRING_TABLES) {
    const cutoff = new Date(now.getTime() - keepMs);
    let total = 0;
    for (;;) {
      const removed = affectedRows(await db.delete(table).where(lt(expiry, cutoff)).limit(batchSize));
      total += removed;
      if (removed < batchSize) break;
    }
    deleted[name] = total;
  }
  return deleted;
}
