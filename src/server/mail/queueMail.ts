import type { Database } from '../db/client.ts';
import { publishNow } from '../outbox/outboxDelivery.ts';
import { getPrivateSettings, isSmtpConfigured } from '../settings/privateSettings.ts';
import type { MailMessage } from './mailMessage.ts';
import { MailError } from './mailError.ts';

/**
 * Hands a mail to the outbox and tries it at once: when the SMTP server is down it is sent once it
 * is back (decision 028). Throws MailError('not-configured') when the forum has no SMTP settings,
 * since nothing would ever send it.
 */
export async function queueMail(mail: MailMessage, db: Database): Promise<void> {
  if (!isSmtpConfigured((await getPrivateSettings(db)).smtp)) {
    throw new MailError('not-configured', 'SMTP is not configured');
  }
  await publishNow({ type: 'mail.requested', mail }, db);
}
