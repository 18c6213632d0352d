import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { affectedRows } from '../db/affectedRows.ts';
import { withDeadlockRetry } from '../db/withDeadlockRetry.ts';
import { outboxEvents, type OutboxEventRow } from '../db/schema/index.ts';

/** How long a claimed event is left to its claimer: longer than any delivery, mail included. */
export const CLAIM_MS = 2 * 60_000;

export interface ClaimedEvent {
  row: OutboxEventRow;
  token: string;
}

// Claims go by primary key only: a range UPDATE would take gap locks that block the writes recording
// new events. `attempts = 0 AND claim_token = ''` is a recorded event not yet tried, which its
// recorder may take before it is due.
async function claim(db: Database, ids: number[], now: Date, fresh: boolean): Promise<ClaimedEvent[]> {
  if (ids.length === 0) return [];
  const token = randomBytes(12).toString('hex');
  const due = lte(outboxEvents.availableAt, now);
  const claimed = await db
    .update(outboxEvents)
    .set({
      claimToken: token,
      availableAt: new Date(now.getTime() + CLAIM_MS),
      attempts: sql`${outboxEvents.attempts} + 1`,
    })
    .where(
      and(
        inArray(outboxEvents.id, ids),
        isNull(outboxEvents.gaveUpAt),
        fresh ? or(due, and(eq(outboxEvents.attempts, 0), eq(outboxEvents.claimToken, ''))) : due,
      ),
    );
  // Another process was first to every one of them: nothing to read back.
  if (affectedRows(claimed) === 0) return [];
  const rows = await db
    .select()
    .from(outboxEvents)
    .where(and(inArray(outboxEvents.id, ids), eq(outboxEvents.claimToken, token)))
    .orderBy(asc(outboxEvents.id));
  return rows.map((row) => ({ row, token }));
}

/**
 * Claims the events a process just recorded (they may be claimed by then already). The claim's
 * UPDATE can be a deadlock victim beside concurrent deliveries; a victim retries rather than leave
 * its events to the poller seconds later.
 */
export function claimRecorded(db: Database, ids: number[], now: Date = new Date()): Promise<ClaimedEvent[]> {
  return withDeadlockRetry(() => claim(db, ids, now, true));
}

/** Claims up to `limit` events that are due: new ones whose recorder did not deliver them, and retries. */
export async function claimDue(db: Database, limit: number, now: Date = new Date()): Promise<ClaimedEvent[]> {
  const due = await db
    .select({ id: outboxEvents.id })
    .from(outboxEvents)
    .where(and(isNull(outboxEvents.gaveUpAt), lte(outboxEvents.availableAt, now)))
    .orderBy(asc(outboxEvents.availableAt))
    .limit(limit);
  return claim(
    db,
    due.map((row) => row.id),
    now,
    false,
  );
}
