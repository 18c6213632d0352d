import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { adoptSession } from '@/server/auth/adoptSession.ts';
import { toCurrentUser } from '@/server/users/publicUser.ts';
import { signInWithSms } from '@/server/signin/sms/smsSignin.commands.ts';
import { assertSmsSigninEnabled } from '@/server/signin/sms/chooseSmsProvider.ts';
import { getPrivateSettings } from '@/server/settings/privateSettings.ts';
import { smsSigninSchema } from '@/shared/signin/smsSchemas.ts';
import type { AuthResult } from '@/shared/auth/authResult.ts';
import { orTwoFactorStep } from '@/server/twoFactor/twoFactorRequiredResponse.ts';

export const POST = apiRoute(async (context) =>
  orTwoFactorStep(context, async () => {
    assertSmsSigninEnabled((await getPrivateSettings()).sms);
    const input = await parseBody(context.request, smsSigninSchema);
    const result = await signInWithSms(input, requestMeta(context));
    await adoptSession(context, result);
    return ok<AuthResult>({
      user: toCurrentUser(result.user),
      token: result.token,
      redirect: input.redirect,
    });
  }),
);
