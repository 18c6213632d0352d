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

/**
 * A small time-limited cache with single-flight fills: concurrent misses for one key share one
 * producer. `clear()` also keeps a fill that started before it from storing its (older) value.
 * Eviction is oldest-inserted first, which is also the first to expire.
 */
export class MicroCache<V> {
  private readonly entries = new Map<string, Stored<V>>();
  private readonly fills = new Map<string, Promise<V | undefined>>();
  private totalBytes = 0;
  private generation = 0;

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
    const startedIn = this.generation;
    const filling = produce().then((value) => {
      if (value !== undefined && startedIn === this.generation) this.store(key, value);
      return value;
    });
    const shared = filling.then(
      (value) => value,
      () => undefined,
    );
    this.fills.set(key, shared);
    void shared.then(() => {
      if (this.fills.get(key) === shared) this.fills.delete(key);
    });
    return filling;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.fills.clear();
    this.totalBytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
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
