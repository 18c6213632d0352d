import type { OAuthProviderName } from '@/server/settings/privateSettings.ts';
import { m } from '@/paraglide/messages.js';

export function providerLabel(provider: OAuthProviderName | string): string {
  if (provider === 'github') return m.signin_provider_github();
  if (provider === 'wechat') return m.signin_provider_wechat();
  return m.signin_provider_oidc();
}
