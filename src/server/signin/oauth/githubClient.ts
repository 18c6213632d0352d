import { calculatePKCECodeChallenge } from 'oauth4webapi';
import type { OAuthProviderSettings } from '../../settings/privateSettings.ts';
import { fetchJson, stringField } from './fetchJson.ts';
import { OAuthFailure, type OAuthClient } from './oauthTypes.ts';

const AUTHORIZE_URL = 'https://github.com/login/oauth/authorize';
const TOKEN_URL = 'https://github.com/login/oauth/access_token';
const API = 'https://api.github.com';

/** GitHub OAuth apps: code flow with PKCE; the email comes from /user/emails (primary and verified). */
export function createGithubClient(settings: OAuthProviderSettings): OAuthClient {
  return {
    name: 'github',
    async authorizationUrl(flow, redirectUri) {
      const url = new URL(AUTHORIZE_URL);
      url.search = new URLSearchParams({
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        scope: 'read:user user:email',
        state: flow.state,
        code_challenge: await calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
        allow_signup: 'true',
      }).toString();
      return url;
    },
    async exchange(callbackUrl, flow, redirectUri) {
      const code = callbackUrl.searchParams.get('code');
      if (!code) throw new OAuthFailure('No code in the callback');
      const token = await fetchJson(TOKEN_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          code,
          redirect_uri: redirectUri,
          code_verifier: flow.codeVerifier,
        }),
      });
      const accessToken = stringField(token, 'access_token');
      if (!accessToken)
        throw new OAuthFailure(`GitHub refused the code: ${stringField(token, 'error') ?? '?'}`);
      const auth = { authorization: `Bearer ${accessToken}`, 'x-github-api-version': '2022-11-28' };
      const user = await fetchJson(`${API}/user`, { headers: auth });
      const subject = stringField(user, 'id');
      if (!subject) throw new OAuthFailure('GitHub returned no user id');
      const emails = (await fetchJson(`${API}/user/emails`, { headers: auth }).catch(() => ({}))) as unknown;
      const list = Array.isArray(emails)
        ? (emails as { email?: unknown; primary?: unknown; verified?: unknown }[])
        : [];
      const primary = list.find((entry) => entry.primary === true && typeof entry.email === 'string');
      return {
        subject,
        email: typeof primary?.email === 'string' ? primary.email : null,
        emailVerified: primary?.verified === true,
        name: stringField(user, 'name') ?? stringField(user, 'login') ?? '',
      };
    },
  };
}
