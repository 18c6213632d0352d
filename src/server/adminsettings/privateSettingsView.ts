import { OAUTH_PROVIDERS, type PrivateSettings } from '../settings/privateSettings.ts';
import type { OAuthProviderView, PrivateSettingsView } from '@/shared/adminsettings/privateSchemas.ts';

/** What the settings screen may show: every value except the secrets, which it only knows are set. */
export function privateSettingsView(settings: PrivateSettings): PrivateSettingsView {
  const { password, ...smtp } = settings.smtp;
  const { apiKey, ...sms } = settings.sms;
  const { key, ...akismet } = settings.akismet;
  const oauth = Object.fromEntries(
    OAUTH_PROVIDERS.map((name) => {
      const { enabled, clientId, clientSecret, issuer } = settings.oauth[name];
      const view: OAuthProviderView = {
        enabled,
        clientId,
        issuer: issuer ?? '',
        clientSecretSet: clientSecret !== '',
      };
      return [name, view];
    }),
  ) as PrivateSettingsView['oauth'];
  return {
    smtp: { ...smtp, passwordSet: password !== '' },
    sms: { ...sms, apiKeySet: apiKey !== '' },
    oauth,
    akismet: { ...akismet, keySet: key !== '' },
  };
}
