import type { Locale } from '@/i18n/locales.ts';

// Each language is named in itself, so a reader finds theirs whatever the page's language.
export const LOCALE_NAMES: Record<Locale, string> = {
  'en-US': 'English',
  'zh-CN': '简体中文',
};
