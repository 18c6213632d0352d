import mysql from 'mysql2/promise';
import { drizzle, type MySql2Database } from 'drizzle-orm/mysql2';
import * as schema from './schema/index.ts';
import type { DatabaseSettings } from '../config/installConfig.ts';
import { activeDatabaseSettings } from '../install/installState.ts';

export type Database = MySql2Database<typeof schema>;

export function createPool(settings: DatabaseSettings, options: { connectionLimit?: number } = {}) {
  const pool = mysql.createPool({
    host: settings.host,
    port: settings.port,
    user: settings.username,
    password: settings.password,
    database: settings.database,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    dateStrings: false,
    connectionLimit: options.connectionLimit ?? 10,
    connectTimeout: 5000,
    enableKeepAlive: true,
  });
  // Times are UTC in the database too, so CURRENT_TIMESTAMP defaults agree with the values we write.
  pool.pool.on('connection', (connection) => {
    connection.query("SET time_zone = '+00:00'");
  });
  return pool;
}

// mode 'planetscale': the default relational mode emits LATERAL joins that MariaDB lacks.
export function createDatabase(pool: mysql.Pool): Database {
  return drizzle(pool, { schema, mode: 'planetscale' });
}

let current: { key: string; pool: mysql.Pool; db: Database } | undefined;

export class DatabaseNotConfiguredError extends Error {
  override name = 'DatabaseNotConfiguredError';
}

/** The forum's database; the pool is created on first use and follows the active settings. */
export function getDb(): Database {
  const settings = activeDatabaseSettings();
  if (!settings) throw new DatabaseNotConfiguredError('The forum is not installed');
  const key = JSON.stringify(settings);
  if (current?.key !== key) {
    const previous = current;
    const pool = createPool(settings);
    current = { key, pool, db: createDatabase(pool) };
    void previous?.pool.end();
  }
  return current.db;
}

export async function closeDb(): Promise<void> {
  const previous = current;
  current = undefined;
  await previous?.pool.end();
}
