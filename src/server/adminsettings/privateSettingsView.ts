import type { PrivateSettings } from '../settings/privateSettings.ts';
import type { PrivateSettingsView } from '@/shared/adminsettings/privateSchemas.ts';

/** What the settings screen may show: every value except the secrets, which it only knows are set. */
export function privateSettingsView(settings: PrivateSettings): PrivateSettingsView {
  const { password, ...smtp } = settings.smtp;
  const { apiKey, ...sms } = settings.sms;
  return {
    smtp: { ...smtp, passwordSet: password !== '' },
    sms: { ...sms, apiKeySet: apiKey !== '' },
  };
}
