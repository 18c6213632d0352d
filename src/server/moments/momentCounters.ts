import { asc, eq, inArray, sql } from 'drizzle-orm';
import { nodes, users } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { adjustTagCounts } from '../taxonomy/tags.commands.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';

/** What a published moment is counted in. */
export interface MomentCountKeys {
  userId: number;
  nodeId: number;
  tagIds: readonly number[];
}

/** Node, tag and author counts are of published moments: pending and deleted ones are in no list. */
export function isCounted(status: number): boolean {
  return status === ContentStatus.published;
}

async function adjustNodeCount(tx: Transaction, nodeId: number, delta: number): Promise<void> {
  if (nodeId <= 0 || delta === 0) return;
  await tx
    .update(nodes)
    .set({ momentCount: sql`GREATEST(CAST(${nodes.momentCount} AS SIGNED) + ${delta}, 0)` })
    .where(eq(nodes.id, nodeId));
}

/** Moves a counted moment from one node to another, locking both rows in id order first. */
export async function moveNodeCount(tx: Transaction, from: number, to: number): Promise<void> {
  if (from === to) return;
  const ids = [from, to].filter((id) => id > 0).sort((a, b) => a - b);
  if (ids.length > 0) {
    await tx
      .select({ id: nodes.id })
      .from(nodes)
      .where(inArray(nodes.id, ids))
      .orderBy(asc(nodes.id))
      .for('update');
  }
  await adjustNodeCount(tx, from, -1);
  await adjustNodeCount(tx, to, 1);
}

/**
 * Adds delta to every count the moment is in, in the caller's transaction. Rows are locked in one
 * order (tags, node, author) by every moment write, so concurrent writers queue instead of deadlocking.
 */
export async function adjustMomentCounts(
  tx: Transaction,
  keys: MomentCountKeys,
  delta: number,
): Promise<void> {
  await adjustTagCounts(tx, keys.tagIds, 'moment', delta);
  await adjustNodeCount(tx, keys.nodeId, delta);
  await tx
    .update(users)
    .set({ momentCount: sql`GREATEST(CAST(${users.momentCount} AS SIGNED) + ${delta}, 0)` })
    .where(eq(users.id, keys.userId));
}
