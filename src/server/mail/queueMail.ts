import type { Database } from '../db/client.ts';
import { publishNow } from '../outbox/outboxDelivery.ts';
import { getPrivateSettings, isSmtpConfigured } from '../settings/privateSettings.ts';
import type { MailMessage } from './mailMessage.ts';
import { MailError } from './mailError.ts';

/** 'sent': the SMTP server took the mail; 'queued': it did not yet, and the outbox keeps trying. */
export type MailHandoff = 'sent' | 'queued';

/**
 * Hands a mail to the outbox and tries it at once: when the SMTP server is down or refuses it, it
 * is tried again until it is taken (decision 028), and the caller hears 'queued' so that it never
 * tells a member a mail was sent when it was not. Throws MailError('not-configured') when the forum
 * has no SMTP settings, since nothing would ever send it.
 */
export async function queueMail(mail: MailMessage, db: Database): Promise<MailHandoff> {
  if (!isSmtpConfigured((await getPrivateSettings(db)).smtp)) {
    throw new MailError('not-configured', 'SMTP is not configured');
  }
  return (await publishNow({ type: 'mail.requested', mail }, db)) ? 'sent' : 'queued';
}
