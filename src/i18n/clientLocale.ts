import { overwriteGetLocale } from '@/paraglide/runtime.js';
import { BASE_LOCALE, isLocale, type Locale } from './locales.ts';

// In the browser the page's <html lang> (set by the server) is the locale.
function documentLocale(): Locale {
  if (typeof document === 'undefined') return BASE_LOCALE;
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : BASE_LOCALE;
}

if (typeof document !== 'undefined') overwriteGetLocale(documentLocale);
