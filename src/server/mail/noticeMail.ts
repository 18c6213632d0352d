import type { Database } from '../db/client.ts';
import { getEnv } from '../config/env.ts';
import { loadSiteConfig } from '../site/siteConfig.queries.ts';
import { noticeLocale } from '../notifications/noticeLocale.ts';
import { unsubscribeUrl, type UnsubscribeTopic } from '../notifications/unsubscribeLink.ts';
import type { MailMessage } from './mailMessage.ts';
import type { NoticeRecipient } from './noticeRecipient.ts';
import type { Locale } from '@/i18n/locales.ts';
import { NOTIFICATION_SETTINGS_PATH } from '@/shared/notifications/notificationPaths.ts';
import { m } from '@/paraglide/messages.js';

/** What a notice mail says, in the recipient's language. */
export interface NoticeWords {
  subject: string;
  firstLine: string;
}

/**
 * A notice mail in the recipient's language (theirs, else the site's): its first line, the link to
 * `path` on this site, then the one-click link that stops mails of `topic` (also sent as
 * `List-Unsubscribe`, RFC 8058) and where to choose the rest.
 */
export async function composeNoticeMail(
  recipient: NoticeRecipient,
  path: string,
  topic: UnsubscribeTopic,
  words: (site: string, locale: Locale) => NoticeWords,
  db: Database,
): Promise<MailMessage> {
  const config = await loadSiteConfig(db);
  const locale = noticeLocale(recipient.locale, config.language);
  const { subject, firstLine } = words(config.siteTitle || 'Plaza', locale);
  const origin = getEnv().PUBLIC_ORIGIN?.replace(/\/$/, '') ?? '';
  const unsubscribe = await unsubscribeUrl(recipient.id, topic, db);
  const text = [
    firstLine,
    `${origin}${path}`,
    '',
    m.notifysettings_mail_unsubscribe({ link: unsubscribe }, { locale }),
    m.notifysettings_mail_settings({ link: `${origin}${NOTIFICATION_SETTINGS_PATH}` }, { locale }),
  ].join('\n');
  // RFC 8058 wants an absolute URI: without PUBLIC_ORIGIN the link is only in the text.
  const absolute = /^https?:\/\//.test(unsubscribe);
  return { to: recipient.email, subject, text, ...(absolute ? { unsubscribeUrl: unsubscribe } : {}) };
}
