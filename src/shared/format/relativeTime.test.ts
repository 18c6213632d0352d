import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime.ts';
import { runWithLocale } from '@/i18n/serverLocale.ts';

const now = Date.UTC(2024, 5, 15, 12, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => relativeTime(now - ms, 'UTC', now);

describe('relativeTime', () => {
  it('says "just now" under one minute', () => {
    expect(ago(0)).toBe('just now');
    expect(ago(59 * SECOND)).toBe('just now');
  });
  it('counts minutes from one minute up to 59', () => {
    expect(ago(MINUTE)).toBe('1 minute ago');
    expect(ago(2 * MINUTE + 30 * SECOND)).toBe('2 minutes ago');
    expect(ago(59 * MINUTE)).toBe('59 minutes ago');
  });
  it('counts hours from 60 minutes up to and including 24 hours', () => {
    expect(ago(60 * MINUTE)).toBe('1 hour ago');
    expect(ago(23 * HOUR + 59 * MINUTE)).toBe('23 hours ago');
    expect(ago(24 * HOUR)).toBe('24 hours ago');
  });
  it('counts days after 24 hours up to and including 30 days', () => {
    expect(ago(24 * HOUR + MINUTE)).toBe('1 day ago');
    expect(ago(2 * DAY)).toBe('2 days ago');
    expect(ago(30 * DAY)).toBe('30 days ago');
  });
  it('shows year-month-day hour:minute beyond 30 days', () => {
    expect(ago(31 * DAY)).toBe('2024-05-15 12:00');
    expect(relativeTime(Date.UTC(2020, 1, 3, 4, 5, 6), 'UTC', now)).toBe('2020-02-03 04:05');
    expect(relativeTime(Date.UTC(2020, 1, 3, 20, 5, 6), 'Asia/Shanghai', now)).toBe('2020-02-04 04:05');
  });
  it('treats future times as just now and invalid input as empty', () => {
    expect(relativeTime(now + HOUR, 'UTC', now)).toBe('just now');
    expect(relativeTime('nope', 'UTC', now)).toBe('');
  });
  it('uses the Chinese catalog in zh-CN', () => {
    runWithLocale('zh-CN', () => {
      expect(ago(10 * SECOND)).toBe('刚刚');
      expect(ago(5 * MINUTE)).toBe('5 分钟前');
      expect(ago(3 * HOUR)).toBe('3 小时前');
      expect(ago(4 * DAY)).toBe('4 天前');
    });
  });
});
