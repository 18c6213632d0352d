import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import type { BuiltinSiteNav } from '@/shared/site/builtinSiteNavs.ts';
import { isBuiltinNav, type SiteNav, type SiteNavTitles } from '@/shared/site/siteNav.ts';
import { LOCALES, type Locale } from '@/i18n/locales.ts';
import type { SettingsFormState } from './useSettingsForm.ts';
import { splitList } from './useSettingsForm.ts';

/** A header link as the form edits it: built-in, or a title per language. */
export type DraftNav = BuiltinSiteNav | { url: string; titles: SiteNavTitles };

/** The form's copy of the site config: list fields are edited as comma-separated text. */
export type SiteDraft = Omit<SiteConfig, 'siteKeywords' | 'recommendTags' | 'siteNavs'> & {
  siteKeywords: string;
  recommendTags: string;
  siteNavs: DraftNav[];
};

// A link saved with one title for every language shows it in the site language's field (or the
// other one, when that is taken), and is saved with titles per language from then on.
function toDraftNav(nav: SiteNav, language: Locale): DraftNav {
  if (isBuiltinNav(nav)) return nav;
  const titles = { ...nav.titles };
  const free = [language, ...LOCALES.filter((locale) => locale !== language)].find(
    (locale) => !titles[locale],
  );
  if (nav.title && free) titles[free] = nav.title;
  return { url: nav.url, titles };
}

export function toDraft(config: SiteConfig): SiteDraft {
  return {
    ...config,
    siteKeywords: config.siteKeywords.join(', '),
    recommendTags: config.recommendTags.join(', '),
    siteNavs: config.siteNavs.map((nav) => toDraftNav(nav, config.language)),
  };
}

/** What the schema checks and the server receives. */
export function fromDraft(draft: SiteDraft): Record<string, unknown> {
  return {
    ...draft,
    siteKeywords: splitList(draft.siteKeywords),
    recommendTags: splitList(draft.recommendTags),
  };
}

export interface SiteSectionProps {
  draft: SiteDraft;
  edit: <K extends keyof SiteDraft>(key: K, value: SiteDraft[K]) => void;
  form: SettingsFormState;
}
