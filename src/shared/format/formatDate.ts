import { m } from '@/paraglide/messages.js';

export const DEFAULT_DATE_FORMAT = 'yyyy-MM-dd HH:mm:ss';

/*
 * The one rule for shown times, on the server and in the browser alike: a time is written on the
 * wall clock of the site's configured time zone (SiteConfig.timeZone), never the process's or the
 * reader's, so a page reads the same whoever renders it; titles name the zone (timeTitle).
 */

const pad = (value: number) => String(value).padStart(2, '0');
const formatters = new Map<string, Intl.DateTimeFormat>();

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function formatterOf(timeZone: string): Intl.DateTimeFormat {
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
  return formatter;
}

function exactWallClock(date: Date, timeZone: string): WallClock {
  const parts = formatterOf(timeZone).formatToParts(date);
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

/** The zone's offset from UTC at `ms` (whole seconds), read from ICU once. */
export function offsetAt(ms: number, timeZone: string): number {
  const clock = exactWallClock(new Date(ms), timeZone);
  const wall = new Date(Date.UTC(2000, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second));
  wall.setUTCFullYear(clock.year);
  return wall.getTime() - (ms - (((ms % 1000) + 1000) % 1000));
}

// formatToParts is ICU work (~3% of an uncached page render, a page shows dozens of times), while a
// zone's offset changes a few times a year. The offset is looked up once per zone and quarter hour:
// kept when it is the same at the quarter's first and last millisecond (no transition inside),
// else that quarter's times are formatted exactly.
const QUARTER_HOUR = 15 * 60 * 1000;
const MIXED = Symbol('offset changes within the quarter hour');
const MAX_KEPT_OFFSETS = 20_000;
const offsets = new Map<string, Map<number, number | typeof MIXED>>();

function quarterOffset(quarter: number, timeZone: string): number | typeof MIXED {
  let zone = offsets.get(timeZone);
  if (!zone) offsets.set(timeZone, (zone = new Map()));
  let offset = zone.get(quarter);
  if (offset === undefined) {
    const first = offsetAt(quarter * QUARTER_HOUR, timeZone);
    const last = offsetAt(quarter * QUARTER_HOUR + QUARTER_HOUR - 1, timeZone);
    offset = first === last ? first : MIXED;
    if (zone.size >= MAX_KEPT_OFFSETS) zone.clear();
    zone.set(quarter, offset);
  }
  return offset;
}

function wallClock(date: Date, timeZone: string): WallClock {
  const ms = date.getTime();
  const offset = quarterOffset(Math.floor(ms / QUARTER_HOUR), timeZone);
  if (offset === MIXED) return exactWallClock(date, timeZone);
  const wall = new Date(ms + offset);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** Formats a date in `timeZone` (an IANA name); tokens yyyy, MM, M, dd, d, HH, H, mm, ss. */
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
