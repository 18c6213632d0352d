import { asc, eq } from 'drizzle-orm';
import { friendLinks, nodes } from '@/server/db/schema/index.ts';
import type { Transaction } from '@/server/entities/entityTarget.ts';
import { movedOrder, sortNumbers, type MoveDirection } from '@/server/admintaxonomy/adminActor.ts';

/** A hand-sorted list: its rows carry `sort_order` and `status` (a new collection adds its table here). */
export type SortedTable = typeof nodes | typeof friendLinks;

/**
 * Swaps the row with its neighbour and renumbers the list 10, 20, 30 …; at an end nothing changes.
 * Locking every row keeps two concurrent moves from renumbering from different orders.
 */
export async function moveSortedRow(
  tx: Transaction,
  table: SortedTable,
  id: number,
  direction: MoveDirection,
): Promise<'missing' | 'unchanged' | 'moved'> {
  const rows: Array<{ id: number; sortOrder: number }> = await tx
    .select({ id: table.id, sortOrder: table.sortOrder })
    .from(table)
    .orderBy(asc(table.sortOrder), asc(table.id))
    .for('update');
  if (!rows.some((row) => row.id === id)) return 'missing';
  const order = movedOrder(
    rows.map((row) => row.id),
    id,
    direction,
  );
  if (!order) return 'unchanged';
  const numbers = sortNumbers(order);
  for (const row of rows) {
    const sortOrder = numbers.get(row.id) ?? row.sortOrder;
    if (sortOrder !== row.sortOrder) await tx.update(table).set({ sortOrder }).where(eq(table.id, row.id));
  }
  return 'moved';
}
