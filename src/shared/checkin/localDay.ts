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

/** The date on the wall calendar of `timeZone` at the instant `now` (the site's day boundary). */
export function localDay(now: Date, timeZone: string): LocalDay {
  const parts = formatterFor(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
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
