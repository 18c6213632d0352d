import type { BadgeMeasure } from '@/shared/badges/badges.ts';

/*
 * How far each member is known to be from their next rule badge over a measure: the events that
 * move a measure (a like received, above all) add one at most, so a member 40 likes short of the
 * next badge needs no `badges.check` for the next 39 likes, and one who holds every badge over it
 * (Infinity) none at all. A check reads the measure again and notes the new distance. Per process
 * and forgotten after a while: another process's events do not count down here, so in a forum of
 * several processes a badge can come later than its event, by this time at the latest; never early.
 */
const KEEP_MS = 10 * 60_000;
const MAX_ENTRIES = 20_000;

interface Distance {
  /** Events still to come before a check can find the next badge earned. */
  remaining: number;
  until: number;
}

const distances = new Map<string, Distance>();

const keyOf = (userId: number, measure: BadgeMeasure) => `${userId}:${measure}`;

/** Notes the member's distance to their next badge over the measure: Infinity once they hold them all. */
export function noteMeasureDistance(
  userId: number,
  measure: BadgeMeasure,
  remaining: number,
  now = Date.now(),
): void {
  const key = keyOf(userId, measure);
  distances.delete(key);
  if (distances.size >= MAX_ENTRIES) distances.delete(distances.keys().next().value!);
  distances.set(key, { remaining, until: now + KEEP_MS });
}

/**
 * The measures an event that adds one to each of them makes worth a check for the member: those not
 * known to be further than this event from the next badge. The others count the event down.
 */
export function measuresToCheck(
  userId: number,
  measures: readonly BadgeMeasure[],
  now = Date.now(),
): BadgeMeasure[] {
  return measures.filter((measure) => {
    const known = distances.get(keyOf(userId, measure));
    if (!known || known.until <= now || known.remaining <= 1) return true;
    known.remaining -= 1;
    return false;
  });
}

/** A badge was taken back: its measure may be earned again. */
export function forgetMeasureDistances(userId: number): void {
  for (const key of [...distances.keys()]) if (key.startsWith(`${userId}:`)) distances.delete(key);
}
