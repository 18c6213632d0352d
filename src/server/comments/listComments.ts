import { and, asc, desc, eq, gt, gte, lt, sql, type Placeholder } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/mysql-core';
import { getDb, type Database } from '../db/client.ts';
import { preparedRead } from '../db/preparedRead.ts';
import { comments, type CommentRow } from '../db/schema/index.ts';
import { decodeCursor, encodeCursor, toCursorPage } from '../pagination/cursor.ts';
import { toCommentViews } from './commentViews.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import type { CommentKind } from '@/shared/comments/commentKinds.ts';
import type { CommentThread, CommentView } from '@/shared/comments/commentView.ts';
import { COMMENT_PAGE_SIZE, REPLY_PREVIEW_SIZE } from '@/shared/comments/commentLimits.ts';

const byId = (row: { id: number }) => ({ k: row.id, id: row.id });
// Named: left to choose, MariaDB used only the index prefix and walked down from the newest row
// (docs/explain-comment-lists.md).
const THREAD_INDEX = 'comments_entity_parent_idx';

// Before any cursor: below every id, so the first page and later ones share one statement.
const NO_UPPER_ID = Number.MAX_SAFE_INTEGER;

/** Top-level comments of one status below an id, newest first (built once per database). */
const topLevelStatement = preparedRead((db) =>
  db
    .select()
    .from(comments, { forceIndex: THREAD_INDEX })
    .where(
      and(
        eq(comments.entityType, sql.placeholder('entityType')),
        eq(comments.entityId, sql.placeholder('entityId')),
        eq(comments.parentId, 0),
        eq(comments.status, sql.placeholder('status')),
        lt(comments.id, sql.placeholder('beforeId')),
        gte(comments.id, sql.placeholder('fromId')),
        gte(comments.replyCount, sql.placeholder('minReplies')),
      ),
    )
    .orderBy(desc(comments.id))
    .limit(sql.placeholder('limit'))
    .prepare(),
);

/**
 * One page of top-level comments, newest first: the published ones, plus deleted ones that still
 * have replies under them (shown as "deleted"). Both are read from the
 * (entity_type, entity_id, parent_id, status, id) index in id order. reply_count is not in that
 * index, so the deleted half is bounded by the published page: when that page is full, a deleted
 * comment older than its last row cannot make the page.
 */
async function topLevelRows(
  kind: CommentKind,
  entityId: number,
  beforeId: number | undefined,
  limit: number,
  db: Database,
): Promise<CommentRow[]> {
  const statement = topLevelStatement(db);
  const read = (status: number, fromId: number, minReplies: number) =>
    statement.execute({
      entityType: EntityType[kind],
      entityId,
      status,
      beforeId: beforeId ?? NO_UPPER_ID,
      fromId,
      minReplies,
      limit,
    });
  const published = await read(ContentStatus.published, 0, 0);
  const oldest = published.length === limit ? published[published.length - 1] : undefined;
  const deleted = await read(ContentStatus.deleted, oldest?.id ?? 0, 1);
  return [...published, ...deleted].sort((a, b) => b.id - a.id).slice(0, limit);
}

/** A parent comment's keys: values, or placeholders in a statement built once. */
type ParentKey = Record<'entityType' | 'entityId' | 'id', number | Placeholder>;

/** A comment's published replies, oldest first: `limit` of them after `afterId`, or from the first. */
const repliesOf = (parent: ParentKey, afterId: number | undefined, limit: number, db: Database) =>
  db
    .select()
    .from(comments, { forceIndex: THREAD_INDEX })
    .where(
      and(
        eq(comments.entityType, parent.entityType),
        eq(comments.entityId, parent.entityId),
        eq(comments.parentId, parent.id),
        eq(comments.status, ContentStatus.published),
        afterId === undefined ? undefined : gt(comments.id, afterId),
      ),
    )
    .orderBy(asc(comments.id))
    .limit(limit);

/** A comment's first replies, and one more (are there more than the page shows?). */
const replyPreviewOf = (parent: ParentKey, db: Database) =>
  repliesOf(parent, undefined, REPLY_PREVIEW_SIZE + 1, db);

/**
 * The union of `count` reply previews, built once per database and count (a page has at most
 * COMMENT_PAGE_SIZE threads): drizzle's building of the 20-branch union cost more than running it.
 */
const replyPreviewStatements = new Map<number, ReturnType<typeof replyPreviewStatement>>();

function replyPreviewStatement(count: number) {
  return preparedRead((db) => {
    const branch = (index: number) =>
      repliesOf(
        {
          entityType: sql.placeholder('entityType'),
          entityId: sql.placeholder('entityId'),
          id: sql.placeholder(`parent${index}`),
        },
        undefined,
        REPLY_PREVIEW_SIZE + 1,
        db,
      );
    const [first, second, ...rest] = Array.from({ length: count }, (_, index) => branch(index));
    return (second ? unionAll(first!, second, ...rest) : first!).prepare();
  });
}

/** The first replies of several comments, oldest first, in one query (a union of indexed reads). */
async function replyPreviewRows(parents: readonly CommentRow[], db: Database): Promise<CommentRow[]> {
  const withReplies = parents.filter((parent) => parent.replyCount > 0);
  const [first] = withReplies;
  if (!first) return [];
  let statement = replyPreviewStatements.get(withReplies.length);
  if (!statement) {
    statement = replyPreviewStatement(withReplies.length);
    replyPreviewStatements.set(withReplies.length, statement);
  }
  const values: Record<string, number> = { entityType: first.entityType, entityId: first.entityId };
  withReplies.forEach((parent, index) => (values[`parent${index}`] = parent.id));
  return statement(db).execute(values);
}

function groupByParent(views: readonly CommentView[]): Map<number, CommentView[]> {
  const groups = new Map<number, CommentView[]>();
  for (const view of views) {
    const group = groups.get(view.parentId) ?? [];
    group.push(view);
    groups.set(view.parentId, group);
  }
  for (const group of groups.values()) group.sort((a, b) => a.id - b.id);
  return groups;
}

/** GET /api/comment/list and the comment section: top-level comments with their first replies. */
export async function listCommentThreads(
  kind: CommentKind,
  entityId: number,
  viewerId: number | null,
  cursor: string | undefined,
  db: Database = getDb(),
): Promise<CursorPage<CommentThread>> {
  const after = decodeCursor(cursor);
  const rows = await topLevelRows(kind, entityId, after?.id, COMMENT_PAGE_SIZE + 1, db);
  const page = toCursorPage(rows, COMMENT_PAGE_SIZE, byId);
  const replyRows = await replyPreviewRows(page.results, db);
  const views = await toCommentViews([...page.results, ...replyRows], viewerId, db);
  const replies = groupByParent(views.filter((view) => view.parentId !== 0));
  const threads = views
    .filter((view) => view.parentId === 0)
    .map((view): CommentThread => {
      const group = replies.get(view.id) ?? [];
      const shown = group.slice(0, REPLY_PREVIEW_SIZE);
      const last = shown[shown.length - 1];
      const hasMoreReplies = group.length > REPLY_PREVIEW_SIZE;
      return {
        ...view,
        replies: shown,
        hasMoreReplies,
        repliesCursor: hasMoreReplies && last ? encodeCursor(byId(last)) : '',
      };
    });
  return { results: threads, cursor: page.cursor, hasMore: page.hasMore };
}

/** GET /api/comment/replies: the next replies of a comment, oldest first. */
export async function listReplies(
  commentId: number,
  viewerId: number | null,
  cursor: string | undefined,
  limit: number,
  db: Database = getDb(),
): Promise<CursorPage<CommentView>> {
  const after = decodeCursor(cursor);
  const [parent] = await db
    .select({ entityType: comments.entityType, entityId: comments.entityId, parentId: comments.parentId })
    .from(comments)
    .where(eq(comments.id, commentId))
    .limit(1);
  if (!parent || parent.parentId !== 0) return { results: [], cursor: '', hasMore: false };
  const rows = await repliesOf({ ...parent, id: commentId }, after?.id, limit + 1, db);
  const page = toCursorPage(rows, limit, byId);
  return { ...page, results: await toCommentViews(page.results, viewerId, db) };
}

/** Whether a top-level comment is on the thread's first page (the page a plain item link shows). */
export async function onFirstThreadPage(
  kind: CommentKind,
  entityId: number,
  threadId: number,
  db: Database = getDb(),
): Promise<boolean> {
  const rows = await topLevelRows(kind, entityId, undefined, COMMENT_PAGE_SIZE, db);
  return rows.some((row) => row.id === threadId);
}

/** Whether a reply is among its thread's first replies, those a page shows without "more replies". */
export async function inReplyPreview(reply: CommentRow, db: Database = getDb()): Promise<boolean> {
  const parent = { entityType: reply.entityType, entityId: reply.entityId, id: reply.parentId };
  const rows = await replyPreviewOf(parent, db);
  return rows.slice(0, REPLY_PREVIEW_SIZE).some((row) => row.id === reply.id);
}

/** The cursor of the thread page that begins with this top-level comment. */
export const threadPageFrom = (threadId: number): string => encodeCursor(byId({ id: threadId + 1 }));
