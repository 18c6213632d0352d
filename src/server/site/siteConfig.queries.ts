import { getDb, type Database } from '../db/client.ts';
import { siteConfigs } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { getEnv } from '../config/env.ts';
import { clearPrivateSettingsCache } from '../settings/privateSettings.ts';
import { createRedisConfigInvalidation, type ConfigInvalidation } from './configInvalidation.ts';
import { mergeSiteConfig, type SiteConfig } from '@/shared/site/siteConfig.ts';

const CACHE_MS = 5000;
let cache: { config: SiteConfig; at: number } | undefined;

export async function loadSiteConfig(db: Database | Transaction = getDb()): Promise<SiteConfig> {
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

/**
 * The site config, cached for a few seconds (a stale read for that long is acceptable). An outbox
 * delivery passes its transaction: a miss is then read through it, never a second connection (a
 * handler holding one while it waits for another can starve the pool).
 */
export async function getSiteConfig(reader?: Database | Transaction): Promise<SiteConfig> {
  configInvalidation();
  if (cache && Date.now() - cache.at < CACHE_MS) return cache.config;
  const config = await loadSiteConfig(reader);
  cache = { config, at: Date.now() };
  return config;
}

/** Drops this process's cached site config (after a save: siteConfig.commands.ts). */
export function clearSiteConfigCache(): void {
  cache = undefined;
}

/** Drops this process's cached public and private settings. */
function clearConfigCaches(): void {
  clearSiteConfigCache();
  clearPrivateSettingsCache();
}

let invalidation: ConfigInvalidation | null | undefined;

/** With REDIS_URL set, this process listens for saves made by any process (created on first use). */
function configInvalidation(): ConfigInvalidation | null {
  if (invalidation === undefined) {
    const url = getEnv().REDIS_URL;
    invalidation = url ? createRedisConfigInvalidation(url, clearConfigCaches) : null;
  }
  return invalidation;
}

/** After a save: drop this process's caches at once and tell the other processes to drop theirs. */
export async function announceConfigChange(): Promise<void> {
  clearConfigCaches();
  await configInvalidation()?.announce();
}

/** Closes this process's Redis subscription (shutdown and tests); the next read opens it again. */
export async function stopConfigInvalidation(): Promise<void> {
  const current = invalidation;
  invalidation = undefined;
  await current?.close();
}
