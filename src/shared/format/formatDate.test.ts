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
