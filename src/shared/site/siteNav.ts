import { z } from 'zod';
import type { Locale } from '@/i18n/locales.ts';
import { settingUrlSchema } from '@/shared/validation/settingUrl.ts';
import { m } from '@/paraglide/messages.js';
import {
  BUILTIN_NAV_KEYS,
  BUILTIN_NAV_PATHS,
  builtinNav,
  type BuiltinNavKey,
  type BuiltinSiteNav,
} from './builtinSiteNavs.ts';

export type SiteNavTitles = Partial<Record<Locale, string>>;

/** An owner's link: a title per language, and/or one `title` for every language (as stored before 054). */
interface CustomSiteNav {
  url: string;
  title?: string;
  titles?: SiteNavTitles;
}

export type SiteNav = BuiltinSiteNav | CustomSiteNav;

export function isBuiltinNav(nav: SiteNav): nav is BuiltinSiteNav {
  return 'builtin' in nav;
}

const navTitleSchema = z.string().trim().max(40);

const siteNavFieldsSchema = z.object({
  builtin: z.enum(BUILTIN_NAV_KEYS).optional(),
  /** A path on this site (`/articles`) or an http(s) address. */
  url: settingUrlSchema('link', { invalid: () => m.adminsettings_nav_url_invalid() }),
  title: navTitleSchema.optional(),
  titles: z.object({ 'en-US': navTitleSchema.optional(), 'zh-CN': navTitleSchema.optional() }).optional(),
});
type SiteNavFields = z.infer<typeof siteNavFieldsSchema>;

function givenTitles(nav: SiteNavFields): SiteNavTitles {
  const titles: SiteNavTitles = {};
  for (const [locale, title] of Object.entries(nav.titles ?? {}) as [Locale, string | undefined][]) {
    if (title) titles[locale] = title;
  }
  return titles;
}

// Empty titles are left out; a built-in link keeps no label and always leads to its feed.
function toSiteNav(nav: SiteNavFields): SiteNav {
  if (nav.builtin) return builtinNav(nav.builtin);
  const titles = givenTitles(nav);
  return {
    url: nav.url,
    ...(nav.title ? { title: nav.title } : {}),
    ...(Object.keys(titles).length > 0 ? { titles } : {}),
  };
}

/** One header link as saved and as read: a built-in one, or the owner's with at least one title. */
export const siteNavSchema = siteNavFieldsSchema
  .refine((nav) => Boolean(nav.builtin || nav.title || Object.keys(givenTitles(nav)).length > 0), {
    path: ['titles'],
    error: () => m.adminsettings_nav_title_required(),
  })
  .transform(toSiteNav);

// The titles installs before decision 054 stored for the two default links (en-US, zh-CN).
const INSTALLED_TITLES: Record<BuiltinNavKey, readonly string[]> = {
  moments: ['Moments', '动态'],
  articles: ['Articles', '文章'],
};

/**
 * A stored link that is exactly one an earlier install wrote (`{ title: '动态', url: '/moments' }`)
 * reads as that built-in link, so upgrading needs no migration; anything else is returned as it is.
 */
export function asInstalledBuiltinNav(stored: unknown): unknown {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return stored;
  const { title, url, ...rest } = stored as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || typeof title !== 'string') return stored;
  const builtin = BUILTIN_NAV_KEYS.find(
    (key) => BUILTIN_NAV_PATHS[key] === url && INSTALLED_TITLES[key].includes(title),
  );
  return builtin ? builtinNav(builtin) : stored;
}
