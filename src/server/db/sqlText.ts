import { getTableName, type Column, type Table } from 'drizzle-orm';

/**
 * Pieces for statements written as text rather than built by drizzle's `sql` template: for the
 * viewer request, which runs on every member's page view and whose building cost more than its
 * sending (decision 027). Names come from the schema; values are integers checked here, nothing else.
 */

export function tableName(table: Table): string {
  return `\`${getTableName(table)}\``;
}

/** `table`.`column` of a schema column. */
export function columnName(column: Column): string {
  return `${tableName(column.table)}.\`${column.name}\``;
}

export function sqlInteger(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer for SQL: ${value}`);
  return String(value);
}

/** A non-empty list of positive integers, as `1, 2, 3`. */
export function sqlIdList(ids: readonly number[]): string {
  if (ids.length === 0 || !ids.every((id) => Number.isSafeInteger(id) && id > 0))
    throw new Error('SQL id lists hold positive integers');
  return ids.join(', ');
}

/** A day as the check-in stores it (`2026-11-27`), quoted. */
export function sqlDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a day for SQL: ${day}`);
  return `'${day}'`;
}

/** A table's name and the named columns', for a statement written as text: `names.table`, `names.id`… */
export function sqlNames<Columns extends Record<string, Column>>(
  table: Table,
  columns: Columns,
): { table: string } & { [Key in keyof Columns]: string } {
  const names = Object.fromEntries(Object.entries(columns).map(([key, column]) => [key, columnName(column)]));
  return { ...names, table: tableName(table) } as { table: string } & { [Key in keyof Columns]: string };
}
