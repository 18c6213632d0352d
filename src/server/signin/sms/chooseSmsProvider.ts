import { ApiError } from '../../http/ApiError.ts';
import type { SmsSettings } from '../../settings/privateSettings.ts';
import { developmentSmsProvider } from './developmentSmsProvider.ts';
import { createHttpSmsProvider } from './httpSmsProvider.ts';
import type { SmsProvider } from './smsProvider.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';

/** SMS sign-in exists only once the owner has chosen a provider (`private.sms.provider`; a new forum has none). */
export function isSmsSigninEnabled(settings: SmsSettings): boolean {
  return settings.provider !== 'off';
}

/** Refuses SMS sign-in calls while no provider is chosen, as if the feature were not there. */
export function assertSmsSigninEnabled(settings: SmsSettings): void {
  if (!isSmsSigninEnabled(settings)) throw new ApiError(404, m.signin_sms_unavailable(), ErrorCode.notFound);
}

/** The provider the private settings choose; refused while SMS sign-in is off. */
export function smsProviderFor(settings: SmsSettings): SmsProvider {
  assertSmsSigninEnabled(settings);
  return settings.provider === 'http' ? createHttpSmsProvider(settings) : developmentSmsProvider;
}

/** Only the development provider writes codes to the log, and only then does the UI say so. */
export function isDevelopmentSms(settings: SmsSettings): boolean {
  return settings.provider === 'log';
}
