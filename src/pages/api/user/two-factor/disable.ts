import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { disableTwoFactor } from '@/server/twoFactor/enrolment.commands.ts';
import { twoFactorDisableSchema } from '@/shared/twoFactor/twoFactorSchemas.ts';

/** Turns two-factor sign-in off with a current code (or a recovery code) or the password. */
export const POST = apiRoute(
  { summary: m.api_post_user_two_factor_disable, permission: 'member', body: twoFactorDisableSchema },
  async (context, parsed) => {
    const user = requireUser(context.locals);
    const input = await parsed.body();
    await disableTwoFactor(user.id, input);
    return ok({ enabled: false });
  },
);
