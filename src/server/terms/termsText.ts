import { eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { siteConfigs } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { recordAction } from '../moderation/recordAction.ts';
import type { SettingsActor } from '../adminsettings/auditedSettingsSave.ts';
import type { Locale } from '@/i18n/locales.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import { m } from '@/paraglide/messages.js';

/**
 * Stored in site_configs under its own key, outside SiteConfig: the text can be long, and the
 * site config travels with every page, while only /terms and the settings screen need this.
 */
export const TERMS_KEY = 'pages.terms';

/** The agreement a new forum starts with, in the given language. */
export function defaultTermsText(siteTitle: string, locale: Locale): string {
  return m.chrome_terms_default_text({ site: siteTitle }, { locale });
}

async function loadStoredTermsText(db: Database | Transaction): Promise<string | null> {
  const rows = await db.select().from(siteConfigs).where(eq(siteConfigs.key, TERMS_KEY)).limit(1);
  const raw = rows[0]?.value;
  if (raw === undefined) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** The owner's text, or the default in the site's language when none is stored. */
export async function loadTermsText(
  config: Pick<SiteConfig, 'siteTitle' | 'language'>,
  db: Database | Transaction = getDb(),
): Promise<string> {
  return (await loadStoredTermsText(db)) ?? defaultTermsText(config.siteTitle, config.language);
}

/** Writes the text without an audit row (the installer, before any member exists). */
export async function storeTermsText(text: string, db: Database | Transaction): Promise<void> {
  await db
    .insert(siteConfigs)
    .values({ key: TERMS_KEY, value: JSON.stringify(text) })
    .onDuplicateKeyUpdate({
      set: { value: sql`VALUES(config_value)`, updatedAt: sql`CURRENT_TIMESTAMP(3)` },
    });
}

/** The settings screen's save: writes a changed text with an audit row; false when it was unchanged. */
export async function saveTermsText(
  actor: SettingsActor,
  text: string,
  config: Pick<SiteConfig, 'siteTitle' | 'language'>,
  db: Database = getDb(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if ((await loadTermsText(config, tx)) === text) return false;
    await storeTermsText(text, tx);
    await recordAction(tx, {
      actorId: actor.id,
      action: 'settings.update',
      targetType: 'settings',
      detail: { keys: [TERMS_KEY] },
      ip: actor.ip,
    });
    return true;
  });
}
