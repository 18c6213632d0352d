import nodemailer, { type Transporter } from 'nodemailer';
import { getDb, type Database } from '../db/client.ts';
import { logger } from '../log/logger.ts';
import { mailsSent } from '../metrics/metricsRegistry.ts';
import { getPrivateSettings, isSmtpConfigured, type SmtpSettings } from '../settings/privateSettings.ts';
import { MailError } from './mailError.ts';
import type { MailMessage } from './mailMessage.ts';

export { isMailError } from './mailError.ts';

export type { MailMessage } from './mailMessage.ts';

const sentMails = mailsSent.labels('sent');
const failedMails = mailsSent.labels('failed');

// One transporter (and its pooled connections) per settings version: a settings change starts a new one.
let current: { key: string; transporter: Transporter } | undefined;

function transporterFor(smtp: SmtpSettings): Transporter {
  const key = JSON.stringify(smtp);
  if (current?.key === key) return current.transporter;
  current?.transporter.close();
  const transporter = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.username ? { user: smtp.username, pass: smtp.password } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  current = { key, transporter };
  return transporter;
}

/** Sends one message through the SMTP private settings; throws MailError on any failure. */
export async function sendMail(message: MailMessage, db: Database = getDb()): Promise<void> {
  const { smtp } = await getPrivateSettings(db);
  if (!isSmtpConfigured(smtp)) throw new MailError('not-configured', 'SMTP is not configured');
  try {
    await transporterFor(smtp).sendMail({
      from: smtp.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      replyTo: message.replyTo,
      list: message.unsubscribeUrl ? { unsubscribe: { url: message.unsubscribeUrl } } : undefined,
      headers: message.unsubscribeUrl ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined,
    });
    sentMails.inc();
  } catch (error) {
    failedMails.inc();
    const code = (error as { code?: unknown }).code;
    const responseCode = (error as { responseCode?: unknown }).responseCode;
    // Only the host and the error code: the message of an auth failure may echo the credentials.
    logger.warn({ host: smtp.host, port: smtp.port, code, responseCode }, 'mail not sent');
    const reason = typeof responseCode === 'number' ? 'rejected' : 'unreachable';
    throw new MailError(reason, `Mail not sent (${String(code ?? responseCode ?? 'error')})`, {
      cause: error,
    });
  }
}

/** Closes the pooled SMTP connections (tests, shutdown). */
export function closeMailTransport(): void {
  current?.transporter.close();
  current = undefined;
}
