import { describe, expect, it } from 'vitest';
import { MicroCache } from './MicroCache.ts';

function cacheAt(
  clock: { now: number },
  options: Partial<{ ttlMs: number; maxEntries: number; maxBytes: number; staleMs: number }> = {},
) {
  return new MicroCache<string>(
    { ttlMs: 1000, maxEntries: 10, maxBytes: 1000, ...options },
    (value) => value.length,
    () => clock.now,
  );
}

describe('MicroCache', () => {
  it('keeps a value for its time to live, then forgets it', async () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock);
    await cache.fill('a', async () => 'page');
    clock.now = 999;
    expect(cache.get('a')).toBe('page');
    clock.now = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('stores nothing when the producer says the answer is not cacheable', async () => {
    const cache = cacheAt({ now: 0 });
    await cache.fill('a', async () => undefined);
    expect(cache.get('a')).toBeUndefined();
  });

  it('lets concurrent misses share one fill', async () => {
    const cache = cacheAt({ now: 0 });
    let renders = 0;
    let finish: (value: string) => void = () => {};
    const leader = cache.fill('a', () => {
      renders += 1;
      return new Promise<string>((done) => (finish = done));
    });
    const follower = cache.pending('a');
    expect(follower).toBeDefined();
    finish('page');
    expect(await leader).toBe('page');
    expect(await follower).toBe('page');
    expect(renders).toBe(1);
    expect(cache.pending('a')).toBeUndefined();
  });

  it('gives followers nothing (not the error) when the fill fails', async () => {
    const cache = cacheAt({ now: 0 });
    const leader = cache.fill('a', async () => {
      throw new Error('render failed');
    });
    const follower = cache.pending('a');
    await expect(leader).rejects.toThrow('render failed');
    expect(await follower).toBeUndefined();
  });

  it('does not store a page whose render started before a clear', async () => {
    const cache = cacheAt({ now: 0 });
    let finish: (value: string) => void = () => {};
    const fill = cache.fill('a', () => new Promise<string>((done) => (finish = done)));
    cache.clear();
    finish('stale page');
    expect(await fill).toBe('stale page');
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops only the entries an invalidation covers', async () => {
    const cache = cacheAt({ now: 0 });
    await cache.fill('/moment/1', async () => 'one');
    await cache.fill('/about', async () => 'about');
    cache.invalidate((key) => key.startsWith('/moment/'));
    expect(cache.get('/moment/1')).toBeUndefined();
    expect(cache.get('/about')).toBe('about');
  });

  it('does not store a render of an invalidated key that started before the invalidation, but stores others', async () => {
    const cache = cacheAt({ now: 0 });
    const finish: Record<string, (value: string) => void> = {};
    const stale = cache.fill('/moment/1', () => new Promise<string>((done) => (finish.stale = done)));
    const other = cache.fill('/about', () => new Promise<string>((done) => (finish.other = done)));
    cache.invalidate((key) => key === '/moment/1');
    // A render that starts after the invalidation is current and shares nothing with the stale one.
    expect(cache.pending('/moment/1')).toBeUndefined();
    const fresh = cache.fill('/moment/1', () => new Promise<string>((done) => (finish.fresh = done)));
    finish.stale!('stale page');
    finish.other!('about');
    await Promise.all([stale, other]);
    expect(cache.get('/moment/1')).toBeUndefined();
    expect(cache.get('/about')).toBe('about');
    finish.fresh!('fresh page');
    await fresh;
    expect(cache.get('/moment/1')).toBe('fresh page');
  });

  it('evicts the oldest entries beyond its entry and byte bounds', async () => {
    const cache = cacheAt({ now: 0 }, { maxEntries: 2, maxBytes: 10 });
    await cache.fill('a', async () => 'aaaa');
    await cache.fill('b', async () => 'bbbb');
    await cache.fill('c', async () => 'cccc');
    expect(cache.get('a')).toBeUndefined();
    expect([cache.get('b'), cache.get('c')]).toEqual(['bbbb', 'cccc']);
    await cache.fill('d', async () => 'dddddddd');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeUndefined();
    expect(cache.bytes).toBe(8);
    await cache.fill('huge', async () => 'x'.repeat(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('d')).toBe('dddddddd');
  });

  it('keeps expired and invalidated values as stale for staleMs, apart from fresh ones', async () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock, { staleMs: 500 });
    await cache.fill('a', async () => 'old');
    await cache.fill('b', async () => 'other');
    expect(cache.stale('a')).toBe('old');
    clock.now = 1200;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.stale('a')).toBe('old');
    clock.now = 1500;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.stale('a')).toBeUndefined();
    expect(cache.stale('b')).toBeUndefined();

    clock.now = 2000;
    await cache.fill('a', async () => 'new');
    cache.invalidate((key) => key === 'a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.stale('a')).toBe('new');
    await cache.fill('a', async () => undefined);
    expect(cache.stale('a')).toBeUndefined();
  });

  it('drops invalidated values at once without staleMs', async () => {
    const cache = cacheAt({ now: 0 });
    await cache.fill('a', async () => 'page');
    cache.invalidate(() => true);
    expect(cache.stale('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
