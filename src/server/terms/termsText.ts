import { z } from 'zod';
import { getDb, type Database } from '../db/client.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { recordAction } from '../moderation/recordAction.ts';
import type { SettingsActor } from '../adminsettings/auditedSettingsSave.ts';
import { loadOwnerSetting, storeOwnerSetting } from '../settings/ownerSetting.ts';
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

/** The owner's text, or the default in the site's language when none is stored. */
export async function loadTermsText(
  config: Pick<SiteConfig, 'siteTitle' | 'language'>,
  db: Database | Transaction = getDb(),
): Promise<string> {
  return (
    (await loadOwnerSetting(TERMS_KEY, z.string(), null, db)) ??
    defaultTermsText(config.siteTitle, config.language)
  );
}

/** Writes the text without an audit row (the installer, before any member exists). */
export function storeTermsText(text: string, db: Database | Transaction): Promise<void> {
  return storeOwnerSetting(TERMS_KEY, text, db);
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
