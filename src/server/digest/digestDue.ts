import { shiftDay } from '@/shared/checkin/localDay.ts';
import type { DigestMember } from './awayMembers.ts';

const DAY_MS = 86_400_000;
/**
 * Runs start at most once a day but drift with the hourly housekeeping: a member counts as due a
 * few hours early, so a daily member is never skipped to the day after.
 */
const DUE_SLACK_MS = 3 * 60 * 60 * 1000;
/** A digest shows at most the last month: the best of a year away is old news. */
const DIGEST_LOOKBACK_DAYS = 30;

/** The last visit day of a member away `afterDays` days, in the site's calendar. */
export function lastAwayDay(today: string, afterDays: number): string {
  return shiftDay(today, -afterDays);
}

/** A member whose last digest is older than this is due for the next one. */
export function lastDigestDueBefore(digestDays: number, now: Date): Date {
  return new Date(now.getTime() - digestDays * DAY_MS + DUE_SLACK_MS);
}

/** Whether the member's own frequency calls for a digest now (the walk already found them away). */
export function isDigestDue(member: DigestMember, now: Date, afterDays: number): boolean {
  if (member.digestDays <= 0) return false;
  if (member.lastVisitDay === null && member.createdAt.getTime() > now.getTime() - afterDays * DAY_MS) {
    return false;
  }
  return member.lastDigestAt === null || member.lastDigestAt <= lastDigestDueBefore(member.digestDays, now);
}

/**
 * What the member may have seen already ends here: the day after their last visit, their last
 * digest or their sign-up, whichever is latest, and never more than the lookback ago.
 */
export function digestSince(member: DigestMember, now: Date): Date {
  const times = [now.getTime() - DIGEST_LOOKBACK_DAYS * DAY_MS, member.createdAt.getTime()];
  if (member.lastVisitDay) times.push(Date.parse(`${shiftDay(member.lastVisitDay, 1)}T00:00:00Z`));
  if (member.lastDigestAt) times.push(member.lastDigestAt.getTime());
  return new Date(Math.max(...times));
}
