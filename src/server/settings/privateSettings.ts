import { z } from 'zod';
import { like, sql } from 'drizzle-orm';
import { getDb, isForumDatabase, type Database } from '../db/client.ts';
import { siteConfigs } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import {
  OAUTH_PROVIDERS,
  akismetSettingsSchema,
  oauthProviderSettingsSchema,
  smsSettingsSchema,
  smtpSettingsSchema,
  type OAuthProviderName,
} from '@/shared/adminsettings/privateSchemas.ts';

/**
 * Server-only settings and secrets (SMTP, SMS provider, OAuth clients, the Akismet key). They live in `site_configs`
 * under keys prefixed `private.`, which the public config never reads (mergeSiteConfig keeps only
 * its own keys), so they cannot leak through /api/config/configs.
 */
const PRIVATE_KEY_PREFIX = 'private.';

export { OAUTH_PROVIDERS };
export type { OAuthProviderName };

const oauthSettingsSchema = z.object({
  oidc: oauthProviderSettingsSchema,
  github: oauthProviderSettingsSchema,
  wechat: oauthProviderSettingsSchema,
});

const privateSettingsSchema = z.object({
  smtp: smtpSettingsSchema,
  sms: smsSettingsSchema,
  oauth: oauthSettingsSchema,
  akismet: akismetSettingsSchema,
});

export type SmtpSettings = z.infer<typeof smtpSettingsSchema>;
export type SmsSettings = z.infer<typeof smsSettingsSchema>;
export type OAuthProviderSettings = z.infer<typeof oauthProviderSettingsSchema>;
export type OAuthSettings = z.infer<typeof oauthSettingsSchema>;
type AkismetSettings = z.infer<typeof akismetSettingsSchema>;
export type PrivateSettings = z.infer<typeof privateSettingsSchema>;

const disabledProvider: OAuthProviderSettings = { enabled: false, clientId: '', clientSecret: '' };

export const DEFAULT_PRIVATE_SETTINGS: PrivateSettings = {
  smtp: { host: '', port: 587, secure: false, username: '', password: '', from: '' },
  sms: { provider: 'off', url: '', apiKey: '', sender: '' },
  oauth: { oidc: disabledProvider, github: disabledProvider, wechat: disabledProvider },
  akismet: { key: '', blogUrl: '' },
};

/** Whether outgoing mail is configured at all. */
export function isSmtpConfigured(smtp: SmtpSettings): boolean {
  return smtp.host !== '' && smtp.from !== '';
}

type Section = keyof PrivateSettings;

function mergeSection<K extends Section>(key: K, value: unknown): PrivateSettings[K] {
  const defaults = DEFAULT_PRIVATE_SETTINGS[key];
  if (!value || typeof value !== 'object') return defaults;
  const candidate =
    key === 'oauth'
      ? Object.fromEntries(
          OAUTH_PROVIDERS.map((name) => [
            name,
            { ...disabledProvider, ...((value as Record<string, object | undefined>)[name] ?? {}) },
          ]),
        )
      : { ...defaults, ...(value as object) };
  const parsed = privateSettingsSchema.shape[key].safeParse(candidate);
  // A stored value that no longer fits falls back to the defaults rather than breaking the site.
  return parsed.success ? (parsed.data as PrivateSettings[K]) : defaults;
}

/** Merges stored `private.*` values (keys without the prefix) over the defaults. */
function mergePrivateSettings(stored: Record<string, unknown>): PrivateSettings {
  return {
    smtp: mergeSection('smtp', stored.smtp),
    sms: mergeSection('sms', stored.sms),
    oauth: mergeSection('oauth', stored.oauth),
    akismet: mergeSection('akismet', stored.akismet),
  };
}

export async function loadPrivateSettings(db: Database | Transaction = getDb()): Promise<PrivateSettings> {
  const rows = await db
    .select()
    .from(siteConfigs)
    .where(like(siteConfigs.key, `${PRIVATE_KEY_PREFIX}%`));
  const stored: Record<string, unknown> = {};
  for (const row of rows) {
    try {
      stored[row.key.slice(PRIVATE_KEY_PREFIX.length)] = JSON.parse(row.value) as unknown;
    } catch {
      // A corrupt value falls back to its default.
    }
  }
  return mergePrivateSettings(stored);
}

const CACHE_MS = 5000;
/** `db` undefined: read in a transaction, which cannot say which database it belongs to. */
let cache: { settings: PrivateSettings; at: number; db: Database | undefined } | undefined;

const isTransaction = (db: Database | Transaction): db is Transaction => 'rollback' in db;

/**
 * The private settings, cached for a few seconds like the public site config. A transaction (an
 * outbox delivery deciding whether a notice can be mailed) takes whatever is cached: the settings
 * are the forum's, and reading them on every delivery cost a statement per like. What a transaction
 * read serves the forum's own database too.
 */
export async function getPrivateSettings(db: Database | Transaction = getDb()): Promise<PrivateSettings> {
  const fresh = cache && Date.now() - cache.at < CACHE_MS ? cache : undefined;
  const readable = fresh && (fresh.db === db || isTransaction(db) || (!fresh.db && isForumDatabase(db)));
  if (readable) return fresh.settings;
  const settings = await loadPrivateSettings(db);
  cache = { settings, at: Date.now(), db: isTransaction(db) ? undefined : db };
  return settings;
}

export type PrivateSettingsPatch = {
  smtp?: Partial<SmtpSettings>;
  sms?: Partial<SmsSettings>;
  oauth?: Partial<Record<OAuthProviderName, Partial<OAuthProviderSettings>>>;
  akismet?: Partial<AkismetSettings>;
};

/** Saves sections (each merged over what is stored); a section that does not validate throws a ZodError. */
export async function savePrivateSettings(
  patch: PrivateSettingsPatch,
  db: Database | Transaction = getDb(),
): Promise<void> {
  const current = await loadPrivateSettings(db);
  const next: Partial<PrivateSettings> = {};
  if (patch.smtp) next.smtp = smtpSettingsSchema.parse({ ...current.smtp, ...patch.smtp });
  if (patch.sms) next.sms = smsSettingsSchema.parse({ ...current.sms, ...patch.sms });
  if (patch.akismet) next.akismet = akismetSettingsSchema.parse({ ...current.akismet, ...patch.akismet });
  if (patch.oauth) {
    const merged = Object.fromEntries(
      OAUTH_PROVIDERS.map((name) => [name, { ...current.oauth[name], ...(patch.oauth?.[name] ?? {}) }]),
    );
    next.oauth = oauthSettingsSchema.parse(merged);
  }
  const entries = Object.entries(next);
  if (entries.length === 0) return;
  await db
    .insert(siteConfigs)
    .values(
      entries.map(([key, value]) => ({ key: `${PRIVATE_KEY_PREFIX}${key}`, value: JSON.stringify(value) })),
    )
    .onDuplicateKeyUpdate({
      set: { value: sql`VALUES(config_value)`, updatedAt: sql`CURRENT_TIMESTAMP(3)` },
    });
  cache = undefined;
}

export function clearPrivateSettingsCache(): void {
  cache = undefined;
}
