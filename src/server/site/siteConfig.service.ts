import { getDb, type Database } from '../db/client.ts';
import { siteConfigs } from '../db/schema/index.ts';
import { mergeSiteConfig, type SiteConfig } from '@/shared/site/siteConfig.ts';
import { sql } from 'drizzle-orm';

const CACHE_MS = 5000;
let cache: { config: SiteConfig; at: number } | undefined;

export async function loadSiteConfig(db: Database = getDb()): Promise<SiteConfig> {
  const rows = await db.select().from(siteConfigs);
  const stored: Record<string, unknown> = {};
  for (const row of rows) {
    try {
      stored[row.key] = JSON.parse(row.value) as unknown;
    } catch {
      // A corrupt value falls back to its default.
    }
  }
  return mergeSiteConfig(stored);
}

/** The site config, cached for a few seconds (a stale read for that long is acceptable). */
export async function getSiteConfig(): Promise<SiteConfig> {
  if (cache && Date.now() - cache.at < CACHE_MS) return cache.config;
  const config = await loadSiteConfig();
  cache = { config, at: Date.now() };
  return config;
}

export async function saveSiteConfig(values: Partial<SiteConfig>, db: Database = getDb()): Promise<void> {
  const entries = Object.entries(values).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return;
  await db
    .insert(siteConfigs)
    .values(entries.map(([key, value]) => ({ key, value: JSON.stringify(value) })))
    .onDuplicateKeyUpdate({
      set: { value: sql`VALUES(config_value)`, updatedAt: sql`CURRENT_TIMESTAMP(3)` },
    });
  cache = undefined;
}

export function clearSiteConfigCache(): void {
  cache = undefined;
}
