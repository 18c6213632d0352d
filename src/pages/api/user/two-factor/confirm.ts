import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { confirmEnrolment } from '@/server/twoFactor/enrolment.commands.ts';
import { twoFactorCodeSchema } from '@/shared/twoFactor/twoFactorSchemas.ts';

/** A current code turns the pending enrolment on; the answer holds the recovery codes (shown once). */
export const POST = apiRoute(
  { summary: m.api_post_user_two_factor_confirm, permission: 'member', body: twoFactorCodeSchema },
  async (context, parsed) => {
    const user = requireUser(context.locals);
    const input = await parsed.body();
    return ok({ recoveryCodes: await confirmEnrolment(user.id, input.code) });
  },
);
