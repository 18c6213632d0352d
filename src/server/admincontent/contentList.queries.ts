import { and, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { articles, comments, moments, nodes, users } from '../db/schema/index.ts';
import { authorsByIds, missingAuthor } from '../users/authorsByIds.ts';
import { decodeCursor, toCursorPage } from '../pagination/cursor.ts';
import { commentKindOf } from '../comments/commentViews.ts';
import type { ContentFilter } from './contentFilters.ts';
import { momentPath } from '@/shared/moments/momentCard.ts';
import { articlePath } from '@/shared/articles/articlePaths.ts';
import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import { truncateText } from '@/shared/text/truncateText.ts';

export const ADMIN_CONTENT_PAGE = 20;
const PREVIEW_LENGTH = 140;

export interface AdminContentRow {
  id: number;
  /** The title, or the start of the text when there is none. */
  preview: string;
  author: PublicAuthor;
  nodeName: string;
  status: number;
  createdAt: Date;
  /** Where it is read (a comment: its moment or article). */
  href: string;
}

interface BaseRow {
  id: number;
  userId: number;
  status: number;
  createdAt: Date;
  preview: string;
  nodeId: number;
  href: string;
}

const flat = (text: string) =>
  truncateText(text.replace(/\s+/g, ' ').trim(), { unit: 'graphemes', max: PREVIEW_LENGTH });

/** The member the author filter names: a numeric id or a username; 0 when nobody matches. */
async function authorIdOf(author: string | undefined, db: Database): Promise<number | undefined> {
  if (!author) return undefined;
  if (/^\d+$/.test(author)) return Number(author);
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, author));
  return row?.id ?? 0;
}

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

type Table = typeof moments | typeof articles | typeof comments;

function commonConditions(
  table: Table,
  filter: ContentFilter,
  authorId: number | undefined,
  beforeId?: number,
) {
  const conditions: (SQL | undefined)[] = [
    filter.status === undefined ? undefined : eq(table.status, filter.status),
    authorId === undefined ? undefined : eq(table.userId, authorId),
    filter.from ? gte(table.createdAt, dayStart(filter.from)) : undefined,
    filter.to ? lt(table.createdAt, nextDay(filter.to)) : undefined,
    beforeId === undefined ? undefined : lt(table.id, beforeId),
  ];
  return conditions;
}

async function baseRows(
  filter: ContentFilter,
  authorId: number | undefined,
  beforeId: number | undefined,
  limit: number,
  db: Database,
): Promise<BaseRow[]> {
  if (filter.type === 'moment') {
    const rows = await db
      .select({
        id: moments.id,
        userId: moments.userId,
        status: moments.status,
        createdAt: moments.createdAt,
        title: moments.title,
        text: moments.contentText,
        nodeId: moments.nodeId,
      })
      .from(moments)
      .where(
        and(
          ...commonConditions(moments, filter, authorId, beforeId),
          filter.node === undefined ? undefined : eq(moments.nodeId, filter.node),
        ),
      )
      .orderBy(desc(moments.id))
      .limit(limit);
    return rows.map((row) => ({ ...row, preview: flat(row.title || row.text), href: momentPath(row.id) }));
  }
  if (filter.type === 'article') {
    const rows = await db
      .select({
        id: articles.id,
        userId: articles.userId,
        status: articles.status,
        createdAt: articles.createdAt,
        title: articles.title,
      })
      .from(articles)
      .where(and(...commonConditions(articles, filter, authorId, beforeId)))
      .orderBy(desc(articles.id))
      .limit(limit);
    return rows.map((row) => ({ ...row, preview: flat(row.title), nodeId: 0, href: articlePath(row.id) }));
  }
  const rows = await db
    .select({
      id: comments.id,
      userId: comments.userId,
      status: comments.status,
      createdAt: comments.createdAt,
      content: comments.content,
      entityType: comments.entityType,
      entityId: comments.entityId,
    })
    .from(comments)
    .where(and(...commonConditions(comments, filter, authorId, beforeId)))
    .orderBy(desc(comments.id))
    .limit(limit);
  return rows.map((row) => {
    const kind = commentKindOf(row.entityType);
    const href =
      (kind === 'article' ? articlePath(row.entityId) : momentPath(row.entityId)) + `#comment-${row.id}`;
    return { ...row, preview: flat(row.content.replace(/<[^>]*>/g, ' ')), nodeId: 0, href };
  });
}

/** One page of the admin content table, newest id first, after an opaque cursor. */
export async function listAdminContent(
  filter: ContentFilter,
  cursor: string | null | undefined,
  db: Database = getDb(),
): Promise<CursorPage<AdminContentRow>> {
  const after = decodeCursor(cursor);
  const authorId = await authorIdOf(filter.author, db);
  const rows = await baseRows(filter, authorId, after?.id, ADMIN_CONTENT_PAGE + 1, db);
  const page = toCursorPage(rows, ADMIN_CONTENT_PAGE, (row) => ({ k: row.id, id: row.id }));
  const authors = await authorsByIds(
    page.results.map((row) => row.userId),
    db,
  );
  const nodeIds = [...new Set(page.results.map((row) => row.nodeId).filter((id) => id > 0))];
  const nodeRows =
    nodeIds.length === 0
      ? []
      : await db.select({ id: nodes.id, name: nodes.name }).from(nodes).where(inArray(nodes.id, nodeIds));
  const nodeNames = new Map(nodeRows.map((row) => [row.id, row.name]));
  return {
    ...page,
    results: page.results.map((row) => ({
      id: row.id,
      preview: row.preview,
      author: authors.get(row.userId) ?? missingAuthor(row.userId),
      nodeName: nodeNames.get(row.nodeId) ?? '',
      status: row.status,
      createdAt: row.createdAt,
      href: row.href,
    })),
  };
}
