import { createPool } from './client.ts';
import { runMigrations } from './migrate.ts';
import { activeDatabaseSettings } from '../install/installState.ts';
import { ensureSearchIndex } from '../search/searchIndexVersion.ts';

/** An installed forum's schema (and search index, decision 017) is brought up to date before the first request. */
export async function migrateInstalledDatabase(): Promise<void> {
  const settings = activeDatabaseSettings();
  if (!settings) return;
  const pool = createPool(settings, { connectionLimit: 2 });
  try {
    await runMigrations(pool);
  } catch (error) {
    console.error(`Plaza cannot start: database migration failed: ${(error as Error).message}`);
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
