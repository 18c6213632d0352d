import type { Database } from '../db/client.ts';
import { executeRows } from '../db/executeRows.ts';
import { COUNTER_DEFINITIONS } from './counterDefinitions.ts';
import { driftCountSql } from './counterSql.ts';

/** Per counter, how many rows hold a value their rows disagree with; read only, several at once. */
export async function countDrifts(db: Database): Promise<Record<string, number>> {
  const entries = await Promise.all(
    COUNTER_DEFINITIONS.map(async (counter) => {
      const [row] = await executeRows<{ n: number | string }>(db, driftCountSql(counter));
      return [counter.name, Number(row?.n ?? -1)] as const;
    }),
  );
  return Object.fromEntries(entries);
}
