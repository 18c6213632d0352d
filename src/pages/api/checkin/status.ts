import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { checkinStatus } from '@/server/checkin/checkinStatus.ts';
import type { CheckinStatus } from '@/shared/checkin/checkinTypes.ts';

/** GET /api/checkin/status → {checkedIn, streak, todayRank?} for the signed-in user. */
export const GET = apiRoute(
  { summary: m.api_get_checkin_status, permission: 'member' },
  async ({ locals }) => {
    const user = requireUser(locals);
    return ok<CheckinStatus>(await checkinStatus(user.id, locals.config.timeZone));
  },
);
