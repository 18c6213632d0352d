import { eq, max } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client.ts';
import type { Transaction } from '@/server/entities/entityTarget.ts';
import { ApiError } from '@/server/http/ApiError.ts';
import { recordAction } from '@/server/moderation/recordAction.ts';
import type { AdminActor, MoveDirection } from '@/server/admintaxonomy/adminActor.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { AdminCollection, CollectionInput, CollectionRow, CollectionSite } from './adminCollection.ts';
import { CollectionStatus } from '@/shared/admincollection/adminCollectionSchemas.ts';
import { moveSortedRow } from './moveSortedRow.ts';

// Each command validates, writes and records its audit row in one transaction, then empties the
// collection's caches; who may call them is the caller's check (adminCollectionRoute.ts).

function notFound(collection: AdminCollection): ApiError {
  return new ApiError(404, collection.text.notFound(), ErrorCode.notFound);
}

/** The row, locked until the transaction ends; a 404 when it is not there. */
async function lockRow<Row extends CollectionRow>(
  tx: Transaction,
  collection: AdminCollection<Row>,
  id: number,
): Promise<Row> {
  const { table } = collection;
  const [locked] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
  const row = locked ? await collection.find(id, tx) : undefined;
  if (!row) throw notFound(collection);
  return row;
}

async function lastSortOrder(tx: Transaction, collection: AdminCollection): Promise<number> {
  const [last] = await tx.select({ value: max(collection.table.sortOrder) }).from(collection.table);
  return last?.value ?? 0;
}

async function audited<T>(
  collection: AdminCollection,
  db: Database,
  write: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const result = await db.transaction(write);
  collection.changed();
  return result;
}

function auditEntry(
  collection: AdminCollection,
  actor: AdminActor,
  verb: string,
  targetId: number,
  detail?: Record<string, unknown>,
) {
  return {
    actorId: actor.actorId,
    action: `${collection.target}.${verb}`,
    targetType: collection.target,
    targetId,
    ...(detail ? { detail } : {}),
    ip: actor.ip,
  };
}

/**
 * Validates (a ZodError with a localized message) and stores a new row (`id` undefined) or replaces
 * an existing one's fields. Without a sort number a new row goes last and an edited one keeps its place.
 */
export async function saveCollectionRow<Row extends CollectionRow, Input extends CollectionInput>(
  collection: AdminCollection<Row, Input>,
  id: number | undefined,
  input: unknown,
  actor: AdminActor,
  db: Database = getDb(),
): Promise<Row> {
  const data = collection.schema.parse(input);
  return audited(collection, db, async (tx) => {
    const before = id === undefined ? undefined : await lockRow(tx, collection, id);
    const sortOrder = data.sortOrder ?? before?.sortOrder ?? (await lastSortOrder(tx, collection)) + 10;
    const stored = { ...data, sortOrder };
    const savedId = before ? before.id : await collection.insert(tx, stored);
    if (before) await collection.update(tx, before.id, stored);
    const saved = await collection.find(savedId, tx);
    if (!saved) throw notFound(collection);
    const [verb, detail] = before
      ? ['update', collection.auditChange(before, saved)]
      : ['create', collection.auditSummary(saved)];
    await recordAction(tx, auditEntry(collection, actor, verb, savedId, detail));
    return saved;
  });
}

export async function setCollectionRowStatus(
  collection: AdminCollection,
  id: number,
  status: number,
  actor: AdminActor,
  db: Database = getDb(),
): Promise<void> {
  return audited(collection, db, async (tx) => {
    await lockRow(tx, collection, id);
    await tx.update(collection.table).set({ status }).where(eq(collection.table.id, id));
    const verb = status === CollectionStatus.shown ? 'show' : 'hide';
    await recordAction(tx, auditEntry(collection, actor, verb, id));
  });
}

/** Swaps the row with its neighbour and renumbers the list 10, 20, 30 …; at an end nothing changes. */
export async function moveCollectionRow(
  collection: AdminCollection,
  id: number,
  direction: MoveDirection,
  actor: AdminActor,
  db: Database = getDb(),
): Promise<void> {
  return audited(collection, db, async (tx) => {
    const moved = await moveSortedRow(tx, collection.table, id, direction);
    if (moved === 'missing') throw notFound(collection);
    if (moved === 'moved') await recordAction(tx, auditEntry(collection, actor, 'sort', id, { direction }));
  });
}

/** Deletes the row for good, unless the collection refuses (409 with its reason). */
export async function deleteCollectionRow<Row extends CollectionRow>(
  collection: AdminCollection<Row>,
  id: number,
  site: CollectionSite,
  actor: AdminActor,
  db: Database = getDb(),
): Promise<void> {
  return audited(collection, db, async (tx) => {
    const row = await lockRow(tx, collection, id);
    const refusal = await collection.deleteRefusal?.(tx, row, site);
    if (refusal) throw new ApiError(409, refusal, ErrorCode.conflict);
    await tx.delete(collection.table).where(eq(collection.table.id, id));
    await recordAction(tx, auditEntry(collection, actor, 'delete', id, collection.auditSummary(row)));
  });
}
