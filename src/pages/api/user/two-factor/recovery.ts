import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { regenerateRecoveryCodes } from '@/server/twoFactor/enrolment.commands.ts';
import { twoFactorCodeSchema } from '@/shared/twoFactor/twoFactorSchemas.ts';

/** Replaces every recovery code (needs a current code from the app). */
export const POST = apiRoute(
  { summary: m.api_post_user_two_factor_recovery, permission: 'member', body: twoFactorCodeSchema },
  async (context, parsed) => {
    const user = requireUser(context.locals);
    const input = await parsed.body();
    return ok({ recoveryCodes: await regenerateRecoveryCodes(user.id, input.code) });
  },
);
