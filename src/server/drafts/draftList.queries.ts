import { and, desc, eq, inArray, lt, or } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { comments, drafts } from '../db/schema/index.ts';
import { decodeCursor, toCursorPage } from '../pagination/cursor.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import type { CommentKind } from '@/shared/comments/commentKinds.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import { parseDraftKey, type DraftTarget } from '@/shared/drafts/draftKeys.ts';
import { DRAFT_PAGE_SIZE } from '@/shared/drafts/draftLimits.ts';
import { draftContinuePath } from '@/shared/drafts/draftPaths.ts';
import type { DraftListItem } from '@/shared/drafts/draftTypes.ts';

const LIST_INDEX = 'drafts_user_updated_idx';

/** The moment or article each answered comment is on (the page a reply draft continues on). */
async function repliedOn(
  targets: DraftTarget[],
  db: Database,
): Promise<Map<number, { kind: CommentKind; id: number }>> {
  const ids = targets.flatMap((target) => (target.kind === 'reply' ? [target.commentId] : []));
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: comments.id, entityType: comments.entityType, entityId: comments.entityId })
    .from(comments)
    .where(inArray(comments.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      { kind: row.entityType === EntityType.article ? 'article' : 'moment', id: row.entityId },
    ]),
  );
}

/** The member's drafts, last saved first: one keyset query along (user_id, updated_at, id). */
export async function listDrafts(
  userId: number,
  cursor: string | undefined,
  db: Database = getDb(),
  limit = DRAFT_PAGE_SIZE,
): Promise<CursorPage<DraftListItem>> {
  const after = decodeCursor(cursor);
  const afterCursor = after
    ? or(
        lt(drafts.updatedAt, new Date(after.k)),
        and(eq(drafts.updatedAt, new Date(after.k)), lt(drafts.id, after.id)),
      )
    : undefined;
  const rows = await db
    .select({ id: drafts.id, key: drafts.draftKey, summary: drafts.summary, updatedAt: drafts.updatedAt })
    .from(drafts, { forceIndex: LIST_INDEX })
    .where(and(eq(drafts.userId, userId), afterCursor))
    .orderBy(desc(drafts.updatedAt), desc(drafts.id))
    .limit(limit + 1);
  const page = toCursorPage(rows, limit, (row) => ({ k: row.updatedAt.getTime(), id: row.id }));
  const listed = page.results.flatMap((row) => {
    const target = parseDraftKey(row.key);
    return target ? [{ row, target }] : [];
  });
  const replies = await repliedOn(
    listed.map((entry) => entry.target),
    db,
  );
  const results = listed.map(({ row, target }): DraftListItem => ({
    key: row.key,
    target,
    summary: row.summary,
    updatedAt: row.updatedAt.toISOString(),
    url: draftContinuePath(target, target.kind === 'reply' ? replies.get(target.commentId) : undefined),
  }));
  return { results, cursor: page.cursor, hasMore: page.hasMore };
}
