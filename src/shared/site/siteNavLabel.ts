import { LOCALES, type Locale } from '@/i18n/locales.ts';
import { m } from '@/paraglide/messages.js';
import type { BuiltinNavKey } from './builtinSiteNavs.ts';
import { isBuiltinNav, type SiteNav } from './siteNav.ts';

const BUILTIN_LABELS: Record<BuiltinNavKey, (locale: Locale) => string> = {
  moments: (locale) => m.chrome_nav_moments({}, { locale }),
  articles: (locale) => m.chrome_nav_articles({}, { locale }),
};

/**
 * What a header link reads in `locale`: a built-in link's catalog label; an owner's link its title
 * in that language, else its one `title`, else its title in another language.
 */
export function siteNavLabel(nav: SiteNav, locale: Locale): string {
  if (isBuiltinNav(nav)) return BUILTIN_LABELS[nav.builtin](locale);
  const titles = nav.titles ?? {};
  const other = LOCALES.map((each) => titles[each]).find(Boolean);
  return titles[locale] || nav.title || other || '';
}
