import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { regenerateRecoveryCodes } from '@/server/twoFactor/enrolment.commands.ts';
import { twoFactorCodeSchema } from '@/shared/twoFactor/twoFactorSchemas.ts';

/** Replaces every recovery code (needs a current code from the app). */
export const POST = apiRoute(async (context) => {
  const user = requireUser(context.locals);
  const input = await parseBody(context.request, twoFactorCodeSchema);
  return ok({ recoveryCodes: await regenerateRecoveryCodes(user.id, input.code) });
});
