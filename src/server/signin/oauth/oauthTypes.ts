import type { OAuthProviderName } from '../../settings/privateSettings.ts';

export type { OAuthProviderName };

/** Who the provider says signed in. `emailVerified` is only true when the provider vouches for it. */
export interface OAuthIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
}

/** What the start request keeps (in an HttpOnly cookie) for the callback to check. */
export interface OAuthFlowState {
  provider: OAuthProviderName;
  state: string;
  codeVerifier: string;
  nonce: string;
  redirect: string;
  /** Set when a signed-in member started the flow to bind the account to themselves. */
  bindUserId: number | null;
}

export interface OAuthClient {
  readonly name: OAuthProviderName;
  authorizationUrl(flow: OAuthFlowState, redirectUri: string): Promise<URL>;
  /** Checks the callback's parameters and exchanges the code; throws OAuthFailure when anything is off. */
  exchange(callbackUrl: URL, flow: OAuthFlowState, redirectUri: string): Promise<OAuthIdentity>;
}

export class OAuthFailure extends Error {
  override name = 'OAuthFailure';
}

export const OAUTH_TIMEOUT_MS = 10_000;
