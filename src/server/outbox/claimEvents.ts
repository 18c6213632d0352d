import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { affectedRows } from '../db/affectedRows.ts';
import { withDeadlockRetry } from '../db/withDeadlockRetry.ts';
import { outboxEvents, type OutboxEventRow } from '../db/schema/index.ts';
import { handlersOf } from '../events/eventBus.ts';
import type { RecordedEvent } from './recordEvent.ts';

/** How long a claimed event is left to its claimer: longer than any delivery, mail included. */
export const CLAIM_MS = 2 * 60_000;

export interface ClaimedEvent {
  row: OutboxEventRow;
  token: string;
}

/**
 * The claim of its recorder on an event whose handlers run in a transaction: no claim is written.
 * The delivery removes the event only while it is untried and unclaimed (claimRemoval), so a poller
 * that took it first keeps it.
 */
const RECORDER_CLAIM = '';

/** The condition under which a claimer may remove its event (and so deliver it). */
export function claimRemoval(claimed: ClaimedEvent) {
  const mine = and(eq(outboxEvents.id, claimed.row.id), eq(outboxEvents.claimToken, claimed.token));
  return claimed.token === RECORDER_CLAIM ? and(mine, eq(outboxEvents.attempts, 0)) : mine;
}

// Claims go by primary key only: a range UPDATE would take gap locks that block the writes recording
// new events. A poller takes what is due; its recorder (or an administrator's retry, which resets
// the row) takes what is untried and unclaimed (`attempts = 0 AND claim_token = ''`), due or not: one
// a poller has tried is the poller's. Answers the token and how many rows it claimed.
async function writeClaim(
  db: Database,
  ids: number[],
  now: Date,
  which: 'due' | 'untried',
): Promise<{ token: string; count: number }> {
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
        which === 'due'
          ? due
          : and(eq(outboxEvents.attempts, 0), eq(outboxEvents.claimToken, RECORDER_CLAIM)),
      ),
    );
  return { token, count: affectedRows(claimed) };
}

async function readClaimed(db: Database, ids: number[], token: string): Promise<ClaimedEvent[]> {
  const rows = await db
    .select()
    .from(outboxEvents)
    .where(and(inArray(outboxEvents.id, ids), eq(outboxEvents.claimToken, token)))
    .orderBy(asc(outboxEvents.id));
  return rows.map((row) => ({ row, token }));
}

async function claim(
  db: Database,
  ids: number[],
  now: Date,
  which: 'due' | 'untried',
): Promise<ClaimedEvent[]> {
  if (ids.length === 0) return [];
  const { token, count } = await writeClaim(db, ids, now, which);
  // Another process was first to every one of them: nothing to read back.
  return count === 0 ? [] : readClaimed(db, ids, token);
}

/** The row a recorder knows without reading it: as a claim of this attempt would leave it. */
function recordedRow({ id, event }: RecordedEvent, token: string, now: Date): OutboxEventRow {
  return {
    id,
    type: event.type,
    payload: JSON.stringify(event),
    attempts: 1,
    availableAt: now,
    claimToken: token,
    lastError: '',
    gaveUpAt: null,
    createdAt: now,
  };
}

/** Claims recorded events with outside handlers in one UPDATE; reads back only when some were taken. */
async function claimOutside(
  db: Database,
  outside: readonly RecordedEvent[],
  now: Date,
): Promise<Map<number, ClaimedEvent>> {
  if (outside.length === 0) return new Map();
  const ids = outside.map((item) => item.id);
  const { token, count } = await withDeadlockRetry(() => writeClaim(db, ids, now, 'untried'));
  if (count === ids.length) {
    return new Map(outside.map((item) => [item.id, { row: recordedRow(item, token, now), token }]));
  }
  const claimed = count === 0 ? [] : await readClaimed(db, ids, token);
  return new Map(claimed.map((event) => [event.row.id, event]));
}

/**
 * Claims events this process recorded and committed, in their order. One whose handlers run in a
 * transaction takes the recorder's claim, which costs no statement; those with a handler outside
 * (a mail, a push) are claimed by one UPDATE, and read back only when another process took some of
 * them. One that waits for its time (`notBefore`) is left to the poller. A claim's UPDATE can be a
 * deadlock victim beside concurrent deliveries; a victim retries rather than leave its events to the
 * poller seconds later.
 */
export async function claimRecorded(
  db: Database,
  recorded: readonly RecordedEvent[],
  now: Date = new Date(),
): Promise<ClaimedEvent[]> {
  const deliverable = recorded.filter((item) => !('notBefore' in item.event));
  const outside: RecordedEvent[] = [];
  for (const item of deliverable) if ((await handlersOf(item.event.type)).outside) outside.push(item);
  const claimedOutside = await claimOutside(db, outside, now);
  const outsideIds = new Set(outside.map((item) => item.id));
  return deliverable.flatMap((item): ClaimedEvent[] => {
    if (!outsideIds.has(item.id))
      return [{ row: recordedRow(item, RECORDER_CLAIM, now), token: RECORDER_CLAIM }];
    const claimed = claimedOutside.get(item.id);
    return claimed ? [claimed] : [];
  });
}

/** Claims stored events by id for delivery now (an administrator's retry resets one first). */
export function claimStored(db: Database, ids: number[], now: Date = new Date()): Promise<ClaimedEvent[]> {
  return withDeadlockRetry(() => claim(db, ids, now, 'untried'));
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
    'due',
  );
}
