import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { signIn } from '@/server/auth/auth.commands.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { answerSignedIn } from '@/server/auth/answerSignedIn.ts';
import { signinSchema } from '@/shared/auth/signinSchema.ts';
import { orTwoFactorStep } from '@/server/twoFactor/twoFactorRequiredResponse.ts';

export const POST = apiRoute(async (context) =>
  orTwoFactorStep(context, async () => {
    const input = await parseBody(context.request, signinSchema);
    const result = await signIn(input, requestMeta(context));
    return answerSignedIn(context, result, input.redirect);
  }),
);
