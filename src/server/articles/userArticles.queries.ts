import { and, desc, eq, lt } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { articles } from '../db/schema/index.ts';
import { decodeCursor, toCursorPage, type CursorKey } from '../pagination/cursor.ts';
import { articleCardColumns, toArticleCards } from './articleCards.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import type { ArticleSummary } from '@/shared/articles/articleTypes.ts';
import { ARTICLE_PAGE_SIZE } from '@/shared/articles/articleLimits.ts';

/** A user's published articles, newest first: a backwards range read of (user_id, status, id). */
export function userArticlesQuery(userId: number, key: CursorKey | undefined, limit: number, db: Database) {
  return db
    .select(articleCardColumns)
    .from(articles, { forceIndex: 'articles_user_status_idx' })
    .where(
      and(
        eq(articles.userId, userId),
        eq(articles.status, ContentStatus.published),
        key ? lt(articles.id, key.id) : undefined,
      ),
    )
    .orderBy(desc(articles.id))
    .limit(limit + 1);
}

/** The articles tab of a profile; the cursor's k and id are both the article id. */
export async function listUserArticles(
  userId: number,
  cursor: string | undefined,
  db: Database = getDb(),
  limit = ARTICLE_PAGE_SIZE,
): Promise<CursorPage<ArticleSummary>> {
  const rows = await userArticlesQuery(userId, decodeCursor(cursor), limit, db);
  const page = toCursorPage(rows, limit, (row) => ({ k: row.id, id: row.id }));
  return { ...page, results: await toArticleCards(page.results, db) };
}
