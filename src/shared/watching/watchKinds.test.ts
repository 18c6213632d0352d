import { describe, expect, it } from 'vitest';
import { parseWatchKey, watchKey, watchKindName, WatchKind } from './watchKinds.ts';

describe('watch keys', () => {
  it('round-trips every kind', () => {
    for (const kind of ['moment', 'article', 'tag', 'node', 'member'] as const) {
      expect(parseWatchKey(watchKey(kind, 12))).toEqual({ kind, id: 12 });
      expect(watchKindName(WatchKind[kind])).toBe(kind);
    }
  });

  it('refuses what is not a watch key', () => {
    for (const key of [
      '',
      'user:1',
      'tag:0',
      'tag:-1',
      'tag:01',
      'tag:1.5',
      'tag:1,node:2',
      'moment:12345678901234567',
    ]) {
      expect(parseWatchKey(key), key).toBeUndefined();
    }
    expect(watchKindName(9)).toBeUndefined();
  });
});
