import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { assertNotBanned } from '@/server/moderation/assertNotBanned.ts';
import { checkIn } from '@/server/checkin/checkIn.ts';
import type { CheckinResult } from '@/shared/checkin/checkinTypes.ts';

/** POST /api/checkin → today's check-in; 409 when the user has already checked in today. */
export const POST = apiRoute({ summary: m.api_post_checkin, permission: 'member' }, async ({ locals }) => {
  const user = requireUser(locals);
  assertNotBanned(user, locals.config.timeZone);
  return ok<CheckinResult>(await checkIn(user.id, locals.config));
});
