import { getDb, type Database } from '../db/client.ts';
import { isDatabaseUnavailable } from '../db/databaseUnavailable.ts';
import { logger } from '../log/logger.ts';
import { claimDue, claimRecorded, claimStored, type ClaimedEvent } from './claimEvents.ts';
import { deliverEvent } from './deliverEvent.ts';
import { recordEvent, type RecordedEvent } from './recordEvent.ts';
import type { DomainEvent } from '../events/domainEvent.ts';
import { DEFAULT_RETRY, type RetryPolicy } from './retrySchedule.ts';

const pending = new Set<Promise<unknown>>();
let policy: RetryPolicy = DEFAULT_RETRY;

/** Tests shorten the pauses between attempts; the forum keeps DEFAULT_RETRY. */
export function useRetryPolicy(next: RetryPolicy): void {
  policy = next;
}

/** Delivers each claimed event in turn; true when every one of them was delivered. */
async function deliverAll(db: Database, claimed: ClaimedEvent[]): Promise<boolean> {
  let allDelivered = true;
  for (const event of claimed) {
    const outcome = await deliverEvent(db, event, policy);
    if (outcome.status !== 'delivered') allDelivered = false;
    else if (outcome.followUps.length > 0) deliverInBackground(outcome.followUps, db);
  }
  return allDelivered;
}

/** Delivers what was claimed; never throws (the poller delivers whatever this could not, once due). */
async function deliverClaimed(
  db: Database,
  count: number,
  claiming: () => Promise<ClaimedEvent[]>,
  context: object,
): Promise<boolean> {
  try {
    const claimed = await claiming();
    return (await deliverAll(db, claimed)) && claimed.length === count;
  } catch (error) {
    logger.warn({ err: error, ...context }, 'outbox delivery deferred to the poller');
    return false;
  }
}

/**
 * Delivers events the caller recorded and committed, before its answer: a member who likes a post
 * finds the author's message there at once. Never throws: the write has committed, and a poller
 * delivers whatever this could not once it is due. Answers whether every event was delivered now.
 */
export function deliverNow(recorded: RecordedEvent[], db: Database = getDb()): Promise<boolean> {
  const ids = recorded.map((item) => item.id);
  return deliverClaimed(db, recorded.length, () => claimRecorded(db, recorded), { ids });
}

/** Delivers a stored event now (an administrator's retry, which reset it first). */
export function deliverStoredNow(id: number, db: Database = getDb()): Promise<boolean> {
  return deliverClaimed(db, 1, () => claimStored(db, [id]), { ids: [id] });
}

/**
 * Records an event that belongs to no transaction of the caller's and delivers it at once;
 * answers whether it was delivered now (false: the poller keeps trying).
 */
export async function publishNow(event: DomainEvent, db: Database = getDb()): Promise<boolean> {
  return deliverNow([await recordEvent(db, event)], db);
}

/** deliverNow() without waiting: follow-ups such as the mail a new message causes. */
export function deliverInBackground(recorded: RecordedEvent[], db: Database = getDb()): void {
  const task: Promise<unknown> = deliverNow(recorded, db).finally(() => pending.delete(task));
  pending.add(task);
}

/** Resolves once every background delivery has finished (tests, shutdown). */
export async function settleOutbox(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

/** Claims and delivers what is due, a batch at a time; returns how many events it took. */
export async function deliverDue(db: Database = getDb(), now?: Date, batch = 20): Promise<number> {
  let taken = 0;
  for (;;) {
    const claimed = await claimDue(db, batch, now ?? new Date());
    taken += claimed.length;
    await deliverAll(db, claimed);
    if (claimed.length < batch) return taken;
  }
}

export function logPollFailure(error: unknown): void {
  const log = isDatabaseUnavailable(error) ? logger.warn.bind(logger) : logger.error.bind(logger);
  log({ err: error }, 'outbox poll failed; it runs again shortly');
}
