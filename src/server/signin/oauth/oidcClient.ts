import * as oauth from 'oauth4webapi';
import type { OAuthProviderSettings } from '../../settings/privateSettings.ts';
import { OAUTH_TIMEOUT_MS, OAuthFailure, type OAuthClient, type OAuthIdentity } from './oauthTypes.ts';

const DISCOVERY_CACHE_MS = 10 * 60_000;
const discoveryCache = new Map<string, { server: oauth.AuthorizationServer; at: number }>();

function requestOptions(issuer: URL) {
  // An http issuer is only ever a local test or development server; production issuers are https.
  return {
    [oauth.allowInsecureRequests]: issuer.protocol === 'http:',
    signal: AbortSignal.timeout(OAUTH_TIMEOUT_MS),
  };
}

async function discover(issuer: URL): Promise<oauth.AuthorizationServer> {
  const cached = discoveryCache.get(issuer.href);
  if (cached && Date.now() - cached.at < DISCOVERY_CACHE_MS) return cached.server;
  const response = await oauth.discoveryRequest(issuer, { ...requestOptions(issuer), algorithm: 'oidc' });
  const server = await oauth.processDiscoveryResponse(issuer, response);
  discoveryCache.set(issuer.href, { server, at: Date.now() });
  return server;
}

/** A generic OpenID Connect provider found by discovery: code flow with PKCE (S256) and a nonce. */
export function createOidcClient(settings: OAuthProviderSettings): OAuthClient {
  if (!settings.issuer) throw new OAuthFailure('The OpenID Connect issuer is not configured');
  const issuer = new URL(settings.issuer);
  const client: oauth.Client = { client_id: settings.clientId };
  const clientAuth = oauth.ClientSecretBasic(settings.clientSecret);

  return {
    name: 'oidc',
    async authorizationUrl(flow, redirectUri) {
      const server = await discover(issuer);
      if (!server.authorization_endpoint) throw new OAuthFailure('The issuer has no authorization endpoint');
      const url = new URL(server.authorization_endpoint);
      url.search = new URLSearchParams({
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oauth.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
      }).toString();
      return url;
    },
    async exchange(callbackUrl, flow, redirectUri): Promise<OAuthIdentity> {
      const server = await discover(issuer);
      try {
        const params = oauth.validateAuthResponse(server, client, callbackUrl.searchParams, flow.state);
        const response = await oauth.authorizationCodeGrantRequest(
          server,
          client,
          clientAuth,
          params,
          redirectUri,
          flow.codeVerifier,
          requestOptions(issuer),
        );
        const tokens = await oauth.processAuthorizationCodeResponse(server, client, response, {
          expectedNonce: flow.nonce,
          requireIdToken: true,
        });
        const claims = oauth.getValidatedIdTokenClaims(tokens);
        if (!claims) throw new OAuthFailure('No ID token');
        let profile: Record<string, unknown> = claims;
        if (server.userinfo_endpoint && typeof claims['email'] !== 'string') {
          const userinfo = await oauth.userInfoRequest(
            server,
            client,
            tokens.access_token,
            requestOptions(issuer),
          );
          profile = { ...(await oauth.processUserInfoResponse(server, client, claims.sub, userinfo)) };
        }
        const email = typeof profile['email'] === 'string' ? profile['email'] : null;
        const name = [profile['name'], profile['preferred_username'], profile['nickname']].find(
          (value): value is string => typeof value === 'string' && value.trim() !== '',
        );
        return {
          subject: claims.sub,
          email,
          emailVerified: email !== null && profile['email_verified'] === true,
          name: name ?? '',
        };
      } catch (error) {
        if (error instanceof OAuthFailure) throw error;
        throw new OAuthFailure(error instanceof Error ? error.message : 'OpenID Connect failure', {
          cause: error,
        });
      }
    },
  };
}
