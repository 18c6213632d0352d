import { getDb, type Database } from '../db/client.ts';
import { loadSiteConfig } from '../site/siteConfig.queries.ts';
import { saveSiteConfig } from '../site/siteConfig.commands.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import { saveSettingsAudited, type SettingsActor } from './auditedSettingsSave.ts';

/** Any subset of the site config, as a partial zod schema parses it. */
export type SiteConfigValues = { [K in keyof SiteConfig]?: SiteConfig[K] | undefined };

/** The keys whose value differs from the current config. */
export function changedSiteKeys(current: SiteConfig, values: SiteConfigValues): (keyof SiteConfig)[] {
  return (Object.keys(values) as (keyof SiteConfig)[]).filter(
    (key) => values[key] !== undefined && JSON.stringify(values[key]) !== JSON.stringify(current[key]),
  );
}

/**
 * Saves the changed site config keys with one audit row naming them, then drops every process's
 * cached config so the change shows at once. Returns the changed keys (none: nothing written).
 */
export async function saveSiteSettings(
  actor: SettingsActor,
  values: SiteConfigValues,
  db: Database = getDb(),
): Promise<string[]> {
  return saveSettingsAudited(
    actor,
    async (tx) => {
      const keys = changedSiteKeys(await loadSiteConfig(tx), values);
      if (keys.length > 0)
        await saveSiteConfig(Object.fromEntries(keys.map((key) => [key, values[key]])), tx);
      return keys;
    },
    db,
  );
}
