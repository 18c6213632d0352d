import { isModuleEnabled } from '@/server/posting/postingRules.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import type { SearchKind } from '@/shared/search/searchQuery.ts';

/** The kinds /search offers: moments and articles only while their module is on; members always. */
export function searchKinds(config: SiteConfig): SearchKind[] {
  return [
    ...(isModuleEnabled(config, 'moment') ? (['moment'] as const) : []),
    ...(isModuleEnabled(config, 'article') ? (['article'] as const) : []),
    'user',
  ];
}
