import { expect, request } from '@playwright/test';
import { signInOwner } from './members.ts';
import { storedRows } from './storedFacts.ts';
import { E2E_SERVERS } from './servers.ts';
import type { SiteConfig } from '../../src/shared/site/siteConfig.ts';
import type { PrivateSettingsForm } from '../../src/shared/adminsettings/privateSchemas.ts';

/** Posts to an admin settings API as the installed owner; answers the envelope's data. */
export async function postAsOwner<T = unknown>(path: string, data: unknown): Promise<T> {
  const owner = await signInOwner({ request });
  try {
    const response = await owner.post(path, { data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { data: T }).data;
  } finally {
    await owner.dispose();
  }
}

/** Saves site config values as the owner does on the settings screen; the change shows at once. */
export async function saveSiteConfig(values: Partial<SiteConfig>): Promise<void> {
  await postAsOwner('/api/admin/settings/site', values);
}

/** The public site config as the server answers it now. */
export async function currentSiteConfig(): Promise<SiteConfig> {
  const api = await request.newContext({ baseURL: E2E_SERVERS.main.url });
  try {
    return ((await (await api.get('/api/config/configs')).json()) as { data: SiteConfig }).data;
  } finally {
    await api.dispose();
  }
}

/** Saves private settings as the owner does on the settings screen: secrets left out are kept. */
export async function savePrivateSettings(form: PrivateSettingsForm): Promise<void> {
  await postAsOwner('/api/admin/settings/private', form);
}

/** A stored private settings row, secrets included: the API never shows a secret, so only the database can tell it was kept. */
export async function storedPrivateSetting(
  key: 'smtp' | 'sms' | 'oauth',
): Promise<Record<string, unknown> | null> {
  const [row] = await storedRows<{ value: string }>(
    'SELECT config_value AS value FROM site_configs WHERE config_key = ?',
    [`private.${key}`],
  );
  return row ? (JSON.parse(String(row.value)) as Record<string, unknown>) : null;
}

/** Runs `work` with `during` saved, then saves `after` whatever happened. */
export async function whileSiteConfig<T>(
  during: Partial<SiteConfig>,
  after: Partial<SiteConfig>,
  work: () => Promise<T>,
): Promise<T> {
  await saveSiteConfig(during);
  try {
    return await work();
  } finally {
    await saveSiteConfig(after);
  }
}
