import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { disableTwoFactor } from '@/server/twoFactor/enrolment.commands.ts';
import { twoFactorDisableSchema } from '@/shared/twoFactor/twoFactorSchemas.ts';

/** Turns two-factor sign-in off with a current code (or a recovery code) or the password. */
export const POST = apiRoute(async (context) => {
  const user = requireUser(context.locals);
  const input = await parseBody(context.request, twoFactorDisableSchema);
  await disableTwoFactor(user.id, input);
  return ok({ enabled: false });
});
