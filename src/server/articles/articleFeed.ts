import { getDb, type Database } from '../db/client.ts';
import { ApiError } from '../http/ApiError.ts';
import { findTag } from '../taxonomy/tags.queries.ts';
import { ErrorCode, type CursorPage } from '@/shared/api/envelope.ts';
import type { ArticleListQuery } from '@/shared/articles/articleSchemas.ts';
import type { ArticleSummary } from '@/shared/articles/articleTypes.ts';
import { m } from '@/paraglide/messages.js';
import { listArticles, listArticlesByTag } from './articles.queries.ts';

/** GET /api/article/list: all articles, or a tag's (404 for an unknown tag). */
export async function listArticleFeed(
  query: ArticleListQuery,
  db: Database = getDb(),
): Promise<CursorPage<ArticleSummary>> {
  if (query.tagId === undefined) return listArticles(query.cursor, db);
  const tag = await findTag(query.tagId, db);
  if (!tag) throw new ApiError(404, m.articles_tag_not_found(), ErrorCode.notFound);
  return listArticlesByTag(tag.id, query.cursor, db);
}
