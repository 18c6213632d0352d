import { isHttpsRequest } from '@/server/http/securityRequestScheme.ts';
import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { adoptSession } from '@/server/auth/adoptSession.ts';
import { toCurrentUser } from '@/server/users/publicUser.ts';
import { completeChallenge } from '@/server/twoFactor/challenge.commands.ts';
import { clearChallengeCookie, readChallengeCookie } from '@/server/twoFactor/challengeCookie.ts';
import { twoFactorSigninSchema } from '@/shared/twoFactor/twoFactorSchemas.ts';
import { safeRedirectPath } from '@/shared/navigation/paths.ts';
import type { AuthResult } from '@/shared/auth/authResult.ts';

/** The second sign-in step: the challenge from a sign-in answer (or the browser's cookie) and a code. */
export const POST = apiRoute(async (context) => {
  const input = await parseBody(context.request, twoFactorSigninSchema);
  const challenge = input.challenge || readChallengeCookie(context.cookies);
  const result = await completeChallenge(challenge, input.code, requestMeta(context));
  clearChallengeCookie(context.cookies, isHttpsRequest(context.request, context.url));
  await adoptSession(context, result);
  return ok<AuthResult>({
    user: toCurrentUser(result.user),
    token: result.token,
    redirect: safeRedirectPath(result.redirect),
  });
});
