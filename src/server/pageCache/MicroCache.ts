export interface MicroCacheOptions {
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
}

interface Stored<V> {
  value: V;
  bytes: number;
  expiresAt: number;
}

interface Invalidation {
  sequence: number;
  matches: (key: string) => boolean;
}

/**
 * A small time-limited cache with single-flight fills: concurrent misses for one key share one
 * producer. `clear()` and `invalidate()` also keep a fill of a key they cover that started before
 * them from storing its (older) value. Eviction is oldest-inserted first, which is also the first
 * to expire.
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

  get(key: string): V | undefined {
    const stored = this.entries.get(key);
    if (!stored) return undefined;
    if (stored.expiresAt > this.now()) return stored.value;
    this.remove(key);
    return undefined;
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

  /** Drops the entries whose key matches; fills of those keys under way will not store theirs. */
  invalidate(matches: (key: string) => boolean): void {
    this.sequence += 1;
    for (const key of [...this.entries.keys()]) if (matches(key)) this.remove(key);
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
    this.entries.set(key, { value, bytes, expiresAt: this.now() + this.options.ttlMs });
    this.totalBytes += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries && this.totalBytes <= this.options.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const stored = this.entries.get(key);
    if (!stored) return;
    this.entries.delete(key);
    this.totalBytes -= stored.bytes;
  }
}
