import { OAUTH_PROVIDERS, type OAuthSettings } from '../../settings/privateSettings.ts';
import { createGithubClient } from './githubClient.ts';
import { createOidcClient } from './oidcClient.ts';
import { createWechatClient } from './wechatClient.ts';
import type { OAuthClient, OAuthProviderName } from './oauthTypes.ts';

export function isOAuthProviderName(value: unknown): value is OAuthProviderName {
  return typeof value === 'string' && (OAUTH_PROVIDERS as readonly string[]).includes(value);
}

/** Providers switched on and given a client id (and, for OIDC, an issuer). */
export function enabledProviders(settings: OAuthSettings): OAuthProviderName[] {
  return OAUTH_PROVIDERS.filter((name) => {
    const provider = settings[name];
    return provider.enabled && provider.clientId !== '' && (name !== 'oidc' || Boolean(provider.issuer));
  });
}

/** The client for an enabled provider, or null. */
export function oauthClientFor(name: OAuthProviderName, settings: OAuthSettings): OAuthClient | null {
  if (!enabledProviders(settings).includes(name)) return null;
  const provider = settings[name];
  if (name === 'github') return createGithubClient(provider);
  if (name === 'wechat') return createWechatClient(provider);
  return createOidcClient(provider);
}
