import { and, desc, eq, isNull, lt, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/mysql-core';
import { getDb, type Database } from '../db/client.ts';
import { preparedRead } from '../db/preparedRead.ts';
import { moments, momentTags } from '../db/schema/index.ts';
import { decodeCursor, toCursorPage, type CursorKey } from '../pagination/cursor.ts';
import { momentCardColumns, toMomentCards, type MomentCardRow } from './momentCards.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import type { MomentCard } from '@/shared/moments/momentCard.ts';

export const MOMENT_PAGE_SIZE = 20;
/** Sticky moments shown above the first page of the latest feed; moderators keep a handful. */
const STICKY_LIMIT = 20;

export type MomentListSpec =
  | { kind: 'latest' }
  | { kind: 'recommended' }
  /** `unanswered`: a question node's moments without an accepted answer (decision 082). */
  | { kind: 'node'; nodeId: number; unanswered?: boolean }
  | { kind: 'tag'; tagId: number };

const published = eq(moments.status, ContentStatus.published);
const byActivity = [desc(moments.lastActivityAt), desc(moments.id)];

/** Rows after the cursor in (last_activity_at desc, id desc) order; ties in time are broken by id. */
function afterActivity(key: CursorKey | undefined): SQL | undefined {
  if (!key) return undefined;
  const at = new Date(key.k);
  return or(lt(moments.lastActivityAt, at), and(eq(moments.lastActivityAt, at), lt(moments.id, key.id)));
}

/**
 * The filter of each activity-ordered list and the index that serves it. The index is named:
 * left to choose, MariaDB walks moments_status_activity_idx on status alone for the latest feed
 * and discards every newer row before the cursor (a later page cost as much as an OFFSET).
 */
function activityList(spec: Exclude<MomentListSpec, { kind: 'tag' }>): {
  where: SQL | undefined;
  index: string;
} {
  switch (spec.kind) {
    case 'latest':
      // Sticky moments lead the first page instead (stickyMomentsQuery), so each moment
      // appears exactly once however far the reader pages.
      return { where: and(published, eq(moments.sticky, false)), index: 'moments_status_sticky_idx' };
    case 'recommended':
      return {
        where: and(published, eq(moments.recommended, true)),
        index: 'moments_status_recommended_idx',
      };
    case 'node':
      if (spec.unanswered) {
        return {
          where: and(eq(moments.nodeId, spec.nodeId), published, isNull(moments.answerCommentId)),
          index: 'moments_node_status_answer_activity_idx',
        };
      }
      return {
        where: and(eq(moments.nodeId, spec.nodeId), published),
        index: 'moments_node_status_activity_idx',
      };
  }
}

/**
 * The one query behind a page of a list: limit + 1 rows after the cursor. A tag's moments walk
 * moment_tags_tag_idx (tag_id, moment_id) backwards, newest moment first, and read each moment by
 * primary key; for tags the cursor's k and id are both the moment id.
 */
export function momentListQuery(
  spec: MomentListSpec,
  key: CursorKey | undefined,
  limit: number,
  db: Database,
) {
  if (spec.kind === 'tag') {
    return db
      .select(momentCardColumns)
      .from(momentTags)
      .innerJoin(moments, eq(moments.id, momentTags.momentId))
      .where(
        and(eq(momentTags.tagId, spec.tagId), published, key ? lt(momentTags.momentId, key.id) : undefined),
      )
      .orderBy(desc(momentTags.momentId))
      .limit(limit + 1);
  }
  return activityRows(spec, key, db).limit(limit + 1);
}

function activityRows(
  spec: Exclude<MomentListSpec, { kind: 'tag' }>,
  key: CursorKey | undefined,
  db: Database,
) {
  const list = activityList(spec);
  return db
    .select(momentCardColumns)
    .from(moments, { forceIndex: list.index })
    .where(and(list.where, afterActivity(key)))
    .orderBy(...byActivity);
}

/** Published sticky moments, newest activity first (index moments_status_sticky_idx). */
export function stickyMomentsQuery(db: Database) {
  return db
    .select(momentCardColumns)
    .from(moments, { forceIndex: 'moments_status_sticky_idx' })
    .where(and(published, eq(moments.sticky, true)))
    .orderBy(...byActivity)
    .limit(STICKY_LIMIT);
}

/**
 * The first page of the latest feed in one statement: the sticky moments, then `limit + 1` others
 * (both from moments_status_sticky_idx); a row's `sticky` says which part it belongs to.
 */
export function latestFirstPageQuery(db: Database, rowLimit: number | Placeholder) {
  return unionAll(stickyMomentsQuery(db), activityRows({ kind: 'latest' }, undefined, db).limit(rowLimit));
}

// The home page and /moments open on it: built once per database, not per render.
const latestFirstPage = preparedRead((db) => latestFirstPageQuery(db, sql.placeholder('rows')).prepare());

function newestActivityFirst(a: MomentCardRow, b: MomentCardRow): number {
  return b.lastActivityAt.getTime() - a.lastActivityAt.getTime() || b.id - a.id;
}

async function pageRows(
  spec: MomentListSpec,
  key: CursorKey | undefined,
  limit: number,
  db: Database,
): Promise<{ sticky: MomentCardRow[]; rows: MomentCardRow[] }> {
  if (spec.kind === 'latest' && !key) {
    // A union's rows come in no promised order: each part is put back in feed order.
    const all = (await latestFirstPage(db).execute({ rows: limit + 1 })).sort(newestActivityFirst);
    return { sticky: all.filter((row) => row.sticky), rows: all.filter((row) => !row.sticky) };
  }
  return { sticky: [], rows: await momentListQuery(spec, key, limit, db) };
}

function cursorKeyOf(spec: MomentListSpec): (row: MomentCardRow) => CursorKey {
  return spec.kind === 'tag'
    ? (row) => ({ k: row.id, id: row.id })
    : (row) => ({ k: row.lastActivityAt.getTime(), id: row.id });
}

/**
 * A page of published moments (never pending or deleted). The first page of the latest feed
 * starts with the sticky moments; `request.cursor` is the opaque value from the previous page.
 */
export async function listMoments(
  spec: MomentListSpec,
  request: { cursor?: string | undefined; limit?: number | undefined } = {},
  db: Database = getDb(),
): Promise<CursorPage<MomentCard>> {
  const limit = request.limit ?? MOMENT_PAGE_SIZE;
  const key = decodeCursor(request.cursor);
  const { sticky, rows } = await pageRows(spec, key, limit, db);
  const page = toCursorPage(rows, limit, cursorKeyOf(spec));
  const results = await toMomentCards([...sticky, ...page.results], db);
  return { results, cursor: page.cursor, hasMore: page.hasMore };
}
