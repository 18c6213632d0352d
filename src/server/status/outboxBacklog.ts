import { and, count, isNull, lte, min } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { outboxEvents } from '../db/schema/index.ts';

export interface OutboxBacklog {
  /** Events due for delivery and not delivered yet (not those that gave up). */
  due: number;
  /** When the oldest of them became due; null when none is. */
  oldestDueAt: Date | null;
}

/** The outbox's due events, read through its (gave_up_at, available_at) index. */
export async function readOutboxBacklog(now: Date, db: Database = getDb()): Promise<OutboxBacklog> {
  const [row] = await db
    .select({ due: count(), oldest: min(outboxEvents.availableAt) })
    .from(outboxEvents)
    .where(and(isNull(outboxEvents.gaveUpAt), lte(outboxEvents.availableAt, now)));
  return { due: row?.due ?? 0, oldestDueAt: row?.oldest ?? null };
}
