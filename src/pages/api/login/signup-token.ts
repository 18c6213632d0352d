import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { formTokenKey } from '@/server/signup/formTokenKey.ts';
import { signFormToken } from '@/server/signup/formToken.ts';
import type { SignupTokenAnswer } from '@/shared/signup/signupAnswer.ts';

/** The sign-up form's token for API clients: send it as `formToken` at least `minFormSeconds` later. */
export const GET = apiRoute(
  { summary: m.api_get_login_signup_token, permission: 'anyone' },
  async (context) =>
    ok<SignupTokenAnswer>({
      formToken: signFormToken(await formTokenKey(), Date.now()),
      minFormSeconds: context.locals.config.signup.minFormSeconds,
    }),
);
