import { and, count, isNull, lte, min } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { outboxEvents } from '../db/schema/index.ts';
import { isInstalled } from '../install/installState.ts';
import { logger } from '../log/logger.ts';
import { outboxDueEvents, outboxOldestDueAge } from '../metrics/metricsRegistry.ts';

interface OutboxBacklog {
  /** Events due and not delivered: not given up, their time (or their claim) passed. */
  due: number;
  /** Seconds since the oldest of them fell due; 0 when none is. */
  oldestDueAgeSeconds: number;
}

/** One range read of `outbox_events_due_idx` (gave_up_at IS NULL, available_at <= now). */
async function readOutboxBacklog(db: Database, now: Date = new Date()): Promise<OutboxBacklog> {
  const [row] = await db
    .select({ due: count(), oldest: min(outboxEvents.availableAt) })
    .from(outboxEvents)
    .where(and(isNull(outboxEvents.gaveUpAt), lte(outboxEvents.availableAt, now)));
  const oldest = row?.oldest ? new Date(row.oldest) : undefined;
  return {
    due: row?.due ?? 0,
    oldestDueAgeSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0,
  };
}

const forumDatabase = () => (isInstalled() ? getDb() : undefined);

/**
 * The outbox gauges read the backlog when sampled (a scrape, the status page), not on a timer: an
 * unscraped forum sends no query for them. A failed read keeps the last figures and logs why.
 */
export function sampleOutboxBacklogOnCollect(db: () => Database | undefined = forumDatabase): void {
  let reading: Promise<void> | undefined;
  const sample = () =>
    (reading ??= (async () => {
      const database = db();
      if (!database) return;
      try {
        const backlog = await readOutboxBacklog(database);
        outboxDueEvents.set(backlog.due);
        outboxOldestDueAge.set(backlog.oldestDueAgeSeconds);
      } catch (error) {
        logger.warn({ err: error }, 'outbox backlog not read for the metrics');
      }
    })().finally(() => (reading = undefined)));
  Object.assign(outboxDueEvents, { collect: sample });
  Object.assign(outboxOldestDueAge, { collect: sample });
}
