import type { SmsSettings } from '../../settings/privateSettings.ts';
import { logger } from '../../log/logger.ts';
import { maskPhone } from '@/shared/signin/phone.ts';
import { SmsDeliveryError, type SmsProvider } from './smsProvider.ts';

const TIMEOUT_MS = 10_000;

/** POSTs `{to, text, sender}` as JSON with a bearer API key; any non-2xx answer or timeout is a failure. */
export function createHttpSmsProvider(
  settings: Pick<SmsSettings, 'url' | 'apiKey' | 'sender'>,
  timeoutMs = TIMEOUT_MS,
): SmsProvider {
  return {
    async send(phone, text) {
      if (!/^https?:\/\//.test(settings.url)) throw new SmsDeliveryError('SMS gateway URL is not configured');
      let response: Response;
      try {
        response = await fetch(settings.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${settings.apiKey}` },
          body: JSON.stringify({ to: phone, text, sender: settings.sender }),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        logger.warn({ err: error, phone: maskPhone(phone) }, 'SMS gateway unreachable');
        throw new SmsDeliveryError('SMS gateway unreachable', { cause: error });
      }
      await response.body?.cancel();
      if (!response.ok) {
        logger.warn({ status: response.status, phone: maskPhone(phone) }, 'SMS gateway refused the message');
        throw new SmsDeliveryError(`SMS gateway answered ${response.status}`);
      }
    },
  };
}
