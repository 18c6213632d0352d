import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { tags } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';

export type TagCounter = 'moment' | 'article';

const COUNTER_FIELDS = {
  moment: 'momentCount',
  article: 'articleCount',
} as const satisfies Record<TagCounter, keyof typeof tags.$inferSelect>;

const byLowerName = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1);

/** The database, or a transaction of it. */
type Executor = Database | Transaction;

async function tagsNamed(db: Executor, names: readonly string[], locking: boolean) {
  const query = db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(inArray(tags.name, [...names]))
    .orderBy(asc(tags.id));
  // Inside a transaction only a locking read sees a row another writer committed after its snapshot.
  return locking ? query.for('update') : query;
}

/**
 * The ids of the named tags, creating the missing ones ("created on first use"). Names must be
 * normalised already (src/shared/moments/tagNames.ts). The unique name index decides what "the
 * same tag" is (a case- and accent-insensitive collation), so two names may give one id; the answer
 * has each id once, in the order of the names. A name taken meanwhile by a concurrent writer is a
 * duplicate key that INSERT IGNORE skips; the locking read after it sees that writer's row.
 *
 * Best called with the database, before the writer's transaction (moments do): then no tag row
 * stays locked in name order while counts lock them in id order, and if the transaction fails a
 * new tag simply stays unused with a count of 0. Inside a transaction it works too.
 */
export async function findOrCreateTags(db: Executor, names: readonly string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const existing = await tagsNamed(db, names, false);
  const known = new Set(existing.map((row) => row.name.toLowerCase()));
  const missing = names.filter((name) => !known.has(name.toLowerCase())).sort(byLowerName);
  if (missing.length > 0)
    await db
      .insert(tags)
      .ignore()
      .values(missing.map((name) => ({ name })));
  const rows = missing.length > 0 ? await tagsNamed(db, names, true) : existing;
  const ids: number[] = [];
  for (const name of names) {
    let id = rows.find((row) => row.name.toLowerCase() === name.toLowerCase())?.id;
    // The collation is looser than lower-casing ("cafe" = "café"): ask it which row it meant.
    id ??= (await db.select({ id: tags.id }).from(tags).where(eq(tags.name, name)).limit(1).for('update'))[0]
      ?.id;
    if (id !== undefined && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/**
 * Locks the tags' rows for this transaction in id order. Every writer that changes tag counts locks
 * them this way first, so two writers never wait on each other in opposite orders.
 */
export async function lockTags(tx: Transaction, tagIds: readonly number[]): Promise<void> {
  const ids = [...new Set(tagIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx
    .select({ id: tags.id })
    .from(tags)
    .where(inArray(tags.id, ids))
    .orderBy(asc(tags.id))
    .for('update');
}

/** Adds delta to the moment or article count of each tag, never below zero; same transaction as the links. */
export async function adjustTagCounts(
  tx: Transaction,
  tagIds: readonly number[],
  counter: TagCounter,
  delta: number,
): Promise<void> {
  if (tagIds.length === 0 || delta === 0) return;
  const field = COUNTER_FIELDS[counter];
  const column = tags[field];
  // A single statement over the primary key locks its rows in id order.
  const ids = [...new Set(tagIds)].sort((a, b) => a - b);
  await tx
    .update(tags)
    .set({ [field]: sql`GREATEST(CAST(${column} AS SIGNED) + ${delta}, 0)` })
    .where(inArray(tags.id, ids));
}
