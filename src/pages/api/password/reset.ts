import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { answerSignedIn } from '@/server/auth/answerSignedIn.ts';
import { resetPassword } from '@/server/account/passwordReset.commands.ts';
import { resetPasswordSchema } from '@/shared/account/accountSchemas.ts';
import { orTwoFactorStep } from '@/server/twoFactor/twoFactorRequiredResponse.ts';

export const POST = apiRoute(
  { summary: m.api_post_password_reset, permission: 'anyone', body: resetPasswordSchema },
  async (context, parsed) =>
    orTwoFactorStep(context, async () => {
      const input = await parsed.body();
      const result = await resetPassword(input, requestMeta(context));
      return answerSignedIn(context, result, '/');
    }),
);
