import type { Database } from '../db/client.ts';
import { affectedRows } from '../db/affectedRows.ts';
import { outboxEvents } from '../db/schema/index.ts';
import { withDeadlockRetry } from '../db/withDeadlockRetry.ts';
import { fitColumn } from '../db/fitColumn.ts';
import { handlersOf, type DeliveryContext } from '../events/eventBus.ts';
import type { DomainEvent } from '../events/domainEvent.ts';
import { logger } from '../log/logger.ts';
import { outboxFailures } from '../metrics/metricsRegistry.ts';
import { claimRemoval, type ClaimedEvent } from './claimEvents.ts';
import { recordEvent, type RecordedEvent } from './recordEvent.ts';
import { DEFAULT_RETRY, retryDelayMs, type RetryPolicy } from './retrySchedule.ts';

export type DeliveryOutcome =
  | { status: 'delivered'; followUps: RecordedEvent[] }
  | { status: 'taken' }
  | { status: 'failed'; gaveUp: boolean };

// One transaction per event: it removes the event first (a claimer whose claim ran out finds nothing
// and stops), then runs the handlers, so their writes and the removal commit together.
async function deliverInside(
  db: Database,
  claimed: ClaimedEvent,
  event: DomainEvent,
): Promise<DeliveryOutcome> {
  const { inside } = await handlersOf(event.type);
  const afterCommit: Array<() => void> = [];
  const result = await withDeadlockRetry(() => {
    afterCommit.length = 0;
    return db.transaction(async (tx) => {
      if (affectedRows(await tx.delete(outboxEvents).where(claimRemoval(claimed))) === 0) return undefined;
      const followUps: RecordedEvent[] = [];
      const context: DeliveryContext = {
        tx,
        record: async (next) => void followUps.push(await recordEvent(tx, next)),
        afterCommit: (task) => void afterCommit.push(task),
      };
      for (const handler of inside) await handler(event, context);
      return followUps;
    });
  });
  if (!result) return { status: 'taken' };
  for (const task of afterCommit) task();
  return { status: 'delivered', followUps: result };
}

async function deliverOutside(
  db: Database,
  claimed: ClaimedEvent,
  event: DomainEvent,
): Promise<DeliveryOutcome> {
  const { outside } = await handlersOf(event.type);
  const next = await outside!(event, db);
  const followUps = await db.transaction(async (tx) => {
    if (affectedRows(await tx.delete(outboxEvents).where(claimRemoval(claimed))) === 0) return undefined;
    const recorded: RecordedEvent[] = [];
    for (const followUp of next) recorded.push(await recordEvent(tx, followUp));
    return recorded;
  });
  return followUps ? { status: 'delivered', followUps } : { status: 'taken' };
}

async function noteFailure(
  db: Database,
  claimed: ClaimedEvent,
  error: unknown,
  policy: RetryPolicy,
  now: Date,
): Promise<DeliveryOutcome> {
  const attempts = claimed.row.attempts;
  const delay = retryDelayMs(attempts, policy);
  const message = error instanceof Error ? error.message : String(error);
  await db
    .update(outboxEvents)
    .set({
      claimToken: '',
      // A recorder's claim wrote no attempt: this one counts.
      attempts: claimed.row.attempts,
      availableAt: new Date(now.getTime() + (delay ?? 0)),
      lastError: fitColumn(message || 'error', outboxEvents.lastError),
      gaveUpAt: delay === undefined ? now : null,
    })
    .where(claimRemoval(claimed));
  // The message only: a stack trace per retry would flood the log during an outage.
  logger.warn(
    { event: claimed.row.type, id: claimed.row.id, attempts, error: message, retryInMs: delay },
    delay === undefined
      ? 'outbox event gave up; an administrator can retry it'
      : 'outbox event failed; retrying',
  );
  return { status: 'failed', gaveUp: delay === undefined };
}

/** Delivers one claimed event; a failure is written down for a later retry, never thrown. */
export async function deliverEvent(
  db: Database,
  claimed: ClaimedEvent,
  policy: RetryPolicy = DEFAULT_RETRY,
): Promise<DeliveryOutcome> {
  try {
    const event = JSON.parse(claimed.row.payload) as DomainEvent;
    const { outside } = await handlersOf(event.type);
    return outside ? await deliverOutside(db, claimed, event) : await deliverInside(db, claimed, event);
  } catch (error) {
    const outcome = await noteFailure(db, claimed, error, policy, new Date()).catch(
      (bookkeeping: unknown) => {
        // The claim runs out and the event is tried again; nothing is lost.
        logger.error({ err: bookkeeping, id: claimed.row.id }, 'outbox failure could not be recorded');
        return { status: 'failed', gaveUp: false } as const;
      },
    );
    outboxFailures.inc({ outcome: outcome.status === 'failed' && outcome.gaveUp ? 'given_up' : 'retry' });
    return outcome;
  }
}
