import type mysql from 'mysql2/promise';
import type { MigrationFile } from './migrationFolder.ts';

// drizzle's table and columns, so that a database migrated by drizzle's migrator and by ours agree.
const MIGRATION_LEDGER_TABLE = '__drizzle_migrations';

export async function ensureMigrationLedger(connection: mysql.Connection): Promise<void> {
  await connection.query(
    `CREATE TABLE IF NOT EXISTS ${MIGRATION_LEDGER_TABLE} (id SERIAL PRIMARY KEY, hash TEXT NOT NULL, created_at BIGINT)`,
  );
}

/** The newest applied migration's time stamp; 0 when none is. */
export async function newestAppliedMigration(connection: mysql.Connection): Promise<number> {
  const [rows] = await connection.query(`SELECT MAX(created_at) AS newest FROM ${MIGRATION_LEDGER_TABLE}`);
  return Number((rows as Array<{ newest: string | number | null }>)[0]?.newest ?? 0);
}

export async function recordAppliedMigration(
  connection: mysql.Connection,
  migration: MigrationFile,
): Promise<void> {
  await connection.query(`INSERT INTO ${MIGRATION_LEDGER_TABLE} (hash, created_at) VALUES (?, ?)`, [
    migration.hash,
    migration.createdAt,
  ]);
}

/** Whether the database holds anything besides the ledger: a forum to back up before changing it. */
export async function databaseHasTables(connection: mysql.Connection): Promise<boolean> {
  const [rows] = await connection.query(
    'SELECT COUNT(*) AS tables FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name <> ?',
    [MIGRATION_LEDGER_TABLE],
  );
  return Number((rows as Array<{ tables: number | string }>)[0]?.tables ?? 0) > 0;
}
