import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '@/server/db/client.ts';
import {
  analyzeStatement,
  explainStatement,
  planSection,
  recordStatements,
  statementOf,
  writeExplainOut,
  type BuiltQuery,
  type PlanColumn,
  type PlanRow,
  type Statement,
  type StatementRecorder,
} from './queryPlans.ts';
import { createTestDatabase, type TestDatabase } from './testDatabase.ts';

/** The columns a plan table shows unless a file asks for others: how each table is read, and what it cost. */
export const PLAN_COLUMNS = [
  'table',
  'type',
  'possible_keys',
  'key',
  'key_len',
  'ref',
  'rows',
  'r_rows',
  'Extra',
] as const satisfies readonly PlanColumn[];

/** One explained statement as its Markdown section shows it (the SQL and plan may be shortened). */
interface PlanRecord {
  name: string;
  why?: string;
  note?: string;
  sql?: string;
  plan?: PlanRow[];
}

export interface ExplainSuite {
  /** The file's own database, seeded (available once the suite's beforeAll ran). */
  readonly test: TestDatabase;
  /** A drizzle instance on that database, made as createDatabase()'s is, that records what it sends. */
  readonly db: Database;
  /** Runs real code against `db` and returns the statements it sent, in order. */
  statements(run: () => Promise<unknown>): Promise<Statement[]>;
  /** MariaDB's ANALYZE of a statement (the plan with the rows read), kept as no section. */
  analyze(statement: Statement): Promise<PlanRow[]>;
  /** ANALYZE of the first statement `run` sent against `db`: for code whose list query comes first. */
  analyzeFirst(run: () => Promise<unknown>): Promise<PlanRow[]>;
  /** EXPLAIN with ANALYZE's rows read, kept as a section for EXPLAIN_OUT. */
  explain(name: string, query: BuiltQuery | Statement, why?: string): Promise<PlanRow[]>;
  /** EXPLAIN with ANALYZE's rows read; `record` makes the section from the full plan (shortening it, adding a note). */
  explainAs(
    statement: Statement,
    record: (plan: PlanRow[]) => PlanRecord | Promise<PlanRecord>,
  ): Promise<PlanRow[]>;
  /** A section of Markdown that is no plan (a timing, say), kept in its place among the plans. */
  addSection(markdown: string): void;
}

/**
 * The set-up every *.explain.int.test.ts shares: a database of its own seeded before the tests,
 * each explained statement kept as a Markdown section, written to EXPLAIN_OUT (a file that only
 * checks plans keeps none and writes nothing) and the database dropped after.
 */
export function explainSuite(options: {
  seed: (test: TestDatabase) => Promise<void>;
  columns?: readonly PlanColumn[];
  seedTimeout?: number;
}): ExplainSuite {
  let current: TestDatabase | undefined;
  let recorder: StatementRecorder | undefined;
  const sections: string[] = [];
  const columns = options.columns ?? PLAN_COLUMNS;
  const database = (): TestDatabase => {
    if (!current) throw new Error('the explain suite has no database before its beforeAll ran');
    return current;
  };
  const recorded = (): StatementRecorder => {
    if (!recorder) throw new Error('the explain suite records statements only once its beforeAll ran');
    return recorder;
  };
  const analyze = (statement: Statement) => analyzeStatement(database().pool, statement);
  const explainAs = async (
    statement: Statement,
    record: (plan: PlanRow[]) => PlanRecord | Promise<PlanRecord>,
  ) => {
    const plan = await explainStatement(database().pool, statement);
    const shown = await record(plan);
    sections.push(planSection({ sql: statement.sql, plan, ...shown, columns }));
    return plan;
  };

  beforeAll(async () => {
    current = await createTestDatabase();
    recorder = recordStatements(current.pool);
    await options.seed(current);
  }, options.seedTimeout);
  afterAll(async () => {
    if (sections.length > 0) writeExplainOut(sections);
    await current?.cleanup();
  });

  return {
    get test() {
      return database();
    },
    get db() {
      return recorded().db;
    },
    statements: (run) => recorded().capture(run),
    analyze,
    analyzeFirst: async (run) => {
      const sent = await recorded().capture(run);
      expect(sent.length, 'statements sent').toBeGreaterThan(0);
      return analyze(sent[0]!);
    },
    explain: (name, query, why) =>
      explainAs('toSQL' in query ? statementOf(query) : query, () =>
        why === undefined ? { name } : { name, why },
      ),
    explainAs,
    addSection: (markdown) => {
      sections.push(markdown);
    },
  };
}
