import { expect, type APIRequestContext } from '@playwright/test';
import type mysql from 'mysql2/promise';
import { withAdminConnection } from './mysqlAdmin.ts';
import { e2eDatabaseName } from './servers.ts';
import type { SiteConfig } from '../../src/shared/site/siteConfig.ts';

/** Runs queries in the installed main server's database: seeding and backdating that no screen offers. */
export async function withMainDatabase<T>(work: (connection: mysql.Connection) => Promise<T>): Promise<T> {
  return withAdminConnection(async (connection) => {
    await connection.query(`USE \`${e2eDatabaseName('main')}\``);
    return work(connection);
  });
}

/**
 * Stores site config values as the settings screen will, then waits until the server answers with
 * them: it caches the config for up to 5 s.
 */
export async function saveSiteConfig(request: APIRequestContext, values: Partial<SiteConfig>): Promise<void> {
  await withMainDatabase(async (connection) => {
    for (const [key, value] of Object.entries(values)) {
      await connection.query(
        'INSERT INTO site_configs (config_key, config_value) VALUES (?, ?) ' +
          'ON DUPLICATE KEY UPDATE config_value = VALUES(config_value)',
        [key, JSON.stringify(value)],
      );
    }
  });
  await expect
    .poll(async () => ((await (await request.get('/api/config/configs')).json()) as { data: unknown }).data, {
      timeout: 12_000,
      intervals: [250, 500, 1000],
    })
    .toMatchObject(values);
}
