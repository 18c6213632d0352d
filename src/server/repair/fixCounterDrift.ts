import type { Database } from '../db/client.ts';
import { executeRows } from '../db/executeRows.ts';
import { withDeadlockRetry } from '../db/withDeadlockRetry.ts';
import type { CounterDefinition } from './counterDefinitions.ts';
import { lockCounterSql, recountSql, setCounterSql } from './counterSql.ts';
import type { CounterDrift } from './repairReport.ts';

/**
 * Sets one row's counter to what its rows give, in a short transaction of its own. The row holding
 * the counter is locked first, and it is the only lock taken: every write path that changes the
 * counted rows moves the counter under this same row lock, so none commits between the recount and
 * the update. READ COMMITTED lets the recount see every writer that committed before the lock was
 * granted; a writer still in flight adds its own delta after this commit. Answers the fix, or
 * undefined when the row is gone or already right.
 */
export function fixCounterDrift(
  db: Database,
  counter: CounterDefinition,
  id: number,
): Promise<CounterDrift | undefined> {
  return withDeadlockRetry(() =>
    db.transaction(
      async (tx) => {
        const [row] = await executeRows<{ stored: number | string }>(tx, lockCounterSql(counter, id));
        if (!row) return undefined;
        const [recount] = await executeRows<{ counted: number | string }>(tx, recountSql(counter, id));
        const was = Number(row.stored);
        const now = Number(recount?.counted ?? 0);
        if (was === now) return undefined;
        await tx.execute(setCounterSql(counter, id, now));
        return { id, was, now };
      },
      { isolationLevel: 'read committed' },
    ),
  );
}
