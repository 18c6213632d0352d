import { createPool } from './client.ts';
import { upgradeDatabase, UpgradeRefusedError } from './upgrade/upgradeDatabase.ts';
import { activeDatabaseSettings } from '../install/installState.ts';
import { backupDir, dataDir } from '../config/installConfig.ts';
import { getEnv } from '../config/env.ts';
import { ensureSearchIndex } from '../search/searchIndexVersion.ts';

/**
 * An installed forum's schema (and search index, decision 017) is brought up to date before the first
 * request; new migrations are applied only after a backup (decision 070).
 */
export async function migrateInstalledDatabase(): Promise<void> {
  const settings = activeDatabaseSettings();
  if (!settings) return;
  const env = getEnv();
  const pool = createPool(settings, { connectionLimit: 2 });
  try {
    await upgradeDatabase(pool, {
      projectDir: process.cwd(),
      dataDir: dataDir(),
      backupDir: backupDir(),
      database: settings,
      databaseFromEnvironment: env.DATABASE_URL !== undefined,
      skipBackup: env.SKIP_UPGRADE_BACKUP,
      log: (message) => console.log(`Plaza: ${message}`),
    });
  } catch (error) {
    if (error instanceof UpgradeRefusedError) console.error(error.message);
    else console.error(`Plaza cannot start: database migration failed: ${(error as Error).message}`);
    process.exit(1);
  }
  try {
    await ensureSearchIndex(pool);
  } catch (error) {
    // The forum still works without a complete index; the next start tries again.
    console.error(`Plaza: building the search index failed: ${(error as Error).message}`);
  } finally {
    await pool.end();
  }
}
