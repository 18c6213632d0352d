import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb, type Database } from '../db/client.ts';
import { siteConfigs } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { recordAction } from '../moderation/recordAction.ts';
import type { SettingsActor } from '../adminsettings/auditedSettingsSave.ts';

/*
 * A setting kept in site_configs under its own key, outside SiteConfig: browsers never receive it
 * and the admins' site settings endpoint cannot write it, so only its own owner-only command does.
 */

/** The stored value, or `fallback` when there is none or it no longer fits `schema`. */
export async function loadOwnerSetting<T, F>(
  key: string,
  schema: z.ZodType<T>,
  fallback: F,
  db: Database | Transaction = getDb(),
): Promise<T | F> {
  const rows = await db.select().from(siteConfigs).where(eq(siteConfigs.key, key)).limit(1);
  if (!rows[0]) return fallback;
  let stored: unknown;
  try {
    stored = JSON.parse(rows[0].value);
  } catch {
    // A hand-edited value that is not JSON reads as the default.
    return fallback;
  }
  const parsed = schema.safeParse(stored);
  return parsed.success ? parsed.data : fallback;
}

/** Writes the value without an audit row (the installer, or inside a caller's audited transaction). */
export async function storeOwnerSetting(
  key: string,
  value: unknown,
  db: Database | Transaction,
): Promise<void> {
  await db
    .insert(siteConfigs)
    .values({ key, value: JSON.stringify(value) })
    .onDuplicateKeyUpdate({
      set: { value: sql`VALUES(config_value)`, updatedAt: sql`CURRENT_TIMESTAMP(3)` },
    });
}

/** Writes the value and one audit row naming the key, in one transaction. */
export async function saveOwnerSetting(
  actor: SettingsActor,
  key: string,
  value: unknown,
  db: Database = getDb(),
  auditDetail: object = { value },
): Promise<void> {
  await db.transaction(async (tx) => {
    await storeOwnerSetting(key, value, tx);
    await recordAction(tx, {
      actorId: actor.id,
      action: 'settings.update',
      targetType: 'settings',
      detail: { keys: [key], ...auditDetail },
      ip: actor.ip,
    });
  });
}
