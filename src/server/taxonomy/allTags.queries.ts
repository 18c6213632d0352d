import { and, asc, gt, like, or } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { tags } from '../db/schema/index.ts';
import { likePrefix, summaryColumns, type TagSummary } from './tags.queries.ts';
import { decodeTagNameCursor, encodeTagNameCursor } from './tagNameCursor.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';

const ALL_TAGS_PAGE_SIZE = 60;

export interface AllTagsFilter {
  /** Only names starting with this (case-insensitive, % and _ literal). */
  prefix?: string | undefined;
  /** Only names after this one. */
  after?: string | undefined;
}

/**
 * limit + 1 used tags in name order, read along the unique name index from the cursor on (and
 * within the prefix's range); tags nothing uses any more are skipped.
 */
export function allTagsQuery(filter: AllTagsFilter, limit: number, db: Database) {
  const prefix = filter.prefix?.trim();
  return db
    .select(summaryColumns)
    .from(tags, { forceIndex: 'tags_name_unique' })
    .where(
      and(
        or(gt(tags.momentCount, 0), gt(tags.articleCount, 0)),
        prefix ? like(tags.name, likePrefix(prefix)) : undefined,
        filter.after === undefined ? undefined : gt(tags.name, filter.after),
      ),
    )
    .orderBy(asc(tags.name))
    .limit(limit + 1);
}

/** A page of all used tags by name, optionally those starting with `q`; `cursor` comes from the previous page. */
export async function listAllTags(
  request: { q?: string | undefined; cursor?: string | undefined; limit?: number | undefined } = {},
  db: Database = getDb(),
): Promise<CursorPage<TagSummary>> {
  const limit = request.limit ?? ALL_TAGS_PAGE_SIZE;
  const after = decodeTagNameCursor(request.cursor);
  const rows = await allTagsQuery({ prefix: request.q, after }, limit, db);
  const hasMore = rows.length > limit;
  const results = hasMore ? rows.slice(0, limit) : rows;
  const last = results[results.length - 1];
  return { results, cursor: hasMore && last ? encodeTagNameCursor(last.name) : '', hasMore };
}
