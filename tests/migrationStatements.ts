import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type mysql from 'mysql2/promise';
import { migrationsFolder } from '@/server/db/migrate.ts';

/** A committed migration's statements, in order, as drizzle's migrator splits them. */
export function migrationStatements(fileName: string): string[] {
  const file = readFileSync(join(migrationsFolder(), fileName), 'utf8');
  return file
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
}

/** Runs statements one after the other on one connection (session variables carry between them). */
export async function runStatements(pool: mysql.Pool, statements: readonly string[]): Promise<void> {
  const connection = await pool.getConnection();
  try {
    for (const statement of statements) await connection.query(statement);
  } finally {
    connection.release();
  }
}
