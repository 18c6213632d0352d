import { and, desc, eq, isNotNull, lt, ne, or } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { affectedRows } from '../db/affectedRows.ts';
import { outboxEvents } from '../db/schema/index.ts';
import type { DomainEvent } from '../events/domainEvent.ts';
import { decodeCursor, toCursorPage } from '../pagination/cursor.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';

const UNDELIVERED_PAGE_SIZE = 50;

export interface UndeliveredEvent {
  id: number;
  type: string;
  /** Who a mail is for, or the ids the event names: enough to recognise it, never a mail's text. */
  summary: string;
  attempts: number;
  lastError: string;
  createdAt: Date;
  /** When it is tried again; null once it gave up. */
  nextAttemptAt: Date | null;
  gaveUpAt: Date | null;
}

function summaryOf(payload: string): string {
  try {
    const event = JSON.parse(payload) as DomainEvent;
    if (event.type === 'mail.requested') return event.mail.to;
    return Object.entries(event)
      .filter(([key]) => key !== 'type')
      .map(([key, value]) => `${key} ${String(value)}`)
      .join(', ');
  } catch {
    return '';
  }
}

/** Events that failed at least once, newest first: retrying ones and those that gave up. */
export async function listUndelivered(
  cursor?: string,
  db: Database = getDb(),
): Promise<CursorPage<UndeliveredEvent>> {
  const after = decodeCursor(cursor);
  const rows = await db
    .select()
    .from(outboxEvents)
    .where(
      and(
        or(ne(outboxEvents.lastError, ''), isNotNull(outboxEvents.gaveUpAt)),
        after ? lt(outboxEvents.id, after.id) : undefined,
      ),
    )
    .orderBy(desc(outboxEvents.id))
    .limit(UNDELIVERED_PAGE_SIZE + 1);
  const events = rows.map((row) => ({
    id: row.id,
    type: row.type,
    summary: summaryOf(row.payload),
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt,
    nextAttemptAt: row.gaveUpAt ? null : row.availableAt,
    gaveUpAt: row.gaveUpAt,
  }));
  return toCursorPage(events, UNDELIVERED_PAGE_SIZE, (event) => ({ k: event.id, id: event.id }));
}

/** Makes an event due now with a fresh set of attempts; false when it was delivered meanwhile. */
export async function retryOutboxEvent(id: number, db: Database = getDb()): Promise<boolean> {
  const result = await db
    .update(outboxEvents)
    .set({ attempts: 0, availableAt: new Date(), gaveUpAt: null, claimToken: '' })
    .where(eq(outboxEvents.id, id));
  return affectedRows(result) === 1;
}
