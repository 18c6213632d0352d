import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { signIn } from '@/server/auth/auth.commands.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { answerSignedIn } from '@/server/auth/answerSignedIn.ts';
import { signinSchema } from '@/shared/auth/signinSchema.ts';
import { orTwoFactorStep } from '@/server/twoFactor/twoFactorRequiredResponse.ts';

export const POST = apiRoute(
  { summary: m.api_post_login_signin, permission: 'anyone', body: signinSchema },
  async (context, parsed) =>
    orTwoFactorStep(context, async () => {
      const input = await parsed.body();
      const result = await signIn(input, requestMeta(context));
      return answerSignedIn(context, result, input.redirect);
    }),
);
