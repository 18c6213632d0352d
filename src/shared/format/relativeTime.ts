import { m } from '@/paraglide/messages.js';
import { formatDate } from './formatDate.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Under a minute "just now"; under an hour minutes ago; up to 24 hours hours ago;
 * up to 30 days days ago; otherwise "yyyy-MM-dd HH:mm" in the site's `timeZone` (see formatDate).
 * Future times count as "just now".
 */
export function relativeTime(
  input: Date | string | number,
  timeZone: string,
  now: Date | number = Date.now(),
): string {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return '';
  const elapsed = (now instanceof Date ? now.getTime() : now) - date.getTime();
  if (elapsed < MINUTE) return m.chrome_time_just_now();
  if (elapsed < HOUR) {
    return m.chrome_time_minutes_ago({ count: Math.floor(elapsed / MINUTE) });
  }
  if (elapsed <= DAY) {
    return m.chrome_time_hours_ago({ count: Math.floor(elapsed / HOUR) });
  }
  if (elapsed <= 30 * DAY) {
    return m.chrome_time_days_ago({ count: Math.floor(elapsed / DAY) });
  }
  return formatDate(date, timeZone, 'yyyy-MM-dd HH:mm');
}
