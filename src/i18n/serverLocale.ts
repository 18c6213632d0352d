import { AsyncLocalStorage } from 'node:async_hooks';
import { overwriteGetLocale } from '@/paraglide/runtime.js';
import { BASE_LOCALE, type Locale } from './locales.ts';

const requestLocale = new AsyncLocalStorage<Locale>();

// Messages rendered during a request use that request's locale, even with requests interleaved.
overwriteGetLocale(() => requestLocale.getStore() ?? BASE_LOCALE);

export function runWithLocale<T>(locale: Locale, work: () => T): T {
  return requestLocale.run(locale, work);
}
