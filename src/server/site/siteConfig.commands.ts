import { getDb, type Database } from '../db/client.ts';
import { siteConfigs } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import { sql } from 'drizzle-orm';
import { clearSiteConfigCache } from './siteConfig.queries.ts';

export async function saveSiteConfig(
  values: Partial<SiteConfig>,
  db: Database | Transaction = getDb(),
): Promise<void> {
  const entries = Object.entries(values).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return;
  await db
    .insert(siteConfigs)
    .values(entries.map(([key, value]) => ({ key, value: JSON.stringify(value) })))
    .onDuplicateKeyUpdate({
      set: { value: sql`VALUES(config_value)`, updatedAt: sql`CURRENT_TIMESTAMP(3)` },
    });
  clearSiteConfigCache();
}
