import type { BadgeMeasure } from '@/shared/badges/badges.ts';

/*
 * Members known to hold every rule badge over a measure, so the events that move that measure (a
 * like received, above all) record no `badges.check` for them: once an author holds both like
 * badges, their next thousand likes cost no check. Per process and forgotten after a while, so a
 * badge revoked by hand in another process is earned again by rule within that time at the latest.
 */
const KEEP_MS = 10 * 60_000;
const MAX_ENTRIES = 20_000;
const completeUntil = new Map<string, number>();

const keyOf = (userId: number, measure: BadgeMeasure) => `${userId}:${measure}`;

/** Notes that the member holds every rule badge over the measure now. */
export function noteMeasureComplete(userId: number, measure: BadgeMeasure, now = Date.now()): void {
  const key = keyOf(userId, measure);
  completeUntil.delete(key);
  if (completeUntil.size >= MAX_ENTRIES) completeUntil.delete(completeUntil.keys().next().value!);
  completeUntil.set(key, now + KEEP_MS);
}

/** The measures still worth a check for the member: those not known complete. */
export function measuresToCheck(
  userId: number,
  measures: readonly BadgeMeasure[],
  now = Date.now(),
): BadgeMeasure[] {
  return measures.filter((measure) => (completeUntil.get(keyOf(userId, measure)) ?? 0) <= now);
}

/** A badge was taken back: its measure may be earned again. */
export function forgetCompleteMeasures(userId: number): void {
  for (const key of [...completeUntil.keys()]) if (key.startsWith(`${userId}:`)) completeUntil.delete(key);
}
