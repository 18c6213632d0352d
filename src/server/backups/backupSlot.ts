import { localDay, shiftDay, type LocalDay } from '@/shared/checkin/localDay.ts';
import { offsetAt } from '@/shared/format/formatDate.ts';

/** The instant the wall clock of `timeZone` shows `time` ('HH:MM') on `day`; in a skipped hour, an hour on. */
export function zonedInstant(day: LocalDay, time: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const asUtc = Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1, hour ?? 0, minute ?? 0);
  const first = asUtc - offsetAt(asUtc, timeZone);
  // The offset at the guess may differ from the offset at the answer when a clock change lies between.
  return new Date(asUtc - offsetAt(first, timeZone));
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
