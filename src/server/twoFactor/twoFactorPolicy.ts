import { eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { siteConfigs } from '../db/schema/index.ts';
import { recordAction } from '../moderation/recordAction.ts';
import { announceConfigChange } from '../site/siteConfig.queries.ts';
import type { Role } from '@/shared/users/currentUser.ts';
import { ROLE_RANK } from '@/shared/users/permissions.ts';

/**
 * Stored in site_configs under its own key: outside SiteConfig, so it is neither sent to browsers
 * nor writable through the admins' site settings endpoint (only the owner may change it).
 */
const POLICY_KEY = 'security.requireAdminTwoFactor';
const CACHE_MS = 5000;
let cache: { value: boolean; at: number } | undefined;

export async function loadRequireAdminTwoFactor(db: Database = getDb()): Promise<boolean> {
  const rows = await db.select().from(siteConfigs).where(eq(siteConfigs.key, POLICY_KEY)).limit(1);
  return rows[0]?.value === 'true';
}

/** The owner's setting, cached a few seconds like the site config. */
export async function requireAdminTwoFactor(): Promise<boolean> {
  if (cache && Date.now() - cache.at < CACHE_MS) return cache.value;
  const value = await loadRequireAdminTwoFactor();
  cache = { value, at: Date.now() };
  return value;
}

export async function saveRequireAdminTwoFactor(
  actor: { id: number; ip: string },
  value: boolean,
  db: Database = getDb(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(siteConfigs)
      .values({ key: POLICY_KEY, value: JSON.stringify(value) })
      .onDuplicateKeyUpdate({
        set: { value: sql`VALUES(config_value)`, updatedAt: sql`CURRENT_TIMESTAMP(3)` },
      });
    await recordAction(tx, {
      actorId: actor.id,
      action: 'settings.update',
      targetType: 'settings',
      detail: { keys: [POLICY_KEY], value },
      ip: actor.ip,
    });
  });
  cache = undefined;
  await announceConfigChange();
}

/** Staff the setting applies to: administrators and the owner. */
export function isAdminLevel(role: Role | null | undefined): boolean {
  return role !== null && role !== undefined && ROLE_RANK[role] >= ROLE_RANK.admin;
}
