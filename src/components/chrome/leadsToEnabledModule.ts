import { isModuleEnabled } from '@/server/posting/postingRules.ts';
import { moduleOfPath } from '@/shared/site/moduleOfPath.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';

/** False for a link to this site's pages of a module the site has turned off. */
export function leadsToEnabledModule(config: SiteConfig, href: string, here: URL): boolean {
  const target = new URL(href, here);
  if (target.origin !== here.origin) return true;
  const module = moduleOfPath(target.pathname);
  return module === null || isModuleEnabled(config, module);
}
