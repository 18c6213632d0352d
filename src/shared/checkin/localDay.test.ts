import { describe, expect, it } from 'vitest';
import { dayNumber, isLocalDay, localDay, shiftDay } from './localDay.ts';

describe('localDay', () => {
  it('is the UTC date in UTC, changing exactly at midnight', () => {
    expect(localDay(new Date('2024-03-10T23:59:59.999Z'), 'UTC')).toBe('2024-03-10');
    expect(localDay(new Date('2024-03-11T00:00:00.000Z'), 'UTC')).toBe('2024-03-11');
  });

  it('is already tomorrow in Asia/Shanghai while UTC is still on the evening before', () => {
    // 16:00 UTC is midnight in Shanghai (UTC+8, no DST).
    expect(localDay(new Date('2024-06-30T15:59:59.999Z'), 'Asia/Shanghai')).toBe('2024-06-30');
    expect(localDay(new Date('2024-06-30T16:00:00.000Z'), 'Asia/Shanghai')).toBe('2024-07-01');
    expect(localDay(new Date('2024-12-31T16:30:00.000Z'), 'Asia/Shanghai')).toBe('2025-01-01');
  });

  it('is still yesterday in America/New_York just after UTC midnight', () => {
    expect(localDay(new Date('2024-01-15T00:30:00.000Z'), 'America/New_York')).toBe('2024-01-14');
    expect(localDay(new Date('2024-01-15T04:59:59.999Z'), 'America/New_York')).toBe('2024-01-14');
    expect(localDay(new Date('2024-01-15T05:00:00.000Z'), 'America/New_York')).toBe('2024-01-15');
  });

  it('follows New York daylight saving time: midnight is 04:00 UTC in summer, 05:00 UTC in winter', () => {
    expect(localDay(new Date('2024-07-04T03:59:59.999Z'), 'America/New_York')).toBe('2024-07-03');
    expect(localDay(new Date('2024-07-04T04:00:00.000Z'), 'America/New_York')).toBe('2024-07-04');
    // The spring-forward day (2024-03-10) is 23 hours long, the fall-back day (2024-11-03) 25.
    expect(localDay(new Date('2024-03-10T05:00:00.000Z'), 'America/New_York')).toBe('2024-03-10');
    expect(localDay(new Date('2024-03-11T03:59:59.999Z'), 'America/New_York')).toBe('2024-03-10');
    expect(localDay(new Date('2024-03-11T04:00:00.000Z'), 'America/New_York')).toBe('2024-03-11');
    expect(localDay(new Date('2024-11-03T04:00:00.000Z'), 'America/New_York')).toBe('2024-11-03');
    expect(localDay(new Date('2024-11-04T04:59:59.999Z'), 'America/New_York')).toBe('2024-11-03');
    expect(localDay(new Date('2024-11-04T05:00:00.000Z'), 'America/New_York')).toBe('2024-11-04');
  });

  it('handles zones east of UTC by more than a day boundary (Pacific/Kiritimati, UTC+14)', () => {
    expect(localDay(new Date('2024-02-28T10:00:00.000Z'), 'Pacific/Kiritimati')).toBe('2024-02-29');
  });

  it("keeps a minute's date per zone, and still changes it on the minute the day starts", () => {
    expect(localDay(new Date('2025-05-01T15:59:00.000Z'), 'Asia/Shanghai')).toBe('2025-05-01');
    expect(localDay(new Date('2025-05-01T15:59:00.000Z'), 'UTC')).toBe('2025-05-01');
    expect(localDay(new Date('2025-05-01T15:59:59.999Z'), 'Asia/Shanghai')).toBe('2025-05-01');
    expect(localDay(new Date('2025-05-01T16:00:00.000Z'), 'Asia/Shanghai')).toBe('2025-05-02');
    expect(localDay(new Date('2025-05-01T16:00:59.000Z'), 'UTC')).toBe('2025-05-01');
    // Asked out of order, a kept minute is not taken for another one.
    expect(localDay(new Date('2025-05-01T15:59:30.000Z'), 'Asia/Shanghai')).toBe('2025-05-01');
  });

  it('finds a day that began inside a minute, as it did where offsets had seconds (Monrovia, -0:44:30)', () => {
    expect(localDay(new Date('1960-05-01T00:44:10.000Z'), 'Africa/Monrovia')).toBe('1960-04-30');
    expect(localDay(new Date('1960-05-01T00:44:40.000Z'), 'Africa/Monrovia')).toBe('1960-05-01');
  });
});

describe('day arithmetic', () => {
  it('steps across month, leap-year and year ends', () => {
    expect(shiftDay('2024-03-01', -1)).toBe('2024-02-29');
    expect(shiftDay('2023-03-01', -1)).toBe('2023-02-28');
    expect(shiftDay('2024-12-31', 1)).toBe('2025-01-01');
    expect(shiftDay('2024-01-01', -1)).toBe('2023-12-31');
  });

  it('numbers days consecutively from the epoch', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2024-03-01') - dayNumber('2024-02-28')).toBe(2);
  });

  it('accepts only real dates', () => {
    expect(isLocalDay('2024-02-29')).toBe(true);
    expect(isLocalDay('2023-02-29')).toBe(false);
    expect(isLocalDay('2024-2-1')).toBe(false);
    expect(isLocalDay('today')).toBe(false);
  });
});
