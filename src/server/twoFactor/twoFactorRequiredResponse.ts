import { isHttpsRequest } from '@/server/http/securityRequestScheme.ts';
import type { AstroCookies } from 'astro';
import { fail } from '../http/respond.ts';
import { setChallengeCookie, TWO_FACTOR_STEP_PATH } from './challengeCookie.ts';
import { TwoFactorRequiredError } from './TwoFactorRequiredError.ts';
import type { TwoFactorChallengeData } from '@/shared/twoFactor/twoFactorChallengeData.ts';

/**
 * The answer of a sign-in endpoint when a second factor is needed: 401, `success: false`,
 * `errorCode` 8, no session cookie; `data` holds the challenge for API clients and the page for
 * browsers (which also get the challenge as an httpOnly cookie).
 */
function twoFactorRequiredResponse(
  context: { cookies: AstroCookies; request: Request; url: URL },
  error: TwoFactorRequiredError,
): Response {
  setChallengeCookie(context.cookies, error.challenge, isHttpsRequest(context.request, context.url));
  const data: TwoFactorChallengeData = {
    challenge: error.challenge.token,
    expiresAt: error.challenge.expiresAt.toISOString(),
    next: twoFactorStepHref(error.challenge.redirect),
  };
  return fail(error.status, error.message, error.errorCode, { data });
}

export function twoFactorStepHref(redirect: string): string {
  return `${TWO_FACTOR_STEP_PATH}?redirect=${encodeURIComponent(redirect)}`;
}

/** Runs a sign-in; a TwoFactorRequiredError becomes the challenge answer. */
export async function orTwoFactorStep(
  context: { cookies: AstroCookies; request: Request; url: URL },
  run: () => Promise<Response>,
): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof TwoFactorRequiredError) return twoFactorRequiredResponse(context, error);
    throw error;
  }
}
