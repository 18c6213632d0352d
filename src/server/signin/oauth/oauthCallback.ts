import { isHttpsRequest } from '@/server/http/securityRequestScheme.ts';
import type { AstroCookies } from 'astro';
import { adoptSession } from '../../auth/adoptSession.ts';
import type { SessionInfo } from '../../auth/session.queries.ts';
import { createSessionUnlessTwoFactor } from '../../twoFactor/sessionUnlessTwoFactor.ts';
import { TwoFactorRequiredError } from '../../twoFactor/TwoFactorRequiredError.ts';
import { setChallengeCookie } from '../../twoFactor/challengeCookie.ts';
import { twoFactorStepHref } from '../../twoFactor/twoFactorRequiredResponse.ts';
import type { RequestMeta } from '../../auth/requestMeta.ts';
import { ApiError } from '../../http/ApiError.ts';
import { logger } from '../../log/logger.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import { m } from '@/paraglide/messages.js';
import { matchesFlow, takeFlowCookie } from './oauthFlowCookie.ts';
import { completeOAuth } from './oauthFlow.commands.ts';
import { OAuthFailure } from './oauthTypes.ts';
import { readDeviceId } from '../../signup/deviceCookie.ts';
import { signupLocale } from '../../signup/signupLocale.ts';
import { assertNotAwaitingApproval } from '../../signup/assertMaySignIn.ts';
import { afterSignInPath } from '../../mydata/afterSignInPath.ts';

interface CallbackContext {
  url: URL;
  request: Request;
  cookies: AstroCookies;
  locals: { session: SessionInfo | null; user: CurrentUser | null };
}

export type CallbackOutcome = { redirect: string } | { error: string };

/**
 * /user/signin/callback: the flow cookie must belong to this provider and state; a bind must come
 * back to the member who started it. Signing in adopts a new session; binding keeps the current one.
 */
export async function handleOAuthCallback(
  context: CallbackContext,
  meta: RequestMeta,
): Promise<CallbackOutcome> {
  const flow = takeFlowCookie(context.cookies);
  const params = context.url.searchParams;
  if (!matchesFlow(flow, params.get('provider'), params.get('state')) || !flow) {
    return { error: m.signin_oauth_expired() };
  }
  if (params.get('error')) return { error: m.signin_oauth_failed() };
  if (flow.bindUserId !== null && context.locals.user?.id !== flow.bindUserId) {
    return { error: m.signin_oauth_expired() };
  }
  try {
    const user = await completeOAuth(context.url, flow, undefined, {
      ip: meta.ip,
      deviceId: readDeviceId(context.cookies),
      locale: signupLocale(context.cookies),
    });
    if (flow.bindUserId === null) {
      assertNotAwaitingApproval(user);
      const { token, session } = await createSessionUnlessTwoFactor(user.id, meta, flow.redirect);
      await adoptSession(context, { user, token, session });
      return { redirect: await afterSignInPath(user.id, flow.redirect) };
    }
    return { redirect: flow.redirect };
  } catch (error) {
    if (error instanceof TwoFactorRequiredError) {
      setChallengeCookie(context.cookies, error.challenge, isHttpsRequest(context.request, context.url));
      return { redirect: twoFactorStepHref(error.challenge.redirect) };
    }
    if (error instanceof ApiError) return { error: error.message };
    if (error instanceof OAuthFailure) {
      logger.warn({ err: error, provider: flow.provider }, 'third-party sign-in failed');
      return { error: m.signin_oauth_failed() };
    }
    throw error;
  }
}
