import { assertModuleEnabled } from '../posting/postingRules.ts';
import type { EntityKind } from '@/shared/content/entityType.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';

/** Moments and articles answer "not enabled" when their module is switched off. */
export function assertReactionModule(config: SiteConfig, kind: EntityKind): void {
  if (kind === 'moment' || kind === 'article') assertModuleEnabled(config, kind);
}
