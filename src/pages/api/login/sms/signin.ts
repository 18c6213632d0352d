import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { answerSignedIn } from '@/server/auth/answerSignedIn.ts';
import { signInWithSms } from '@/server/signin/sms/smsSignin.commands.ts';
import { assertSmsSigninEnabled } from '@/server/signin/sms/chooseSmsProvider.ts';
import { getPrivateSettings } from '@/server/settings/privateSettings.ts';
import { smsSigninSchema } from '@/shared/signin/smsSchemas.ts';
import { readDeviceId } from '@/server/signup/deviceCookie.ts';
import { signupLocale } from '@/server/signup/signupLocale.ts';
import { orTwoFactorStep } from '@/server/twoFactor/twoFactorRequiredResponse.ts';

export const POST = apiRoute(
  { summary: m.api_post_login_sms_signin, permission: 'anyone', body: smsSigninSchema },
  async (context, parsed) =>
    orTwoFactorStep(context, async () => {
      assertSmsSigninEnabled((await getPrivateSettings()).sms);
      const input = await parsed.body();
      const result = await signInWithSms(input, {
        ...requestMeta(context),
        deviceId: readDeviceId(context.cookies),
        locale: signupLocale(context.cookies),
      });
      return answerSignedIn(context, result, input.redirect);
    }),
);
