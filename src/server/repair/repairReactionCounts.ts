// Only relative `.ts` imports here: scripts/repair.ts runs this file with Node's type stripping.
import type { Database } from '../db/client.ts';
import { executeRows } from '../db/executeRows.ts';
import { withDeadlockRetry } from '../db/withDeadlockRetry.ts';
import type { EntityKind } from '../../shared/content/entityType.ts';
import {
  LIKED_TABLES,
  driftedTargetsSql,
  lockTargetSql,
  nextTargetBatchSql,
  recountTargetSql,
  setTargetCountSql,
  storedTargetSql,
} from './reactionCountsSql.ts';
import type { CounterDrift, CounterRepair } from './repairReport.ts';

const REPAIR_BATCH_ROWS = 1000;
const REPORTED_DRIFTS = 10;

type Rows = Array<{ reaction: number | string; counted?: number | string; stored?: number | string }>;

function byReaction(rows: Rows, column: 'counted' | 'stored'): Map<number, number> {
  return new Map(rows.map((row) => [Number(row.reaction), Number(row[column] ?? 0)]));
}

const total = (counts: Map<number, number>) => [...counts.values()].reduce((sum, value) => sum + value, 0);

/**
 * Sets one target's emoji counts to what its likes give, under the target row's lock (the one
 * lock setLike takes before it moves them), in a short READ COMMITTED transaction of its own.
 * The drift reports the target's emoji likes in all, stored and counted.
 */
function fixTarget(db: Database, kind: EntityKind, id: number): Promise<CounterDrift | undefined> {
  return withDeadlockRetry(() =>
    db.transaction(
      async (tx) => {
        const [target] = await executeRows<{ id: number }>(tx, lockTargetSql(kind, id));
        if (!target) return undefined;
        const counted = byReaction(await executeRows(tx, recountTargetSql(kind, id)), 'counted');
        const stored = byReaction(await executeRows(tx, storedTargetSql(kind, id)), 'stored');
        let changed = false;
        for (const reaction of new Set([...counted.keys(), ...stored.keys()])) {
          const now = counted.get(reaction) ?? 0;
          if ((stored.get(reaction) ?? 0) === now) continue;
          await tx.execute(setTargetCountSql(kind, id, reaction, now));
          changed = true;
        }
        return changed ? { id, was: total(stored), now: total(counted) } : undefined;
      },
      { isolationLevel: 'read committed' },
    ),
  );
}

/** Walks one kind's targets in id order a batch at a time, fixing those whose emoji counts drift. */
export async function repairReactionCounts(
  db: Database,
  kind: EntityKind,
  batchRows: number = REPAIR_BATCH_ROWS,
): Promise<CounterRepair> {
  const repair: CounterRepair = {
    counter: `reaction_counts.count (${LIKED_TABLES[kind]})`,
    checked: 0,
    fixed: 0,
    drifts: [],
  };
  for (let after = 0; ;) {
    const [batch] = await executeRows<{ size: number | string; last: number | string | null }>(
      db,
      nextTargetBatchSql(kind, after, batchRows),
    );
    const size = Number(batch?.size ?? 0);
    if (size === 0) return repair;
    const last = Number(batch?.last);
    const drifted = await executeRows<{ id: number | string }>(db, driftedTargetsSql(kind, after, last));
    for (const row of drifted) {
      const fix = await fixTarget(db, kind, Number(row.id));
      if (!fix) continue;
      repair.fixed += 1;
      if (repair.drifts.length < REPORTED_DRIFTS) repair.drifts.push(fix);
    }
    repair.checked += size;
    after = last;
  }
}

export const REACTION_COUNT_KINDS: readonly EntityKind[] = ['moment', 'article', 'comment'];
