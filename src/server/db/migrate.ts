import { resolve } from 'node:path';
import type mysql from 'mysql2/promise';
import { migrate } from 'drizzle-orm/mysql2/migrator';
import { createDatabase } from './client.ts';

const LOCK_NAME = 'plaza_migrations';
const LOCK_TIMEOUT_SECONDS = 60;

export function migrationsFolder(): string {
  return resolve(process.cwd(), 'db/migrations');
}

/** Applies pending migrations once, even when several processes start together. */
export async function runMigrations(pool: mysql.Pool): Promise<void> {
  const connection = await pool.getConnection();
  try {
    const [rows] = await connection.query('SELECT GET_LOCK(?, ?) AS acquired', [
      LOCK_NAME,
      LOCK_TIMEOUT_SECONDS,
    ]);
    if ((rows as Array<{ acquired: number }>)[0]?.acquired !== 1) {
      throw new Error('Timed out waiting for the migration lock');
    }
    try {
      await migrate(createDatabase(pool), { migrationsFolder: migrationsFolder() });
    } finally {
      await connection.query('SELECT RELEASE_LOCK(?)', [LOCK_NAME]);
    }
  } finally {
    connection.release();
  }
}
