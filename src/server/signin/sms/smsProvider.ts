/** Delivers one text message; throws SmsDeliveryError when the message was not accepted. */
export interface SmsProvider {
  send(phone: string, text: string): Promise<void>;
}

export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}
