import type { Database } from '../db/client.ts';
import { COUNTER_DEFINITIONS } from './counterDefinitions.ts';
import { repairCounter } from './repairCounter.ts';
import { REACTION_COUNT_KINDS, repairReactionCounts } from './repairReactionCounts.ts';
import type { CounterRepair, RepairReport } from './repairReport.ts';

export interface RepairOptions {
  batchRows?: number;
  /** Told as each counter is done, for a report that grows as it runs. */
  onCounter?: (repair: CounterRepair) => void;
}

/**
 * Recomputes every counter and balance from the rows it counts and fixes each drift, one counter
 * after another, while the forum keeps running.
 */
export async function repairCounters(db: Database, options: RepairOptions = {}): Promise<RepairReport> {
  const started = performance.now();
  const counters: CounterRepair[] = [];
  for (const definition of COUNTER_DEFINITIONS) {
    const repair = await repairCounter(db, definition, options.batchRows);
    options.onCounter?.(repair);
    counters.push(repair);
  }
  // The emoji counts of likes (decision 080): not a column of the target, a table beside it.
  for (const kind of REACTION_COUNT_KINDS) {
    const repair = await repairReactionCounts(db, kind, options.batchRows);
    options.onCounter?.(repair);
    counters.push(repair);
  }
  return {
    counters,
    checked: counters.reduce((total, repair) => total + repair.checked, 0),
    fixed: counters.reduce((total, repair) => total + repair.fixed, 0),
    ms: Math.round(performance.now() - started),
  };
}
