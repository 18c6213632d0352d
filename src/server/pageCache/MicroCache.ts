export interface MicroCacheOptions {
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
  /**
   * How long an entry is kept as stale once it expired or was invalidated, for `stale()`: a caller
   * may answer with it while one fill makes the new value. 0 (the default): dropped at once.
   */
  staleMs?: number;
}

interface Stored<V> {
  value: V;
  bytes: number;
  expiresAt: number;
  staleUntil: number;
}

interface Invalidation {
  sequence: number;
  matches: (key: string) => boolean;
}

/**
 * A small time-limited cache with single-flight fills: concurrent misses for one key share one
 * producer. `clear()` and `invalidate()` also keep a fill of a key they cover that started before
 * them from storing its (older) value. Eviction is oldest-inserted first, which is also the first
 * to expire. With `staleMs`, expired and invalidated entries stay readable through `stale()` for
 * that long, so readers need not wait for a fill (stale-while-revalidate).
 */
export class MicroCache<V> {
  private readonly entries = new Map<string, Stored<V>>();
  private readonly fills = new Map<string, Promise<V | undefined>>();
  private totalBytes = 0;
  private sequence = 0;
  /** Invalidations a fill under way may have missed; forgotten once no fill is under way. */
  private invalidations: Invalidation[] = [];
  private running = 0;

  private readonly options: MicroCacheOptions;
  private readonly sizeOf: (value: V) => number;
  private readonly now: () => number;

  // Plain fields, not parameter properties: the launcher loads this file with Node's type stripping.
  constructor(options: MicroCacheOptions, sizeOf: (value: V) => number, now: () => number = Date.now) {
    this.options = options;
    this.sizeOf = sizeOf;
    this.now = now;
  }

  /** The fresh value: neither expired nor invalidated. */
  get(key: string): V | undefined {
    const stored = this.entries.get(key);
    if (!stored) return undefined;
    const now = this.now();
    if (stored.expiresAt > now) return stored.value;
    if (stored.staleUntil <= now) this.remove(key);
    return undefined;
  }

  /** The value kept past its freshness (expired or invalidated) within `staleMs`, if any. */
  stale(key: string): V | undefined {
    const stored = this.entries.get(key);
    return stored && stored.staleUntil > this.now() ? stored.value : undefined;
  }

  /** The fill under way for this key, if any; it resolves undefined when the result was not cacheable. */
  pending(key: string): Promise<V | undefined> | undefined {
    return this.fills.get(key);
  }

  /** Runs the producer as the only fill for this key and stores what it returns (undefined: nothing). */
  fill(key: string, produce: () => Promise<V | undefined>): Promise<V | undefined> {
    const startedAt = this.sequence;
    this.running += 1;
    const filling = produce().then((value) => {
      if (value !== undefined && !this.invalidatedSince(startedAt, key)) this.store(key, value);
      // Nothing to keep now (the page is gone, say): its stale copy must not be served on.
      if (value === undefined) this.dropStale(key);
      return value;
    });
    const shared = filling.then(
      (value) => value,
      () => undefined,
    );
    this.fills.set(key, shared);
    void shared.then(() => {
      if (this.fills.get(key) === shared) this.fills.delete(key);
      this.running -= 1;
      if (this.running === 0) this.invalidations = [];
    });
    return filling;
  }

  clear(): void {
    this.invalidate(() => true);
  }

  /**
   * Drops the entries whose key matches (keeps them as stale, with `staleMs`); fills of those keys
   * under way will not store theirs.
   */
  invalidate(matches: (key: string) => boolean): void {
    this.sequence += 1;
    const staleUntil = this.now() + (this.options.staleMs ?? 0);
    for (const [key, stored] of [...this.entries]) {
      if (!matches(key)) continue;
      if (this.options.staleMs) {
        stored.expiresAt = Number.NEGATIVE_INFINITY;
        stored.staleUntil = Math.min(stored.staleUntil, staleUntil);
      } else {
        this.remove(key);
      }
    }
    for (const key of [...this.fills.keys()]) if (matches(key)) this.fills.delete(key);
    this.invalidations.push({ sequence: this.sequence, matches });
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  private invalidatedSince(startedAt: number, key: string): boolean {
    return this.invalidations.some(
      (invalidation) => invalidation.sequence > startedAt && invalidation.matches(key),
    );
  }

  private store(key: string, value: V): void {
    const bytes = this.sizeOf(value);
    if (bytes > this.options.maxBytes) return;
    this.remove(key);
    const expiresAt = this.now() + this.options.ttlMs;
    this.entries.set(key, { value, bytes, expiresAt, staleUntil: expiresAt + (this.options.staleMs ?? 0) });
    this.totalBytes += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries && this.totalBytes <= this.options.maxBytes) break;
      this.remove(oldest);
    }
  }

  private dropStale(key: string): void {
    const stored = this.entries.get(key);
    if (stored && stored.expiresAt <= this.now()) this.remove(key);
  }

  private remove(key: string): void {
    const stored = this.entries.get(key);
    if (!stored) return;
    this.entries.delete(key);
    this.totalBytes -= stored.bytes;
  }
}
