import { ApiError } from '../http/ApiError.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { banInForce, banNotice } from '@/shared/moderation/banNotice.ts';
import type { ActiveBan } from '@/shared/users/ban.ts';

/**
 * A banned member may read but not post, comment, check in or upload (issue 7): 403 with the reason
 * and the ban's end in the site's time zone.
 */
export function assertNotBanned(
  user: { ban: ActiveBan | null },
  timeZone: string,
  now: Date = new Date(),
): void {
  const ban = banInForce(user.ban, now);
  if (ban) throw new ApiError(403, banNotice(ban, timeZone), ErrorCode.forbidden);
}
