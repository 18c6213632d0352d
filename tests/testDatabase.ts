import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import { createDatabase, createPool, type Database } from '@/server/db/client.ts';
import { runMigrations } from '@/server/db/migrate.ts';
import type { DatabaseSettings } from '@/server/config/installConfig.ts';
import { adminConnection, testServerSettings } from './mysqlServer.ts';

export { adminConnection, testServerSettings };

export function uniqueDatabaseName(prefix = 'plaza_t'): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** Creates an empty database; the caller drops it. */
export async function createEmptyDatabase(
  prefix?: string,
): Promise<{ settings: DatabaseSettings; drop: () => Promise<void> }> {
  const name = uniqueDatabaseName(prefix);
  const connection = await adminConnection();
  await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await connection.end();
  return {
    settings: { ...testServerSettings(), database: name },
    drop: async () => {
      const admin = await adminConnection();
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
    },
  };
}

export interface TestDatabase {
  db: Database;
  pool: mysql.Pool;
  settings: DatabaseSettings;
  cleanup: () => Promise<void>;
}

/** A migrated database of its own for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { settings, drop } = await createEmptyDatabase();
  const pool = createPool(settings, { connectionLimit: 20 });
  await runMigrations(pool);
  return {
    db: createDatabase(pool),
    pool,
    settings,
    cleanup: async () => {
      await pool.end();
      await drop();
    },
  };
}
