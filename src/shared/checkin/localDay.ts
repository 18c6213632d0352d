/** A calendar date as 'YYYY-MM-DD'. */
export type LocalDay = string;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const MINUTE_MS = 60_000;
// Since 1972 every zone's offset is whole minutes (Monrovia's -0:44:30 was the last exception).
const WHOLE_MINUTE_OFFSETS_FROM_MS = Date.UTC(1973, 0, 1);
/** Per zone, the last minute asked and its date: the viewer request asks on every member page view. */
const lastMinute = new Map<string, { minute: number; day: LocalDay }>();

function formattedDay(now: Date, timeZone: string): LocalDay {
  const parts = formatterFor(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The date on the wall calendar of `timeZone` at the instant `now` (the site's day boundary). A date
 * changes only on a whole minute, so the minute's date is kept per zone.
 */
export function localDay(now: Date, timeZone: string): LocalDay {
  const time = now.getTime();
  if (!(time >= WHOLE_MINUTE_OFFSETS_FROM_MS)) return formattedDay(now, timeZone);
  const minute = Math.floor(time / MINUTE_MS);
  const known = lastMinute.get(timeZone);
  if (known?.minute === minute) return known.day;
  const day = formattedDay(now, timeZone);
  lastMinute.set(timeZone, { minute, day });
  return day;
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 for a calendar date: a stable number per day (the check-in's score reference). */
export function dayNumber(day: LocalDay): number {
  const [year, month, date] = day.split('-').map(Number);
  return Math.round(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1) / DAY_MS);
}

/** The calendar date `offset` days from `day` (negative for earlier days). */
export function shiftDay(day: LocalDay, offset: number): LocalDay {
  return new Date((dayNumber(day) + offset) * DAY_MS).toISOString().slice(0, 10);
}

export function isLocalDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && shiftDay(value, 0) === value;
}
