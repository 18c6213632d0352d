import { BASE_LOCALE, isLocale, type Locale } from '@/i18n/locales.ts';

/** The language of a member's notices, mails and pushes: their own choice, else the site's. */
export function noticeLocale(
  memberLocale: string | null | undefined,
  siteLanguage: string | undefined,
): Locale {
  if (isLocale(memberLocale)) return memberLocale;
  return isLocale(siteLanguage) ? siteLanguage : BASE_LOCALE;
}
