import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_FORMAT, formatDate, timeTitle } from './formatDate.ts';
import { runWithLocale } from '@/i18n/serverLocale.ts';

// 2024-01-04 23:08:09 UTC: already the 5th in Shanghai (UTC+8), still the 4th in New York (UTC-5).
const instant = new Date(Date.UTC(2024, 0, 4, 23, 8, 9));

describe('formatDate', () => {
  it('writes the wall clock of the given zone, whatever the process’s zone', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('yyyy-MM-dd HH:mm:ss');
    expect(formatDate(instant, 'UTC')).toBe('2024-01-04 23:08:09');
    expect(formatDate(instant, 'Asia/Shanghai')).toBe('2024-01-05 07:08:09');
    expect(formatDate(instant, 'America/New_York')).toBe('2024-01-04 18:08:09');
  });
  it('supports custom patterns and unpadded tokens, midnight as 00', () => {
    expect(formatDate(instant, 'Asia/Shanghai', 'yyyy-MM-dd HH:mm')).toBe('2024-01-05 07:08');
    expect(formatDate(instant, 'Asia/Shanghai', 'yyyy/M/d H:mm')).toBe('2024/1/5 7:08');
    expect(formatDate(Date.UTC(2023, 11, 31, 16, 0, 0), 'Asia/Shanghai', 'dd.MM.yyyy HH:mm')).toBe(
      '01.01.2024 00:00',
    );
  });
  it('accepts timestamps and strings, and gives "" for invalid input', () => {
    expect(formatDate(instant.getTime(), 'UTC')).toBe('2024-01-04 23:08:09');
    expect(formatDate(instant.toISOString(), 'UTC')).toBe('2024-01-04 23:08:09');
    expect(formatDate('not a date', 'UTC')).toBe('');
  });
});

describe('timeTitle', () => {
  it('names the zone the time is written in, in both languages', () => {
    runWithLocale('en-US', () =>
      expect(timeTitle(instant, 'Asia/Shanghai')).toBe('2024-01-05 07:08:09 (Asia/Shanghai time)'),
    );
    runWithLocale('zh-CN', () =>
      expect(timeTitle(instant, 'Asia/Shanghai')).toBe('2024-01-05 07:08:09（Asia/Shanghai 时间）'),
    );
  });
});

describe('formatDate across offset changes', () => {
  const zones = [
    'America/New_York',
    'Europe/London',
    'Australia/Lord_Howe',
    'Asia/Kathmandu',
    'Asia/Shanghai',
  ];

  function exact(ms: number, timeZone: string): string {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(new Date(ms));
    const part = (type: string) => parts.find((item) => item.type === type)?.value;
    return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
  }

  it('agrees with the exact zone rules second by second around daylight saving changes', () => {
    // New York springs forward at 2024-03-10 07:00 UTC and falls back at 2024-11-03 06:00 UTC;
    // Lord Howe shifts by half an hour (2024-04-06 15:00 UTC).
    const changes = [Date.UTC(2024, 2, 10, 7), Date.UTC(2024, 10, 3, 6), Date.UTC(2024, 3, 6, 15)];
    for (const change of changes) {
      for (let ms = change - 20 * 60_000; ms <= change + 20 * 60_000; ms += 7_001) {
        for (const zone of zones) expect(formatDate(ms, zone)).toBe(exact(ms, zone));
      }
    }
  });

  it('formats exactly inside a quarter hour that holds an offset change', () => {
    // Shanghai left local mean time (+8:05:43) at 1900-12-31 15:54:17 UTC, mid quarter hour.
    const change = Date.UTC(1900, 11, 31, 15, 54, 17);
    expect(formatDate(change - 1000, 'Asia/Shanghai')).toBe('1900-12-31 23:59:59');
    expect(formatDate(change, 'Asia/Shanghai')).toBe('1900-12-31 23:54:17');
    for (let ms = change - 10 * 60_000; ms <= change + 10 * 60_000; ms += 3_001) {
      expect(formatDate(ms, 'Asia/Shanghai')).toBe(exact(ms, 'Asia/Shanghai'));
    }
  });

  it('agrees with the exact zone rules for times across the years, including before 1970', () => {
    for (let ms = Date.UTC(1890, 0, 1); ms < Date.UTC(2040, 0, 1); ms += 86_400_000 * 37 + 3_601_013) {
      for (const zone of zones) expect(formatDate(ms, zone)).toBe(exact(ms, zone));
    }
  });
});
