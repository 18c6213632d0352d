import { timingSafeEqual } from 'node:crypto';
import type { AstroCookies } from 'astro';
import { generateRandomCodeVerifier, generateRandomNonce, generateRandomState } from 'oauth4webapi';
import { safeRedirectPath } from '@/shared/navigation/paths.ts';
import { isOAuthProviderName } from './oauthClients.ts';
import type { OAuthFlowState, OAuthProviderName } from './oauthTypes.ts';

const OAUTH_FLOW_COOKIE = 'plaza_oauth';
const FLOW_MAX_AGE_S = 10 * 60;

export function newFlowState(
  provider: OAuthProviderName,
  redirect: string,
  bindUserId: number | null,
): OAuthFlowState {
  return {
    provider,
    state: generateRandomState(),
    codeVerifier: generateRandomCodeVerifier(),
    nonce: generateRandomNonce(),
    redirect: safeRedirectPath(redirect),
    bindUserId,
  };
}

export function encodeFlowState(flow: OAuthFlowState): string {
  return Buffer.from(JSON.stringify(flow)).toString('base64url');
}

export function decodeFlowState(value: string | undefined): OAuthFlowState | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString()) as Partial<OAuthFlowState>;
    if (
      !isOAuthProviderName(parsed.provider) ||
      typeof parsed.state !== 'string' ||
      typeof parsed.codeVerifier !== 'string' ||
      typeof parsed.nonce !== 'string'
    ) {
      return null;
    }
    return {
      provider: parsed.provider,
      state: parsed.state,
      codeVerifier: parsed.codeVerifier,
      nonce: parsed.nonce,
      redirect: safeRedirectPath(parsed.redirect),
      bindUserId: typeof parsed.bindUserId === 'number' ? parsed.bindUserId : null,
    };
  } catch {
    return null;
  }
}

/** The callback belongs to this browser's flow: same provider, same state (compared in constant time). */
export function matchesFlow(
  flow: OAuthFlowState | null,
  provider: string | null,
  state: string | null,
): boolean {
  if (!flow || flow.provider !== provider || !state) return false;
  const expected = Buffer.from(flow.state);
  const given = Buffer.from(state);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Lax, so the cookie comes back on the provider's top-level redirect to the callback. */
export function setFlowCookie(cookies: AstroCookies, flow: OAuthFlowState, secure: boolean): void {
  cookies.set(OAUTH_FLOW_COOKIE, encodeFlowState(flow), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: FLOW_MAX_AGE_S,
  });
}

export function takeFlowCookie(cookies: AstroCookies): OAuthFlowState | null {
  const flow = decodeFlowState(cookies.get(OAUTH_FLOW_COOKIE)?.value);
  cookies.delete(OAUTH_FLOW_COOKIE, { path: '/' });
  return flow;
}
