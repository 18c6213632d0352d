import { m } from '@/paraglide/messages.js';
import { formatDate } from './formatDate.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * SPEC §9: under a minute "just now"; under an hour minutes ago; up to 24 hours hours ago;
 * up to 30 days days ago; otherwise "yyyy-MM-dd HH:mm". Future times count as "just now".
 */
export function relativeTime(input: Date | string | number, now: Date | number = Date.now()): string {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return '';
  const elapsed = (now instanceof Date ? now.getTime() : now) - date.getTime();
  if (elapsed < MINUTE) return m.chrome_time_just_now();
  if (elapsed < HOUR) {
    const minutes = Math.floor(elapsed / MINUTE);
    return minutes === 1 ? m.chrome_time_minute_ago() : m.chrome_time_minutes_ago({ count: minutes });
  }
  if (elapsed <= DAY) {
    const hours = Math.floor(elapsed / HOUR);
    return hours === 1 ? m.chrome_time_hour_ago() : m.chrome_time_hours_ago({ count: hours });
  }
  if (elapsed <= 30 * DAY) {
    const days = Math.floor(elapsed / DAY);
    return days === 1 ? m.chrome_time_day_ago() : m.chrome_time_days_ago({ count: days });
  }
  return formatDate(date, 'yyyy-MM-dd HH:mm');
}
