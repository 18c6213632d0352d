import type { Database } from '../db/client.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import type { DomainEvent, DomainEventType, EventOf } from './domainEvent.ts';

/** What a handler gets besides its event while the outbox delivers it. */
export interface DeliveryContext {
  /**
   * The delivery's transaction: what a handler writes commits together with the event's removal.
   * Handlers use nothing else: a second connection taken while this one is held can starve the pool.
   */
  tx: Transaction;
  /** Records a follow-up event in the same transaction; it is delivered once this one commits. */
  record(event: DomainEvent): Promise<void>;
  /** Runs after the commit: live pushes and in-memory caches must not announce a rolled-back write. */
  afterCommit(task: () => void): void;
}

type Handler<T extends DomainEventType> = (event: EventOf<T>, context: DeliveryContext) => Promise<void>;
/** Returns the events that follow from it; they are recorded as this one is removed. */
type OutsideHandler<T extends DomainEventType> = (event: EventOf<T>, db: Database) => Promise<DomainEvent[]>;

const handlers = new Map<DomainEventType, Array<Handler<DomainEventType>>>();
const outsideHandlers = new Map<DomainEventType, OutsideHandler<DomainEventType>>();
let registered: Promise<unknown> | undefined;

/**
 * Features register what follows an event (a score, a message) in src/server/events/subscribers.ts.
 * Handlers run in one transaction per event and may run again after a failure, so each must be
 * idempotent in the database (a unique key turning a repeat into nothing).
 */
export function subscribe<T extends DomainEventType>(type: T, handler: Handler<T>): void {
  const list = handlers.get(type) ?? [];
  list.push(handler as unknown as Handler<DomainEventType>);
  handlers.set(type, list);
}

/**
 * The one handler of an event whose work cannot sit in a transaction (a mail; reads of cached
 * settings and rate-limit windows through their own connections): it runs outside any transaction
 * and the event is removed after it returns, so a crash in between repeats it.
 */
export function subscribeOutside<T extends DomainEventType>(type: T, handler: OutsideHandler<T>): void {
  if (outsideHandlers.has(type) || handlers.has(type)) throw new Error(`${type} already has a handler`);
  outsideHandlers.set(type, handler as unknown as OutsideHandler<DomainEventType>);
}

export interface EventHandlers {
  inside: Array<Handler<DomainEventType>>;
  outside: OutsideHandler<DomainEventType> | undefined;
}

export async function handlersOf(type: DomainEventType): Promise<EventHandlers> {
  registered ??= import('./subscribers.ts');
  await registered;
  return { inside: handlers.get(type) ?? [], outside: outsideHandlers.get(type) };
}
