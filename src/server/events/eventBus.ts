import { getDb, type Database } from '../db/client.ts';
import { logger } from '../log/logger.ts';
import type { DomainEvent, DomainEventType, EventOf } from './domainEvent.ts';

type Handler<T extends DomainEventType> = (event: EventOf<T>, db: Database) => Promise<void>;

const handlers = new Map<DomainEventType, Array<Handler<DomainEventType>>>();
let registered: Promise<unknown> | undefined;

/** Features register what should follow an event (a score, a message) in src/server/events/subscribers.ts. */
export function subscribe<T extends DomainEventType>(type: T, handler: Handler<T>): void {
  const list = handlers.get(type) ?? [];
  list.push(handler as unknown as Handler<DomainEventType>);
  handlers.set(type, list);
}

/**
 * Runs every handler of the event, one after another. Call it after the transaction that did the
 * work has committed: a failing handler is logged and never undoes or fails that work.
 */
export async function publish(event: DomainEvent, db: Database = getDb()): Promise<void> {
  registered ??= import('./subscribers.ts');
  await registered;
  for (const handler of handlers.get(event.type) ?? []) {
    try {
      await handler(event as EventOf<DomainEventType>, db);
    } catch (error) {
      logger.error({ err: error, event: event.type }, 'event handler failed');
    }
  }
}
