import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';
import type { Transaction } from '../entities/entityTarget.ts';

/** The rows of a raw SELECT (drizzle's mysql2 driver answers [rows, fields]). */
export async function executeRows<T>(db: Database | Transaction, query: SQL): Promise<T[]> {
  const [rows] = (await db.execute(query)) as unknown as [T[]];
  return rows;
}
