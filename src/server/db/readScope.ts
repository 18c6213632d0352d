import { AsyncLocalStorage } from 'node:async_hooks';

/** What one request has done to the database, so its reads can follow its writes. */
export interface ReadScope {
  /** Reads go to the primary for the rest of this request. */
  primary: boolean;
  /** Set when the request wrote (insert, update, delete, execute, transaction). */
  wrote: boolean;
}

const storage = new AsyncLocalStorage<ReadScope>();

export function runWithReadScope<T>(scope: ReadScope, run: () => T): T {
  return storage.run(scope, run);
}

/** After a write, this request's later reads must see it, so they leave the replicas. */
export function noteWrite(): void {
  const scope = storage.getStore();
  if (!scope) return;
  scope.wrote = true;
  scope.primary = true;
}

export function readsUsePrimary(): boolean {
  return storage.getStore()?.primary ?? false;
}
