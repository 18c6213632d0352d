import { getDb, type Database } from '../db/client.ts';
import { recordAction } from '../moderation/recordAction.ts';
import { announceConfigChange, loadSiteConfig, saveSiteConfig } from '../site/siteConfig.service.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';

/** Any subset of the site config, as a partial zod schema parses it. */
export type SiteConfigValues = { [K in keyof SiteConfig]?: SiteConfig[K] | undefined };

export interface SettingsActor {
  id: number;
  ip: string;
}

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
  const changed = await db.transaction(async (tx) => {
    const keys = changedSiteKeys(await loadSiteConfig(tx), values);
    if (keys.length === 0) return keys;
    await saveSiteConfig(Object.fromEntries(keys.map((key) => [key, values[key]])), tx);
    await recordAction(tx, {
      actorId: actor.id,
      action: 'settings.update',
      targetType: 'settings',
      detail: { keys },
      ip: actor.ip,
    });
    return keys;
  });
  if (changed.length > 0) await announceConfigChange();
  return changed;
}
