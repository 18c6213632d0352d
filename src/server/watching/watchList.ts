import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { articles, moments, nodes, tags, users, watches } from '../db/schema/index.ts';
import { decodeCursor, toCursorPage } from '../pagination/cursor.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { watchKindName, type WatchKindName } from '@/shared/watching/watchKinds.ts';
import type { WatchListItem } from '@/shared/watching/watchTypes.ts';
import { truncateText } from '@/shared/text/truncateText.ts';

export const WATCHES_PER_PAGE = 20;

type WatchRow = typeof watches.$inferSelect;
type Labels = Record<WatchKindName, Map<number, string>>;

const short = (text: string) =>
  truncateText(text.replace(/\s+/g, ' ').trim(), { unit: 'graphemes', max: 61 }, '…');

const HREFS: Record<WatchKindName, (id: number) => string> = {
  moment: (id) => `/moment/${id}`,
  article: (id) => `/article/${id}`,
  tag: (id) => `/moments/tag/${id}`,
  node: (id) => `/moments/node/${id}`,
  member: (id) => `/user/${id}`,
};

/** The labels of one page's targets: one primary-key query per kind present. */
async function labelsOf(rows: WatchRow[], db: Database): Promise<Labels> {
  const ids = (kind: WatchKindName) => [
    ...new Set(rows.filter((row) => watchKindName(row.kind) === kind).map((row) => row.targetId)),
  ];
  const read = async <T extends { id: number }>(list: number[], query: (list: number[]) => Promise<T[]>) =>
    list.length ? query(list) : [];
  const [momentRows, articleRows, tagRows, nodeRows, userRows] = await Promise.all([
    read(ids('moment'), (list) =>
      db
        .select({ id: moments.id, title: moments.title, excerpt: moments.excerpt })
        .from(moments)
        .where(and(inArray(moments.id, list), eq(moments.status, ContentStatus.published))),
    ),
    read(ids('article'), (list) =>
      db
        .select({ id: articles.id, title: articles.title, excerpt: articles.excerpt })
        .from(articles)
        .where(and(inArray(articles.id, list), eq(articles.status, ContentStatus.published))),
    ),
    read(ids('tag'), (list) =>
      db.select({ id: tags.id, name: tags.name }).from(tags).where(inArray(tags.id, list)),
    ),
    read(ids('node'), (list) =>
      db.select({ id: nodes.id, name: nodes.name }).from(nodes).where(inArray(nodes.id, list)),
    ),
    read(ids('member'), (list) =>
      db.select({ id: users.id, name: users.nickname }).from(users).where(inArray(users.id, list)),
    ),
  ]);
  return {
    moment: new Map(momentRows.map((row) => [row.id, short(row.title || row.excerpt)])),
    article: new Map(articleRows.map((row) => [row.id, short(row.title || row.excerpt)])),
    tag: new Map(tagRows.map((row) => [row.id, `#${row.name}`])),
    node: new Map(nodeRows.map((row) => [row.id, row.name])),
    member: new Map(userRows.map((row) => [row.id, row.name])),
  };
}

/** A member's watches, newest first, one cursor page along watches_user_idx, with what each is. */
export async function listWatches(
  userId: number,
  cursor: string | undefined,
  db: Database = getDb(),
): Promise<CursorPage<WatchListItem>> {
  const after = decodeCursor(cursor);
  const rows = await db
    .select()
    .from(watches)
    .where(and(eq(watches.userId, userId), after ? lt(watches.id, after.id) : undefined))
    .orderBy(desc(watches.id))
    .limit(WATCHES_PER_PAGE + 1);
  const page = toCursorPage(rows, WATCHES_PER_PAGE, (row) => ({ k: row.id, id: row.id }));
  const labels = await labelsOf(page.results, db);
  const results = page.results.flatMap((row): WatchListItem[] => {
    const kind = watchKindName(row.kind);
    if (!kind) return [];
    return [
      {
        id: row.id,
        kind,
        targetId: row.targetId,
        label: labels[kind].get(row.targetId) ?? '',
        href: HREFS[kind](row.targetId),
        createdAt: row.createdAt.toISOString(),
      },
    ];
  });
  return { results, cursor: page.cursor, hasMore: page.hasMore };
}
