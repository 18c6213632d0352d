/**
 * Remembers who saw what for a fixed window. Every entry lives equally long, so insertion order
 * is expiry order: expired entries are dropped from the front, and when the map is full the
 * oldest go first (worst case a view is counted twice: acceptable for a counter).
 */
export class ViewWindow {
  private readonly seen = new Map<string, number>();

  constructor(
    readonly windowMs: number,
    readonly maxEntries: number,
  ) {}

  /** True when this key was not seen within the window; records it either way it counts. */
  shouldCount(key: string, now: number = Date.now()): boolean {
    this.dropExpired(now);
    const expiresAt = this.seen.get(key);
    if (expiresAt !== undefined && expiresAt > now) return false;
    this.seen.delete(key);
    this.seen.set(key, now + this.windowMs);
    while (this.seen.size > this.maxEntries) {
      const oldest = this.seen.keys().next();
      if (oldest.done) break;
      this.seen.delete(oldest.value);
    }
    return true;
  }

  get size(): number {
    return this.seen.size;
  }

  clear(): void {
    this.seen.clear();
  }

  private dropExpired(now: number): void {
    for (const [key, expiresAt] of this.seen) {
      if (expiresAt > now) return;
      this.seen.delete(key);
    }
  }
}
