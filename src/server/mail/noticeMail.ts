import type { Database } from '../db/client.ts';
import { getEnv } from '../config/env.ts';
import { loadSiteConfig } from '../site/siteConfig.queries.ts';
import type { MailMessage } from './mailMessage.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import { m } from '@/paraglide/messages.js';

/** What a notice mail says, in the site's language. */
export interface NoticeWords {
  subject: string;
  firstLine: string;
}

/**
 * A notice mail in the site's language: its first line, the link to `path` on this site, then
 * how to turn notices off.
 */
export async function composeNoticeMail(
  to: string,
  path: string,
  words: (site: string, locale: SiteConfig['language']) => NoticeWords,
  db: Database,
): Promise<MailMessage> {
  const config = await loadSiteConfig(db);
  const locale = config.language;
  const { subject, firstLine } = words(config.siteTitle || 'Plaza', locale);
  const origin = getEnv().PUBLIC_ORIGIN?.replace(/\/$/, '') ?? '';
  const text = [
    firstLine,
    `${origin}${path}`,
    '',
    m.messages_email_turn_off({ link: `${origin}/user/profile/account` }, { locale }),
  ].join('\n');
  return { to, subject, text };
}
