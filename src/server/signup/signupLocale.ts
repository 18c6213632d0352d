import type { AstroCookies } from 'astro';
import { isLocale, LOCALE_COOKIE } from '@/i18n/locales.ts';

/**
 * The language a new member's notices start in: the one they chose with the locale cookie before
 * signing up, else '' (the site's, whatever it becomes).
 */
export function signupLocale(cookies: AstroCookies): string {
  const chosen = cookies.get(LOCALE_COOKIE)?.value;
  return isLocale(chosen) ? chosen : '';
}
