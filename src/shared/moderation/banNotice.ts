import type { ActiveBan } from '@/shared/users/ban.ts';
import { formatDate } from '@/shared/format/formatDate.ts';
import { m } from '@/paraglide/messages.js';

/** "You are banned until … Reason: …" — shown on refusals and as the banner on composer pages. */
export function banNotice(ban: ActiveBan, timeZone: string): string {
  return ban.until === null
    ? m.moderation_banned_forever({ reason: ban.reason })
    : m.moderation_banned_until({
        date: formatDate(ban.until, timeZone, 'yyyy-MM-dd HH:mm'),
        reason: ban.reason,
      });
}

/** The ban still in force at `now` (a ban read earlier may have run out since). */
export function banInForce(ban: ActiveBan | null, now: Date = new Date()): ActiveBan | null {
  if (!ban) return null;
  if (ban.until !== null && new Date(ban.until).getTime() <= now.getTime()) return null;
  return ban;
}
