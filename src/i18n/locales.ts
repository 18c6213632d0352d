export const LOCALES = ['en-US', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = 'en-US';
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The cookie wins; then the site's default language; then English. */
export function resolveLocale(cookieValue: string | undefined, siteLanguage: string | undefined): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  if (isLocale(siteLanguage)) return siteLanguage;
  return BASE_LOCALE;
}
