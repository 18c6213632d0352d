import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { confirmEnrolment } from '@/server/twoFactor/enrolment.commands.ts';
import { twoFactorCodeSchema } from '@/shared/twoFactor/twoFactorSchemas.ts';

/** A current code turns the pending enrolment on; the answer holds the recovery codes (shown once). */
export const POST = apiRoute(async (context) => {
  const user = requireUser(context.locals);
  const input = await parseBody(context.request, twoFactorCodeSchema);
  return ok({ recoveryCodes: await confirmEnrolment(user.id, input.code) });
});
