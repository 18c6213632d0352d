import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_FORMAT, formatDate } from './formatDate.ts';

// Local-time dates, so the tests pass in any time zone.
const date = new Date(2024, 0, 5, 7, 8, 9);

describe('formatDate', () => {
  it('defaults to yyyy-MM-dd HH:mm:ss', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('yyyy-MM-dd HH:mm:ss');
    expect(formatDate(date)).toBe('2024-01-05 07:08:09');
  });
  it('supports custom patterns and unpadded tokens', () => {
    expect(formatDate(date, 'yyyy-MM-dd HH:mm')).toBe('2024-01-05 07:08');
    expect(formatDate(date, 'yyyy/M/d H:mm')).toBe('2024/1/5 7:08');
    expect(formatDate(new Date(2023, 11, 31, 23, 59, 58), 'dd.MM.yyyy')).toBe('31.12.2023');
  });
  it('accepts timestamps and strings, and gives "" for invalid input', () => {
    expect(formatDate(date.getTime())).toBe('2024-01-05 07:08:09');
    expect(formatDate(date.toISOString())).toBe('2024-01-05 07:08:09');
    expect(formatDate('not a date')).toBe('');
  });
});
