import { describe, expect, it } from 'vitest';
import {
  RELOAD_GUARD_KEY,
  RELOAD_GUARD_MS,
  claimReload,
  decideReload,
  parseReloadLog,
} from './reloadGuard.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('decideReload', () => {
  it('allows the first reload of a path and stamps it', () => {
    expect(decideReload({}, '/a', 1000)).toEqual({ allowed: true, log: { '/a': 1000 } });
  });
  it('refuses a second reload of the same path within 10 seconds', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(decideReload({ '/a': 1000 }, '/a', 1000 + 9_999).allowed).toBe(false);
  });
  it('allows it again after 10 seconds', () => {
    expect(decideReload({ '/a': 1000 }, '/a', 1000 + 10_000)).toEqual({
      allowed: true,
      log: { '/a': 11_000 },
    });
  });
  it('keeps paths apart', () => {
    const decision = decideReload({ '/a': 1000 }, '/b', 2000);
    expect(decision).toEqual({ allowed: true, log: { '/a': 1000, '/b': 2000 } });
  });
  it('drops expired entries and stamps from the future', () => {
    expect(decideReload({ '/old': 0, '/future': 99_999 }, '/a', 50_000).log).toEqual({ '/a': 50_000 });
  });
});

describe('parseReloadLog', () => {
  it('reads a stored log and ignores junk', () => {
    expect(parseReloadLog('{"/a":5,"/b":"x"}')).toEqual({ '/a': 5 });
    expect(parseReloadLog('[1,2]')).toEqual({});
    expect(parseReloadLog('{not json')).toEqual({});
    expect(parseReloadLog(null)).toEqual({});
  });
});

describe('claimReload', () => {
  it('stores timestamps in the given storage', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, '/x', 1_000)).toBe(true);
    expect(JSON.parse(storage.data.get(RELOAD_GUARD_KEY)!)).toEqual({ '/x': 1_000 });
    expect(claimReload(storage, '/x', 5_000)).toBe(false);
    expect(claimReload(storage, '/x', 11_000)).toBe(true);
  });
  it('refuses when storage throws, so a broken storage never causes a loop', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(claimReload(broken, '/x', 1)).toBe(false);
  });
});
