import { and, desc, eq, lt } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { contentRevisions, type ContentRevisionRow } from '../db/schema/index.ts';
import { decodeCursor, toCursorPage } from '../pagination/cursor.ts';
import { EntityType, type EntityKind } from '@/shared/content/entityType.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import type { ItemVersion } from './revisable.ts';

/** Revisions shown per history page. */
export const REVISION_PAGE_SIZE = 20;

const parsedExtra = (json: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** The version a revision row kept. */
export function revisionVersion(
  row: Pick<ContentRevisionRow, 'title' | 'body' | 'bodyText' | 'extra'>,
): ItemVersion {
  return { title: row.title, body: row.body, bodyText: row.bodyText, extra: parsedExtra(row.extra) };
}

const ofItem = (kind: EntityKind, entityId: number) =>
  and(eq(contentRevisions.kind, EntityType[kind]), eq(contentRevisions.entityId, entityId));

/**
 * One page of an item's revisions, newest first, each with the version that followed it: the next
 * newer revision's (one more indexed read for the page's newest) or undefined for the item's current
 * version. Both reads walk the unique (kind, entity_id, revision) index.
 */
export async function listRevisions(
  kind: EntityKind,
  entityId: number,
  cursor: string | undefined,
  db: Database = getDb(),
) {
  const after = decodeCursor(cursor);
  const rows = await db
    .select()
    .from(contentRevisions)
    .where(
      after ? and(ofItem(kind, entityId), lt(contentRevisions.revision, after.k)) : ofItem(kind, entityId),
    )
    .orderBy(desc(contentRevisions.revision))
    .limit(REVISION_PAGE_SIZE + 1);
  const page = toCursorPage(rows, REVISION_PAGE_SIZE, (row) => ({ k: row.revision, id: row.id }));
  const newest = page.results[0];
  const newer = after && newest ? await findRevision(db, kind, entityId, newest.revision + 1) : undefined;
  const entries = page.results.map((row, index) => {
    const next = index === 0 ? newer : page.results[index - 1];
    return { row, before: revisionVersion(row), after: next ? revisionVersion(next) : undefined };
  });
  return { entries, cursor: page.cursor, hasMore: page.hasMore };
}

/** One revision of an item, or undefined. */
export async function findRevision(
  db: Database | Transaction,
  kind: EntityKind,
  entityId: number,
  revision: number,
): Promise<ContentRevisionRow | undefined> {
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(and(ofItem(kind, entityId), eq(contentRevisions.revision, revision)))
    .limit(1);
  return row;
}
