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
});
