import { and, eq, lte, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { siteConfigs } from '../db/schema/index.ts';
import { affectedRows } from '../db/affectedRows.ts';
import { getSiteConfig } from '../site/siteConfig.queries.ts';
import { getPrivateSettings, isSmtpConfigured } from '../settings/privateSettings.ts';
import { recordEvent } from '../outbox/recordEvent.ts';
import { DIGEST_START } from './awayMembers.ts';

/** When the last run started, shared by every process (the public config ignores keys it does not know). */
const LAST_RUN_KEY = 'digest.lastRunAt';
/** A run a day; the hourly housekeeping that asks drifts, so a little under a day. */
const RUN_EVERY_MS = 23 * 60 * 60 * 1000;

/** 'started', or why no run started: digests off, no mail settings, or a run within the day. */
export type DigestRunStart = 'started' | 'off' | 'no-mail' | 'not-due';

const stamp = (time: Date) => JSON.stringify(time.toISOString());

/**
 * Starts a digest run when none started within the day (or at once when `force`d by an admin): the
 * claim is one conditional UPDATE, so of several processes asking together one starts it, and the
 * run's first batch is recorded in the same transaction for the outbox pollers.
 */
export async function startDigestRun(
  options: { force?: boolean } = {},
  db: Database = getDb(),
  now: Date = new Date(),
): Promise<DigestRunStart> {
  if ((await getSiteConfig(db)).digest.afterDays === 0) return 'off';
  if (!isSmtpConfigured((await getPrivateSettings(db)).smtp)) return 'no-mail';
  const firstBatch = await db.transaction(async (tx) => {
    await tx.execute(
      sql`INSERT IGNORE INTO site_configs (config_key, config_value) VALUES (${LAST_RUN_KEY}, ${stamp(new Date(0))})`,
    );
    const claimed = affectedRows(
      await tx
        .update(siteConfigs)
        .set({ value: stamp(now) })
        .where(
          and(
            eq(siteConfigs.key, LAST_RUN_KEY),
            options.force ? undefined : lte(siteConfigs.value, stamp(new Date(now.getTime() - RUN_EVERY_MS))),
          ),
        ),
    );
    if (claimed === 0) return undefined;
    return recordEvent(
      tx,
      { type: 'digest.batch', runAt: now.getTime(), cursor: DIGEST_START, notBefore: now.getTime() },
      now,
    );
  });
  return firstBatch === undefined ? 'not-due' : 'started';
}
