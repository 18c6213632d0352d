import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { signIn } from '@/server/auth/auth.commands.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { adoptSession } from '@/server/auth/adoptSession.ts';
import { toCurrentUser } from '@/server/users/publicUser.ts';
import { signinSchema } from '@/shared/auth/signinSchema.ts';
import type { AuthResult } from '@/shared/auth/authResult.ts';
import { orTwoFactorStep } from '@/server/twoFactor/twoFactorRequiredResponse.ts';

export const POST = apiRoute(async (context) =>
  orTwoFactorStep(context, async () => {
    const input = await parseBody(context.request, signinSchema);
    const result = await signIn(input, requestMeta(context));
    await adoptSession(context, result);
    return ok<AuthResult>({
      user: toCurrentUser(result.user),
      token: result.token,
      redirect: input.redirect,
    });
  }),
);
