import { isHttpsRequest } from '@/server/http/securityRequestScheme.ts';
import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { answerSignedIn } from '@/server/auth/answerSignedIn.ts';
import { completeChallenge } from '@/server/twoFactor/challenge.commands.ts';
import { clearChallengeCookie, readChallengeCookie } from '@/server/twoFactor/challengeCookie.ts';
import { twoFactorSigninSchema } from '@/shared/twoFactor/twoFactorSchemas.ts';
import { safeRedirectPath } from '@/shared/navigation/paths.ts';

/** The second sign-in step: the challenge from a sign-in answer (or the browser's cookie) and a code. */
export const POST = apiRoute(
  { summary: m.api_post_login_two_factor, permission: 'anyone', body: twoFactorSigninSchema },
  async (context, parsed) => {
    const input = await parsed.body();
    const challenge = input.challenge || readChallengeCookie(context.cookies);
    const result = await completeChallenge(challenge, input.code, requestMeta(context));
    clearChallengeCookie(context.cookies, isHttpsRequest(context.request, context.url));
    return answerSignedIn(context, result, safeRedirectPath(result.redirect));
  },
);
