import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { getEnv } from '../config/env.ts';
import { loadSiteConfig } from '../site/siteConfig.queries.ts';
import { getPrivateSettings, isSmtpConfigured } from '../settings/privateSettings.ts';
import { noticeLocale } from '../notifications/noticeLocale.ts';
import type { MailMessage } from '../mail/mailMessage.ts';
import { ACCOUNT_DATA_PATH } from '@/shared/mydata/accountDataSchemas.ts';
import { m } from '@/paraglide/messages.js';

/**
 * "Your archive is ready", in the member's language, linking to their data page (the archive itself
 * is only handed to the signed-in member there). None when the forum cannot mail or the address is
 * not verified: the page shows the archive either way.
 */
export async function exportReadyMail(
  userId: number,
  expiresAt: Date,
  db: Database,
): Promise<MailMessage | undefined> {
  if (!isSmtpConfigured((await getPrivateSettings(db)).smtp)) return undefined;
  const [user] = await db
    .select({
      email: users.email,
      verified: users.emailVerified,
      locale: users.locale,
      nickname: users.nickname,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user?.email || !user.verified) return undefined;
  const config = await loadSiteConfig(db);
  const locale = noticeLocale(user.locale, config.language);
  const site = config.siteTitle || 'Plaza';
  const origin = getEnv().PUBLIC_ORIGIN?.replace(/\/$/, '') ?? '';
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: config.timeZone }).format(
    expiresAt,
  );
  return {
    to: user.email,
    subject: m.mydata_mail_ready_subject({ site }, { locale }),
    text: [
      m.mydata_mail_ready_intro({ nickname: user.nickname, site }, { locale }),
      `${origin}${ACCOUNT_DATA_PATH}`,
      '',
      m.mydata_mail_ready_expiry({ date }, { locale }),
    ].join('\n'),
  };
}
