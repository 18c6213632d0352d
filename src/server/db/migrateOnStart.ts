import { createPool } from './client.ts';
import { runMigrations } from './migrate.ts';
import { activeDatabaseSettings } from '../install/installState.ts';

/** An installed forum's schema is brought up to date before the first request. */
export async function migrateInstalledDatabase(): Promise<void> {
  const settings = activeDatabaseSettings();
  if (!settings) return;
  const pool = createPool(settings, { connectionLimit: 2 });
  try {
    await runMigrations(pool);
  } catch (error) {
    console.error(`Plaza cannot start: database migration failed: ${(error as Error).message}`);
    process.exit(1);
  } finally {
    await pool.end();
  }
}
