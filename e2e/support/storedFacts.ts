import type { RowDataPacket } from 'mysql2';
import { withMainDatabase } from './mysqlAdmin.ts';

/**
 * Reads the main end-to-end database, for facts no page or API shows at once (a view counted behind a
 * cached page, a counter a refused request must not have moved, an audit row). Only SELECT passes:
 * specs make and change data through the app, never behind its back.
 */
export async function storedRows<T extends object = Record<string, unknown>>(
  query: string,
  params: unknown[] = [],
): Promise<T[]> {
  if (!/^\s*SELECT\s/i.test(query)) throw new Error(`stored facts are read only: ${query}`);
  const [rows] = await withMainDatabase((connection) => connection.query<RowDataPacket[]>(query, params));
  return rows as T[];
}

/** The one row a read-only query answers. */
export async function storedRow<T extends object = Record<string, unknown>>(
  query: string,
  params: unknown[] = [],
): Promise<T> {
  const rows = await storedRows<T>(query, params);
  if (rows.length !== 1) throw new Error(`expected one row, got ${rows.length}: ${query}`);
  return rows[0]!;
}
