import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import type { BuiltinSiteNav } from '@/shared/site/builtinSiteNavs.ts';
import { isBuiltinNav, type SiteNav, type SiteNavTitles } from '@/shared/site/siteNav.ts';
import { LOCALES, type Locale } from '@/i18n/locales.ts';
import type { SettingsFormState } from './useSettingsForm.ts';
import { splitList } from './useSettingsForm.ts';
import { parseDomainList } from '@/shared/linkpreviews/linkPreviewSettings.ts';

/** A header link as the form edits it: built-in, or a title per language. */
export type DraftNav = BuiltinSiteNav | { url: string; titles: SiteNavTitles };

/** The form's copy of the site config: list fields are edited as comma-separated text. */
export type SiteDraft = Omit<SiteConfig, 'siteKeywords' | 'recommendTags' | 'siteNavs' | 'linkPreviews'> & {
  siteKeywords: string;
  recommendTags: string;
  siteNavs: DraftNav[];
  /** The previewed domains one per line. */
  linkPreviews: Omit<SiteConfig['linkPreviews'], 'domains'> & { domains: string };
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
    linkPreviews: { ...config.linkPreviews, domains: config.linkPreviews.domains.join('\n') },
  };
}

/** What the schema checks and the server receives. */
export function fromDraft(draft: SiteDraft): Record<string, unknown> {
  return {
    ...draft,
    siteKeywords: splitList(draft.siteKeywords),
    recommendTags: splitList(draft.recommendTags),
    linkPreviews: { ...draft.linkPreviews, domains: parseDomainList(draft.linkPreviews.domains) },
  };
}

export interface SiteSectionProps {
  draft: SiteDraft;
  edit: <K extends keyof SiteDraft>(key: K, value: SiteDraft[K]) => void;
  form: SettingsFormState;
}
