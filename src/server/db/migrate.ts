import { resolve } from 'node:path';
import type mysql from 'mysql2/promise';
import { readMigrationFolder, type MigrationFile } from './migrationFolder.ts';
import { ensureMigrationLedger, newestAppliedMigration, recordAppliedMigration } from './migrationLedger.ts';
import { MigrationFailedError } from './migrationFailedError.ts';
import { withNamedLock } from './withNamedLock.ts';

// Long enough for another process to finish the backup it takes before migrating (migrateOnStart.ts).
const MIGRATION_LOCK = { name: 'plaza_migrations', timeoutSeconds: 900 };

export function migrationsFolder(): string {
  return resolve(process.cwd(), 'db/migrations');
}

interface MigrationRun {
  folder?: string;
  /** Runs once under the lock when migrations are pending, before the first one; throwing stops the run. */
  beforeApplying?: (pending: MigrationFile[], connection: mysql.PoolConnection) => Promise<void>;
}

/**
 * Applies pending migrations once, even when several processes start together: one at a time, each
 * recorded as soon as it succeeds, so a failure names its migration and leaves the earlier ones applied.
 */
export async function runMigrations(pool: mysql.Pool, run: MigrationRun = {}): Promise<void> {
  const migrations = readMigrationFolder(run.folder ?? migrationsFolder());
  return withNamedLock(pool, MIGRATION_LOCK, async (connection) => {
    await ensureMigrationLedger(connection);
    const newest = await newestAppliedMigration(connection);
    const pending = migrations.filter((migration) => migration.createdAt > newest);
    if (pending.length === 0) return;
    await run.beforeApplying?.(pending, connection);
    for (const [index, migration] of pending.entries()) {
      await applyMigration(connection, migration, pending.slice(0, index), pending.slice(index + 1));
    }
  });
}

async function applyMigration(
  connection: mysql.PoolConnection,
  migration: MigrationFile,
  appliedBefore: MigrationFile[],
  notReached: MigrationFile[],
): Promise<void> {
  for (const [index, statement] of migration.statements.entries()) {
    try {
      await connection.query(statement);
    } catch (error) {
      throw new MigrationFailedError({
        migration,
        statementNumber: index + 1,
        appliedBefore,
        notReached,
        cause: error,
      });
    }
  }
  await recordAppliedMigration(connection, migration);
}
