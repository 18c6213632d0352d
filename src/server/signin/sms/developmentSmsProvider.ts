import type { Logger } from 'pino';
import { logger } from '../../log/logger.ts';
import { maskPhone } from '@/shared/signin/phone.ts';
import type { SmsProvider } from './smsProvider.ts';

/** Writes the message to the server log instead of sending it (development only; the UI says so). */
export function createDevelopmentSmsProvider(log: Pick<Logger, 'info'> = logger): SmsProvider {
  return {
    send(phone, text) {
      log.info({ phone: maskPhone(phone), sms: text }, 'development SMS (not sent)');
      return Promise.resolve();
    },
  };
}

export const developmentSmsProvider = createDevelopmentSmsProvider();
