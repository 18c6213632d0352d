import type { Database } from '../db/client.ts';
import { executeRows } from '../db/executeRows.ts';
import type { CounterDefinition } from './counterDefinitions.ts';
import { driftsBetweenSql, nextBatchSql } from './counterSql.ts';
import { fixCounterDrift } from './fixCounterDrift.ts';
import type { CounterRepair } from './repairReport.ts';

/** Rows of the counter's table compared per read query. */
const REPAIR_BATCH_ROWS = 1000;
/** Fixes a report lists per counter; the count covers them all. */
const REPORTED_DRIFTS = 10;

/**
 * Walks the counter's table in id order, a batch at a time: one read query finds the batch's rows
 * whose counter differs from their rows, then each is fixed on its own (fixCounterDrift.ts), so no
 * lock is held longer than one row's recount.
 */
export async function repairCounter(
  db: Database,
  counter: CounterDefinition,
  batchRows: number = REPAIR_BATCH_ROWS,
): Promise<CounterRepair> {
  const repair: CounterRepair = { counter: counter.name, checked: 0, fixed: 0, drifts: [] };
  for (let after = 0; ;) {
    const [batch] = await executeRows<{ size: number | string; last: number | string | null }>(
      db,
      nextBatchSql(counter, after, batchRows),
    );
    const size = Number(batch?.size ?? 0);
    if (size === 0) return repair;
    const last = Number(batch?.last);
    const drifted = await executeRows<{ id: number | string }>(db, driftsBetweenSql(counter, after, last));
    for (const row of drifted) {
      const fix = await fixCounterDrift(db, counter, Number(row.id));
      if (!fix) continue;
      repair.fixed += 1;
      if (repair.drifts.length < REPORTED_DRIFTS) repair.drifts.push(fix);
    }
    repair.checked += size;
    after = last;
  }
}
