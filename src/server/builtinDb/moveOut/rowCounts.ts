// Only relative imports: scripts/moveOut.ts runs with Node's type stripping.
import type mysql from 'mysql2/promise';
import { quoteIdentifier } from '../../install/sqlIdentifier.ts';

export type RowCounts = Map<string, number>;

/** Every base table of the connection's database with its exact row count (COUNT(*), not the estimate). */
export async function countRows(connection: mysql.Connection): Promise<RowCounts> {
  const [tables] = await connection.query(
    `SELECT TABLE_NAME AS name FROM information_schema.TABLES
      WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME`,
  );
  const counts: RowCounts = new Map();
  for (const { name } of tables as Array<{ name: string }>) {
    const [rows] = await connection.query(`SELECT COUNT(*) AS count FROM ${quoteIdentifier(name)}`);
    counts.set(name, Number((rows as Array<{ count: unknown }>)[0]?.count ?? 0));
  }
  return counts;
}

export interface RowCountDifference {
  table: string;
  source: number | undefined;
  target: number | undefined;
}

/** The tables whose counts differ, or that exist on one side only; empty when the copy is whole. */
export function compareRowCounts(source: RowCounts, target: RowCounts): RowCountDifference[] {
  const tables = [...new Set([...source.keys(), ...target.keys()])].sort();
  return tables
    .map((table) => ({ table, source: source.get(table), target: target.get(table) }))
    .filter((row) => row.source !== row.target);
}

export function describeDifference({ table, source, target }: RowCountDifference): string {
  return `${table}: ${source ?? 'missing'} rows here, ${target ?? 'missing'} on the target`;
}
