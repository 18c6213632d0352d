import { getDb, type Database } from '../db/client.ts';
import { articles } from '../db/schema/index.ts';
import type { ArticleSummary, ArticleTag } from '@/shared/articles/articleTypes.ts';
import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';
import { authorsByIds, missingAuthor } from '../users/authorsByIds.ts';
import { tagsOfArticles } from './articleTagsOf.ts';

/** The columns a card needs: never the body. */
export const articleCardColumns = {
  id: articles.id,
  userId: articles.userId,
  title: articles.title,
  excerpt: articles.excerpt,
  cover: articles.cover,
  hasPoll: articles.hasPoll,
  publishedAt: articles.publishedAt,
  viewCount: articles.viewCount,
  likeCount: articles.likeCount,
  favoriteCount: articles.favoriteCount,
  commentCount: articles.commentCount,
};

export interface ArticleCardRow {
  id: number;
  userId: number;
  title: string;
  excerpt: string;
  cover: string;
  hasPoll: boolean;
  publishedAt: Date;
  viewCount: number;
  likeCount: number;
  favoriteCount: number;
  commentCount: number;
}

/** Rows to cards with two batched look-ups (authors, tags) for the whole page. */
export async function toArticleCards(
  rows: readonly ArticleCardRow[],
  db: Database = getDb(),
): Promise<ArticleSummary[]> {
  if (rows.length === 0) return [];
  const [authors, tagMap] = await Promise.all([
    authorsByIds(
      rows.map((row) => row.userId),
      db,
    ),
    tagsOfArticles(
      rows.map((row) => row.id),
      db,
    ),
  ]);
  return rows.map((row) => articleCardOf(row, authors, tagMap));
}

/** One card from its row and the batched look-ups of its page. */
export function articleCardOf(
  row: ArticleCardRow,
  authors: Map<number, PublicAuthor>,
  tagMap: Map<number, ArticleTag[]>,
): ArticleSummary {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    cover: row.cover,
    hasPoll: row.hasPoll,
    publishedAt: row.publishedAt.toISOString(),
    author: authors.get(row.userId) ?? missingAuthor(row.userId),
    tags: tagMap.get(row.id) ?? [],
    viewCount: row.viewCount,
    likeCount: row.likeCount,
    favoriteCount: row.favoriteCount,
    commentCount: row.commentCount,
  };
}
