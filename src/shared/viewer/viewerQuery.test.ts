import { describe, expect, it } from 'vitest';
import { viewerQueryString } from './viewerQuery.ts';
import { viewerQuerySchema } from './viewerQuerySchema.ts';

describe('viewerQueryString', () => {
  it('groups ids by kind once each and drops what is not an entity key', () => {
    const query = viewerQueryString(
      ['moment:3', 'comment:9', 'moment:3', 'user:7', 'comment:10', 'bogus', 'moment:0', 'article:x'],
      false,
    );
    expect(query).toBe('moment=3&comment=9%2C10&user=7');
    expect(viewerQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)))).toEqual({
      moment: [3],
      comment: [9, 10],
      user: [7],
    });
  });

  it('asks for the check-in only when the page shows it', () => {
    expect(viewerQueryString([], true)).toBe('checkin=1');
    expect(viewerQueryString([], false)).toBe('');
  });

  it('asks about the page’s watch toggles, cards and item once each (decision 038)', () => {
    const query = viewerQueryString(['moment:3'], false, {
      watch: ['tag:2', 'member:7', 'tag:2'],
      reading: ['moment:3', 'article:4', 'moment:3'],
      read: 'moment:3',
    });
    expect(viewerQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)))).toEqual({
      moment: [3],
      watch: ['tag:2', 'member:7'],
      reading: ['moment:3', 'article:4'],
      read: 'moment:3',
    });
  });

  it('refuses watch and reading keys of other kinds', () => {
    for (const query of [
      { watch: 'user:1' },
      { reading: 'tag:1' },
      { read: 'comment:1' },
      { watch: 'tag:0' },
    ]) {
      expect(viewerQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});
