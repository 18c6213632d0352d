import { localDay, shiftDay, type LocalDay } from '@/shared/checkin/localDay.ts';

const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClockOf(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = wallClockOf(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant the wall clock of `timeZone` shows `time` ('HH:MM') on `day`; in a skipped hour, an hour on. */
export function zonedInstant(day: LocalDay, time: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const asUtc = Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1, hour ?? 0, minute ?? 0);
  const first = asUtc - zoneOffsetMs(asUtc, timeZone);
  // The offset at the guess may differ from the offset at the answer when a clock change lies between.
  return new Date(asUtc - zoneOffsetMs(first, timeZone));
}

/** The latest daily slot at `time` that is not after `now`: today's once it has passed, else yesterday's. */
export function latestBackupSlot(now: Date, time: string, timeZone: string): Date {
  const today = localDay(now, timeZone);
  const slot = zonedInstant(today, time, timeZone);
  return slot.getTime() <= now.getTime() ? slot : zonedInstant(shiftDay(today, -1), time, timeZone);
}

/** The first daily slot at `time` after `now`. */
export function nextBackupSlot(now: Date, time: string, timeZone: string): Date {
  const today = localDay(now, timeZone);
  const slot = zonedInstant(today, time, timeZone);
  return slot.getTime() > now.getTime() ? slot : zonedInstant(shiftDay(today, 1), time, timeZone);
}
