import { asc, eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { inPlaceholder, preparedRead } from '../db/preparedRead.ts';
import { articleTags, tags } from '../db/schema/index.ts';
import type { ArticleTag } from '@/shared/articles/articleTypes.ts';

const articleTagsLookup = preparedRead((db) =>
  db
    .select({ articleId: articleTags.articleId, id: tags.id, name: tags.name })
    .from(articleTags)
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(inPlaceholder(articleTags.articleId, 'ids'))
    .orderBy(asc(articleTags.articleId), asc(tags.id))
    .prepare(),
);

/** The tags of each article, in one query over the article_tags primary key. */
export async function tagsOfArticles(
  articleIds: readonly number[],
  db: Database = getDb(),
): Promise<Map<number, ArticleTag[]>> {
  const byArticle = new Map<number, ArticleTag[]>();
  if (articleIds.length === 0) return byArticle;
  const rows = await articleTagsLookup(db).execute({ ids: [...new Set(articleIds)] });
  for (const row of rows) {
    const list = byArticle.get(row.articleId) ?? [];
    list.push({ id: row.id, name: row.name });
    byArticle.set(row.articleId, list);
  }
  return byArticle;
}
