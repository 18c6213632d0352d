import { MicroCache } from '../pageCache/MicroCache.ts';
import { readsUsePrimary } from '../db/readScope.ts';

/** How long a shared read is kept: the default page cache period, which public pages may lag by. */
const SHARED_READ_MS = 5000;

export interface SharedRead<V> {
  /** The kept value for `key`, else `load()`'s, which concurrent misses share. */
  read(key: string, load: () => Promise<V>): Promise<V>;
  /** Drops every kept value; a load already running does not store its older answer. */
  clear(): void;
}

/**
 * Data that is the same for every reader (side widgets: nodes, today's check-ins), kept for a few
 * seconds per process so each uncached page does not ask the database again. A request that writes,
 * or comes from a browser that just wrote (read-your-writes, decision 020), always loads fresh.
 */
export function sharedRead<V>(options: {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}): SharedRead<V> {
  const cache = new MicroCache<V>(
    {
      ttlMs: options.ttlMs ?? SHARED_READ_MS,
      maxEntries: options.maxEntries ?? 8,
      maxBytes: Number.POSITIVE_INFINITY,
    },
    () => 0,
    options.now,
  );
  return {
    async read(key, load) {
      if (readsUsePrimary()) return load();
      const kept = cache.get(key);
      if (kept !== undefined) return kept;
      const pending = cache.pending(key);
      // A shared load that failed resolves undefined: this caller then loads (and fails) on its own.
      const shared = pending ? await pending : undefined;
      if (shared !== undefined) return shared;
      return (await cache.fill(key, load)) as V;
    },
    clear: () => cache.clear(),
  };
}
