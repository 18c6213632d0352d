import { describe, expect, it } from 'vitest';
import type { DigestMember } from './awayMembers.ts';
import { digestSince, isDigestDue, lastAwayDay } from './digestDue.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date('2026-12-06T09:00:00Z');

function member(values: Partial<DigestMember>): DigestMember {
  return {
    id: 1,
    nickname: 'n',
    email: 'n@example.com',
    locale: '',
    digestDays: 7,
    lastVisitDay: '2026-11-20',
    lastDigestAt: null,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    ...values,
  };
}

describe('digest due', () => {
  it('names the last visit day of a member away N days', () => {
    expect(lastAwayDay('2026-12-06', 7)).toBe('2026-11-29');
  });

  it('is due by the member’s own frequency, a few hours early for a run that drifts', () => {
    expect(isDigestDue(member({}), now, 7)).toBe(true);
    expect(isDigestDue(member({ digestDays: 0 }), now, 7)).toBe(false);
    const dailyAt = (hoursAgo: number) =>
      member({ digestDays: 1, lastDigestAt: new Date(now.getTime() - hoursAgo * HOUR) });
    expect(isDigestDue(dailyAt(23), now, 7)).toBe(true);
    expect(isDigestDue(dailyAt(12), now, 7)).toBe(false);
    const weeklyAt = (days: number) => member({ lastDigestAt: new Date(now.getTime() - days * DAY) });
    expect(isDigestDue(weeklyAt(7), now, 7)).toBe(true);
    expect(isDigestDue(weeklyAt(6), now, 7)).toBe(false);
  });

  it('waits N days after sign-up for a member with no visit counted', () => {
    const fresh = member({ lastVisitDay: null, createdAt: new Date(now.getTime() - 3 * DAY) });
    expect(isDigestDue(fresh, now, 7)).toBe(false);
    expect(isDigestDue({ ...fresh, createdAt: new Date(now.getTime() - 8 * DAY) }, now, 7)).toBe(true);
  });

  it('starts after the last visit or the last digest, whichever is later, at most a month back', () => {
    expect(digestSince(member({}), now)).toEqual(new Date('2026-11-21T00:00:00Z'));
    const digested = new Date('2026-11-28T09:00:00Z');
    expect(digestSince(member({ lastDigestAt: digested }), now)).toEqual(digested);
    expect(digestSince(member({ lastVisitDay: '2025-01-01' }), now)).toEqual(
      new Date(now.getTime() - 30 * DAY),
    );
  });
});
