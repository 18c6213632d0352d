import { describe, expect, it } from 'vitest';
import { runWithReadScope } from '../db/readScope.ts';
import { sharedRead } from './sharedRead.ts';

function counter() {
  let loads = 0;
  return {
    load: async () => {
      loads += 1;
      return [loads];
    },
    get loads() {
      return loads;
    },
  };
}

describe('sharedRead', () => {
  it('serves the kept value until it expires, then loads again', async () => {
    let now = 1_000;
    const read = sharedRead<number[]>({ ttlMs: 5000, now: () => now });
    const source = counter();
    expect(await read.read('k', source.load)).toEqual([1]);
    now += 4999;
    expect(await read.read('k', source.load)).toEqual([1]);
    now += 1;
    expect(await read.read('k', source.load)).toEqual([2]);
    expect(source.loads).toBe(2);
  });

  it('keeps each key apart', async () => {
    const read = sharedRead<string>({});
    expect(await read.read('a', async () => 'A')).toBe('A');
    expect(await read.read('b', async () => 'B')).toBe('B');
    expect(await read.read('a', async () => 'other')).toBe('A');
  });

  it('lets concurrent misses share one load', async () => {
    const read = sharedRead<number[]>({});
    let release: (value: number[]) => void = () => undefined;
    let loads = 0;
    const load = () => {
      loads += 1;
      return new Promise<number[]>((done) => (release = done));
    };
    const readers = Promise.all([read.read('k', load), read.read('k', load), read.read('k', load)]);
    release([7]);
    expect(await readers).toEqual([[7], [7], [7]]);
    expect(loads).toBe(1);
  });

  it('loads afresh after a clear, and a load begun before the clear does not store its answer', async () => {
    const read = sharedRead<string>({});
    let release: (value: string) => void = () => undefined;
    const early = read.read('k', () => new Promise<string>((done) => (release = done)));
    read.clear();
    release('before the change');
    expect(await early).toBe('before the change');
    expect(await read.read('k', async () => 'after the change')).toBe('after the change');
    read.clear();
    expect(await read.read('k', async () => 'after another change')).toBe('after another change');
  });

  it('does not keep a failed load: the next read tries again', async () => {
    const read = sharedRead<string>({});
    await expect(read.read('k', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await read.read('k', async () => 'back')).toBe('back');
  });

  it('always loads fresh for a request that reads the primary (it wrote, or its browser just did)', async () => {
    const read = sharedRead<string>({});
    expect(await read.read('k', async () => 'kept')).toBe('kept');
    const fresh = await runWithReadScope({ primary: true, wrote: false }, () =>
      read.read('k', async () => 'fresh'),
    );
    expect(fresh).toBe('fresh');
    expect(
      await runWithReadScope({ primary: false, wrote: false }, () => read.read('k', async () => 'x')),
    ).toBe('kept');
  });
});
