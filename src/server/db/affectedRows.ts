import type { ResultSetHeader } from 'mysql2';

/** Rows changed by an UPDATE/DELETE through drizzle's mysql2 driver ([header, fields] or the header). */
export function affectedRows(result: unknown): number {
  const header = (Array.isArray(result) ? result[0] : result) as ResultSetHeader | undefined;
  return header?.affectedRows ?? 0;
}
