import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import type { SettingsFormState } from './useSettingsForm.ts';
import { splitList } from './useSettingsForm.ts';

/** The form's copy of the site config: list fields are edited as comma-separated text. */
export type SiteDraft = Omit<SiteConfig, 'siteKeywords' | 'recommendTags'> & {
  siteKeywords: string;
  recommendTags: string;
};

export function toDraft(config: SiteConfig): SiteDraft {
  return {
    ...config,
    siteKeywords: config.siteKeywords.join(', '),
    recommendTags: config.recommendTags.join(', '),
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
