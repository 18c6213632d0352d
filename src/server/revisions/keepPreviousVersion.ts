import { sql } from 'drizzle-orm';
import { articles, comments, contentRevisions, moments } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import { keepsRevision } from './keepsRevision.ts';
import type { ItemVersion, LockedItem } from './revisable.ts';

const TABLES = { moment: moments, article: articles, comment: comments } as const;

const sameVersion = (a: ItemVersion, b: ItemVersion) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Called inside the edit's transaction with the item's row locked, so concurrent edits take turns
 * and each keeps the version it replaced. Stores the replaced version as the next revision and
 * marks the item edited, unless nothing changed or the grace rule (keepsRevision) says not to.
 */
export async function keepPreviousVersion(
  tx: Transaction,
  item: Omit<LockedItem, 'version'>,
  edit: { editorId: number; before: ItemVersion; after: ItemVersion; graceMinutes: number },
): Promise<boolean> {
  if (sameVersion(edit.before, edit.after)) return false;
  const kept = keepsRevision({
    editorId: edit.editorId,
    authorId: item.authorId,
    createdAt: item.createdAt,
    revisionCount: item.revisionCount,
    now: new Date(),
    graceMinutes: edit.graceMinutes,
  });
  if (!kept) return false;
  await tx.insert(contentRevisions).values({
    kind: EntityType[item.kind],
    entityId: item.id,
    revision: item.revisionCount + 1,
    editorId: edit.editorId,
    title: edit.before.title,
    body: edit.before.body,
    bodyText: edit.before.bodyText,
    extra: JSON.stringify(edit.before.extra),
  });
  const table = TABLES[item.kind];
  await tx.execute(
    sql`UPDATE ${table} SET edited_at = CURRENT_TIMESTAMP(3), revision_count = revision_count + 1 WHERE id = ${item.id}`,
  );
  return true;
}
