import { and, asc, eq, gt, like } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client.ts';
import { tags } from '@/server/db/schema/index.ts';
import type { Transaction } from '@/server/entities/entityTarget.ts';
import { likePrefix, summaryColumns, type TagSummary } from '@/server/taxonomy/tags.queries.ts';
import { decodeTagNameCursor, encodeTagNameCursor } from '@/server/taxonomy/tagNameCursor.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';

const ADMIN_TAGS_PAGE_SIZE = 50;

/** limit + 1 tags (used or not) in name order along the unique name index, within the prefix, after `after`. */
export function adminTagsQuery(prefix: string, after: string | undefined, limit: number, db: Database) {
  return db
    .select(summaryColumns)
    .from(tags, { forceIndex: 'tags_name_unique' })
    .where(
      and(
        prefix === '' ? undefined : like(tags.name, likePrefix(prefix)),
        after === undefined ? undefined : gt(tags.name, after),
      ),
    )
    .orderBy(asc(tags.name))
    .limit(limit + 1);
}

export async function listAdminTags(
  request: { q?: string | undefined; cursor?: string | undefined; limit?: number } = {},
  db: Database = getDb(),
): Promise<CursorPage<TagSummary>> {
  const limit = request.limit ?? ADMIN_TAGS_PAGE_SIZE;
  const rows = await adminTagsQuery(request.q?.trim() ?? '', decodeTagNameCursor(request.cursor), limit, db);
  const hasMore = rows.length > limit;
  const results = hasMore ? rows.slice(0, limit) : rows;
  const last = results[results.length - 1];
  return { results, cursor: hasMore && last ? encodeTagNameCursor(last.name) : '', hasMore };
}

export async function findTag(
  id: number,
  db: Database | Transaction = getDb(),
): Promise<TagSummary | undefined> {
  const [row] = await db.select(summaryColumns).from(tags).where(eq(tags.id, id)).limit(1);
  return row;
}

/** The tag the unique index takes as this name (its collation ignores case and accents). */
export async function findTagNamed(
  name: string,
  db: Database | Transaction = getDb(),
): Promise<TagSummary | undefined> {
  const [row] = await db.select(summaryColumns).from(tags).where(eq(tags.name, name)).limit(1);
  return row;
}
