import { and, desc, eq, lt, or } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { articleTags, articles } from '../db/schema/index.ts';
import { decodeCursor, toCursorPage } from '../pagination/cursor.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import type { ArticleSummary } from '@/shared/articles/articleTypes.ts';
import { ARTICLE_PAGE_SIZE } from '@/shared/articles/articleLimits.ts';
import { articleCardColumns, toArticleCards } from './articleCards.ts';

const LIST_INDEX = 'articles_status_published_idx';

/** Published articles, newest first: (status, published_at, id) index, keyset pages. */
export async function listArticles(
  cursor: string | undefined,
  db: Database = getDb(),
  limit = ARTICLE_PAGE_SIZE,
): Promise<CursorPage<ArticleSummary>> {
  const after = decodeCursor(cursor);
  const published = eq(articles.status, ContentStatus.published);
  const afterCursor = after
    ? or(
        lt(articles.publishedAt, new Date(after.k)),
        and(eq(articles.publishedAt, new Date(after.k)), lt(articles.id, after.id)),
      )
    : undefined;
  // Without the hint MariaDB reads the status prefix from the newest row down and filters (an
  // OFFSET scan in disguise); forced, it seeks straight to the cursor (docs/explain-article-lists.md).
  const rows = await db
    .select(articleCardColumns)
    .from(articles, { forceIndex: LIST_INDEX })
    .where(and(published, afterCursor))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit + 1);
  const page = toCursorPage(rows, limit, (row) => ({ k: row.publishedAt.getTime(), id: row.id }));
  return { ...page, results: await toArticleCards(page.results, db) };
}

/** Published articles of a tag, newest first by id: walks the (tag_id, article_id) index backwards. */
export async function listArticlesByTag(
  tagId: number,
  cursor: string | undefined,
  db: Database = getDb(),
  limit = ARTICLE_PAGE_SIZE,
): Promise<CursorPage<ArticleSummary>> {
  const after = decodeCursor(cursor);
  const rows = await db
    .select(articleCardColumns)
    .from(articleTags)
    .innerJoin(articles, eq(articles.id, articleTags.articleId))
    .where(
      and(
        eq(articleTags.tagId, tagId),
        after ? lt(articleTags.articleId, after.id) : undefined,
        eq(articles.status, ContentStatus.published),
      ),
    )
    .orderBy(desc(articleTags.articleId))
    .limit(limit + 1);
  const page = toCursorPage(rows, limit, (row) => ({ k: row.id, id: row.id }));
  return { ...page, results: await toArticleCards(page.results, db) };
}
