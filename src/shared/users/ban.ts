/** How long a ban lasts: 7 days or forever (decision 018). */
export const BAN_DURATIONS = ['7d', 'forever'] as const;
export type BanDuration = (typeof BAN_DURATIONS)[number];

/** Stored as banned_until for a permanent ban (DATETIME's far end). */
export const BAN_FOREVER = new Date('9999-12-31T00:00:00.000Z');
const SEVEN_DAYS_MS = 7 * 86_400_000;

export function banEnd(duration: BanDuration, now: Date = new Date()): Date {
  return duration === 'forever' ? BAN_FOREVER : new Date(now.getTime() + SEVEN_DAYS_MS);
}

/** A ban in force: until when (null = forever) and why. */
export interface ActiveBan {
  until: string | null;
  reason: string;
}

/** The ban in force at `now`, or null once it has run out (expiry needs no job). */
export function activeBan(
  bannedUntil: Date | null,
  reason: string,
  now: Date = new Date(),
): ActiveBan | null {
  if (!bannedUntil || bannedUntil.getTime() <= now.getTime()) return null;
  return { until: bannedUntil.getTime() >= BAN_FOREVER.getTime() ? null : bannedUntil.toISOString(), reason };
}
