import { writeFileSync } from 'node:fs';
import type mysql from 'mysql2/promise';
import { drizzle } from 'drizzle-orm/mysql2';
import { expect } from 'vitest';
import type { Database } from '@/server/db/client.ts';
import * as schema from '@/server/db/schema/index.ts';

/*
 * Shared pieces of the EXPLAIN tests (*.explain.int.test.ts): running EXPLAIN and MariaDB's ANALYZE
 * for a statement, capturing the statements drizzle sends, the checks on a plan's rows, and the
 * Markdown written when EXPLAIN_OUT=path is set.
 */

/** One row of EXPLAIN (or ANALYZE, which adds r_rows: the rows actually read, per loop). */
export interface PlanRow {
  id: number | null;
  select_type: string;
  table: string | null;
  type: string | null;
  possible_keys: string | null;
  key: string | null;
  key_len: string | null;
  ref: string | null;
  rows: number | null;
  r_rows?: number | string | null;
  Extra: string | null;
}

/** A statement as drizzle sends it. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** A drizzle query builder, not run. */
export interface BuiltQuery {
  toSQL(): Statement;
}

/** The SQL and parameters of a built query. */
export function statementOf(query: BuiltQuery): Statement {
  const { sql, params } = query.toSQL();
  return { sql, params };
}

/** MariaDB's ANALYZE of a statement: it runs it and reports the plan with the rows read (r_rows). */
export async function analyzeStatement(pool: mysql.Pool, statement: Statement): Promise<PlanRow[]> {
  const [analyzed] = await pool.query(`ANALYZE ${statement.sql}`, statement.params);
  return analyzed as PlanRow[];
}

/** EXPLAIN's plan of a statement, each row with the rows ANALYZE saw read (r_rows, null if none). */
export async function explainStatement(pool: mysql.Pool, statement: Statement): Promise<PlanRow[]> {
  const [rows] = await pool.query(`EXPLAIN ${statement.sql}`, statement.params);
  const analyzed = await analyzeStatement(pool, statement);
  return (rows as PlanRow[]).map((row, index) => ({
    ...row,
    r_rows: analyzed[index]?.r_rows ?? null,
  }));
}

/** A drizzle instance made exactly like createDatabase()'s (same pool, schema and mode), plus a logger. */
export interface StatementRecorder {
  db: Database;
  /** Runs real code and returns the statements it sent, in order. */
  capture(run: () => Promise<unknown>): Promise<Statement[]>;
}

export function recordStatements(pool: mysql.Pool): StatementRecorder {
  let log: Statement[] = [];
  const db = drizzle(pool, {
    schema,
    mode: 'planetscale',
    logger: { logQuery: (sql, params) => log.push({ sql, params }) },
  }) as unknown as Database;
  return {
    db,
    capture: async (run) => {
      log = [];
      await run();
      return log;
    },
  };
}

/** The rows a plan row read (r_rows; 0 when ANALYZE reported none). */
export function rowsRead(row: PlanRow): number {
  return Number(row.r_rows ?? 0);
}

/** A plan row's sort in memory or temporary table, as EXPLAIN's Extra names them. */
export const FILESORT_OR_TEMPORARY = /filesort|temporary/i;

/** The plan reads its tables through exactly these keys, in this order. */
export function expectKeys(plan: PlanRow[], keys: Array<string | null>): void {
  expect(
    plan.map((row) => row.key),
    'keys of the plan',
  ).toEqual(keys);
}

/** The row is no filesort (and, unless `temporary: false`, no temporary table). */
export function expectNoSort(row: PlanRow, options: { temporary?: boolean } = {}): void {
  expect(row.Extra ?? '', `Extra of ${row.table}`).not.toMatch(
    options.temporary === false ? /filesort/ : FILESORT_OR_TEMPORARY,
  );
}

/** The row read at most `maxRows` rows (r_rows). */
export function expectRowsRead(row: PlanRow, maxRows: number): void {
  expect(rowsRead(row), `rows read from ${row.table} (${row.type} on ${row.key})`).toBeLessThanOrEqual(
    maxRows,
  );
}

/** The plan's row reading `table` (through `key`, when given); the test fails when there is none. */
export function planRow(plan: PlanRow[], table: string, key?: string): PlanRow {
  const row = plan.find((item) => item.table === table && (key === undefined || item.key === key));
  expect(row, JSON.stringify(plan)).toBeDefined();
  return row!;
}

/** The plan reads `table` through `key`, with no sort, and at most `maxRows` rows of it. */
export function expectIndexedRead(plan: PlanRow[], table: string, key: string, maxRows: number): void {
  const row = planRow(plan, table);
  expect(row.key, JSON.stringify(plan)).toBe(key);
  expectNoSort(row);
  expectRowsRead(row, maxRows);
}

export type PlanColumn = keyof PlanRow;

/** A plan as a Markdown table of `columns`, one line each; the test database's name is left out. */
function planTable(plan: PlanRow[], columns: readonly PlanColumn[]): string[] {
  const cell = (value: unknown) =>
    value === null || value === undefined
      ? ''
      : String(value)
          .replace(/\|/g, '\\|')
          .replace(/^plaza_t_\w+\./, '');
  return [
    `| ${columns.join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...plan.map((row) => `| ${columns.map((column) => cell(row[column])).join(' | ')} |`),
  ];
}

/** One explained statement as Markdown: heading, what to expect (`why`), the SQL, a `note`, the plan. */
export function planSection(section: {
  name: string;
  why?: string;
  sql: string;
  note?: string;
  plan: PlanRow[];
  columns: readonly PlanColumn[];
}): string {
  return [
    `### ${section.name}`,
    '',
    ...(section.why === undefined ? [] : [section.why, '']),
    '```sql',
    section.sql,
    '```',
    '',
    ...(section.note === undefined ? [] : [section.note, '']),
    ...planTable(section.plan, section.columns),
    '',
  ].join('\n');
}

/** Writes the sections to EXPLAIN_OUT, when it is set (docs/explain-*.md). */
export function writeExplainOut(sections: string[]): void {
  if (process.env.EXPLAIN_OUT) writeFileSync(process.env.EXPLAIN_OUT, sections.join('\n'));
}
