import { m } from '@/paraglide/messages.js';

export const DEFAULT_DATE_FORMAT = 'yyyy-MM-dd HH:mm:ss';

/*
 * The one rule for shown times, on the server and in the browser alike: a time is written on the
 * wall clock of the site's configured time zone (SiteConfig.timeZone), never the process's or the
 * reader's, so a page reads the same whoever renders it; titles name the zone (timeTitle).
 */

const pad = (value: number) => String(value).padStart(2, '0');
const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(date: Date, timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** Formats a date in `timeZone` (an IANA name); tokens yyyy, MM, M, dd, d, HH, H, mm, ss (SPEC §9). */
export function formatDate(
  input: Date | string | number,
  timeZone: string,
  pattern: string = DEFAULT_DATE_FORMAT,
): string {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return '';
  const clock = wallClock(date, timeZone);
  const tokens: Record<string, string> = {
    yyyy: String(clock.year),
    MM: pad(clock.month),
    M: String(clock.month),
    dd: pad(clock.day),
    d: String(clock.day),
    HH: pad(clock.hour),
    H: String(clock.hour),
    mm: pad(clock.minute),
    ss: pad(clock.second),
  };
  return pattern.replace(/yyyy|MM|M|dd|d|HH|H|mm|ss/g, (token) => tokens[token] ?? token);
}

/** The full time with its zone named, for a `title` tooltip: "2024-01-05 07:08:09 (Asia/Shanghai)". */
export function timeTitle(input: Date | string | number, timeZone: string): string {
  const time = formatDate(input, timeZone);
  return time ? m.chrome_time_in_zone({ time, zone: timeZone }) : '';
}
