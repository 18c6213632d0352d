import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { signUp } from '@/server/auth/auth.commands.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { answerSignedIn } from '@/server/auth/answerSignedIn.ts';
import { checkSignupForm } from '@/server/signup/checkSignupForm.ts';
import { readDeviceId } from '@/server/signup/deviceCookie.ts';
import { signupLocale } from '@/server/signup/signupLocale.ts';
import { signupSchema } from '@/shared/auth/signupSchema.ts';
import type { AwaitingApprovalAnswer } from '@/shared/signup/signupAnswer.ts';
import { m } from '@/paraglide/messages.js';

export const POST = apiRoute(
  { summary: m.api_post_login_signup, permission: 'anyone', body: signupSchema },
  async (context, parsed) => {
    const input = await parsed.body();
    await checkSignupForm(input, context.locals.config.signup.minFormSeconds);
    const result = await signUp(input, {
      ...requestMeta(context),
      deviceId: readDeviceId(context.cookies),
      locale: signupLocale(context.cookies),
    });
    if ('awaitingApproval' in result) {
      return ok<AwaitingApprovalAnswer>({
        awaitingApproval: true,
        message: m.signupdefence_signed_up_awaiting(),
      });
    }
    return answerSignedIn(context, result, input.redirect);
  },
);
