import type { Database } from '../db/client.ts';
import { outboxEvents } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import type { DomainEvent } from '../events/domainEvent.ts';

/**
 * How long a new event is left to the process that recorded it (it delivers at once after its
 * commit) before any process's poller takes it: a process that dies in between loses nothing.
 */
export const RECORDER_GRACE_MS = 10_000;

/** The claim token of an event that waits for its time (`notBefore`): a recorder's fresh claim skips it. */
const DELAYED_CLAIM = 'delayed';

/** An event this process recorded: its row's id and what it says, so delivering it reads nothing back. */
export interface RecordedEvent {
  id: number;
  event: DomainEvent;
}

/** Records an event in the caller's transaction; hand what it returns to deliverNow() after the commit. */
export async function recordEvent(
  db: Database | Transaction,
  event: DomainEvent,
  now: Date = new Date(),
): Promise<RecordedEvent> {
  const later = 'notBefore' in event ? new Date(event.notBefore) : undefined;
  const [row] = await db
    .insert(outboxEvents)
    .values({
      type: event.type,
      payload: JSON.stringify(event),
      availableAt: later ?? new Date(now.getTime() + RECORDER_GRACE_MS),
      // Not the recorder's to deliver at once: only a poller takes it, once it is due.
      ...(later ? { claimToken: DELAYED_CLAIM } : {}),
    })
    .$returningId();
  if (!row) throw new Error('The outbox insert returned no id');
  return { id: row.id, event };
}
