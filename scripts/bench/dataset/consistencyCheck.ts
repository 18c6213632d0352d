// After generation: every counter column against the rows it counts (the repair's own definitions,
// src/server/repair/counterDefinitions.ts), each balance against its ledger's last entry, and the
// search index against the visible content. Each check counts mismatching rows.
import type mysql from 'mysql2/promise';
import { sql, type SQL } from 'drizzle-orm';
import { createDatabase } from '../../../src/server/db/client.ts';
import { executeRows } from '../../../src/server/db/executeRows.ts';
import { COUNTER_DEFINITIONS } from '../../../src/server/repair/counterDefinitions.ts';
import { countDrifts } from '../../../src/server/repair/countDrifts.ts';

const PUBLISHED = 0;

const LEDGER_AND_INDEX_CHECKS: Record<string, SQL> = {
  'users.score = last balance_after': sql`SELECT COUNT(*) AS n FROM users u
    JOIN (SELECT user_id, MAX(id) AS id FROM score_logs GROUP BY user_id) last ON last.user_id = u.id
    JOIN score_logs s ON s.id = last.id WHERE s.balance_after <> u.score`,
  'search_documents for moments': sql`SELECT COUNT(*) AS n FROM moments m
    LEFT JOIN search_documents d ON d.kind = 0 AND d.entity_id = m.id
    WHERE (m.status = ${PUBLISHED}) <> (d.id IS NOT NULL)`,
  'search_documents for articles': sql`SELECT COUNT(*) AS n FROM articles a
    LEFT JOIN search_documents d ON d.kind = 1 AND d.entity_id = a.id
    WHERE (a.status = ${PUBLISHED}) <> (d.id IS NOT NULL)`,
  'search_documents for users': sql`SELECT COUNT(*) AS n FROM users u
    LEFT JOIN search_documents d ON d.kind = 2 AND d.entity_id = u.id
    WHERE (u.status = 0) <> (d.id IS NOT NULL)`,
  'search_documents total': sql`SELECT (SELECT COUNT(*) FROM search_documents)
    - (SELECT COUNT(*) FROM moments WHERE status = ${PUBLISHED})
    - (SELECT COUNT(*) FROM articles WHERE status = ${PUBLISHED})
    - (SELECT COUNT(*) FROM users WHERE status = 0) AS n`,
};

/** Every check's name: one per counter, then the ledger and search index checks. */
export const CONSISTENCY_CHECK_NAMES: readonly string[] = [
  ...COUNTER_DEFINITIONS.map((counter) => counter.name),
  ...Object.keys(LEDGER_AND_INDEX_CHECKS),
];

export interface ConsistencyReport {
  ok: boolean;
  /** Mismatching rows per check (0 everywhere when ok). */
  mismatches: Record<string, number>;
  ms: number;
}

/** Runs every check, several at once on the pool's connections. */
export async function checkConsistency(pool: mysql.Pool): Promise<ConsistencyReport> {
  const started = performance.now();
  const db = createDatabase(pool);
  const [counters, others] = await Promise.all([
    countDrifts(db),
    Promise.all(
      Object.entries(LEDGER_AND_INDEX_CHECKS).map(async ([name, query]) => {
        const [row] = await executeRows<{ n: number | string }>(db, query);
        return [name, Number(row?.n ?? -1)] as const;
      }),
    ),
  ]);
  const mismatches = { ...counters, ...Object.fromEntries(others) };
  return {
    ok: Object.values(mismatches).every((count) => count === 0),
    mismatches,
    ms: Math.round(performance.now() - started),
  };
}
