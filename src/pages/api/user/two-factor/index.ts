import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { twoFactorStatus } from '@/server/twoFactor/enrolment.queries.ts';

/** Whether two-factor sign-in is on, and how many recovery codes are left. */
export const GET = apiRoute({ summary: m.api_get_user_two_factor, permission: 'member' }, async (context) => {
  const user = requireUser(context.locals);
  const status = await twoFactorStatus(user.id);
  return ok({
    enabled: status.enabledAt !== null,
    enabledAt: status.enabledAt,
    recoveryRemaining: status.recoveryRemaining,
  });
});
