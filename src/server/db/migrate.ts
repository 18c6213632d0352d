import { resolve } from 'node:path';
import type mysql from 'mysql2/promise';
import { migrate } from 'drizzle-orm/mysql2/migrator';
import { createDatabase } from './client.ts';
import { withNamedLock } from './withNamedLock.ts';

const MIGRATION_LOCK = { name: 'plaza_migrations', timeoutSeconds: 60 };

export function migrationsFolder(): string {
  return resolve(process.cwd(), 'db/migrations');
}

/** Applies pending migrations once, even when several processes start together. */
export async function runMigrations(pool: mysql.Pool): Promise<void> {
  await withNamedLock(pool, MIGRATION_LOCK, () =>
    migrate(createDatabase(pool), { migrationsFolder: migrationsFolder() }),
  );
}
