import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { answerSignedIn } from '@/server/auth/answerSignedIn.ts';
import { resetPassword } from '@/server/account/passwordReset.commands.ts';
import { resetPasswordSchema } from '@/shared/account/accountSchemas.ts';
import { orTwoFactorStep } from '@/server/twoFactor/twoFactorRequiredResponse.ts';

export const POST = apiRoute(async (context) =>
  orTwoFactorStep(context, async () => {
    const input = await parseBody(context.request, resetPasswordSchema);
    const result = await resetPassword(input, requestMeta(context));
    return answerSignedIn(context, result, '/');
  }),
);
