import type { SmsSettings } from '../../settings/privateSettings.ts';
import { developmentSmsProvider } from './developmentSmsProvider.ts';
import { createHttpSmsProvider } from './httpSmsProvider.ts';
import type { SmsProvider } from './smsProvider.ts';

/** The provider the private settings choose (`private.sms.provider`). */
export function smsProviderFor(settings: SmsSettings): SmsProvider {
  return settings.provider === 'http' ? createHttpSmsProvider(settings) : developmentSmsProvider;
}

/** Only the development provider writes codes to the log, and only then does the UI say so. */
export function isDevelopmentSms(settings: SmsSettings): boolean {
  return settings.provider !== 'http';
}
