import { getDb, type Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { getEnv } from '../../config/env.ts';
import { getPrivateSettings } from '../../settings/privateSettings.ts';
import { oauthClientFor } from './oauthClients.ts';
import { newFlowState } from './oauthFlowCookie.ts';
import { resolveOAuthUser } from './oauthAccounts.commands.ts';
import type { SignupOrigin } from '../../signup/signupOrigin.ts';
import { OAuthFailure, type OAuthFlowState, type OAuthProviderName } from './oauthTypes.ts';

/** The callback address registered with every provider: one page, the provider in the query. */
export function oauthRedirectUri(requestUrl: URL, provider: OAuthProviderName): string {
  const origin = getEnv().PUBLIC_ORIGIN ?? requestUrl.origin;
  return new URL(`/user/signin/callback?provider=${provider}`, origin).href;
}

/** A fresh flow (state, PKCE verifier, nonce) and the provider's authorization URL; null when disabled. */
export async function startOAuth(
  provider: OAuthProviderName,
  requestUrl: URL,
  redirect: string,
  bindUserId: number | null,
  db: Database = getDb(),
): Promise<{ flow: OAuthFlowState; location: URL } | null> {
  const client = oauthClientFor(provider, (await getPrivateSettings(db)).oauth);
  if (!client) return null;
  const flow = newFlowState(provider, redirect, bindUserId);
  const location = await client.authorizationUrl(flow, oauthRedirectUri(requestUrl, provider));
  return { flow, location };
}

/** Exchanges the callback's code (the caller has matched the state) and finds or creates the member. */
export async function completeOAuth(
  callbackUrl: URL,
  flow: OAuthFlowState,
  db: Database = getDb(),
  origin: SignupOrigin = { ip: '', deviceId: null },
): Promise<UserRow> {
  const client = oauthClientFor(flow.provider, (await getPrivateSettings(db)).oauth);
  if (!client) throw new OAuthFailure('The provider is not enabled');
  const identity = await client.exchange(callbackUrl, flow, oauthRedirectUri(callbackUrl, flow.provider));
  return resolveOAuthUser(flow.provider, identity, flow.bindUserId, db, origin);
}
