import { describe, expect, it } from 'vitest';
import { activeBan, banEnd, BAN_FOREVER } from './ban.ts';

describe('bans', () => {
  const now = new Date('2026-11-21T12:00:00.000Z');

  it('runs 7 days or forever', () => {
    expect(banEnd('7d', now).toISOString()).toBe('2026-11-28T12:00:00.000Z');
    expect(banEnd('forever', now)).toEqual(BAN_FOREVER);
  });

  it('is in force until its end and gone after it', () => {
    const end = banEnd('7d', now);
    expect(activeBan(end, 'spam', now)).toEqual({ until: end.toISOString(), reason: 'spam' });
    expect(activeBan(end, 'spam', new Date(end.getTime() + 1))).toBeNull();
    expect(activeBan(null, '', now)).toBeNull();
  });

  it('reports a permanent ban without an end', () => {
    expect(activeBan(BAN_FOREVER, 'abuse', now)).toEqual({ until: null, reason: 'abuse' });
  });
});
