import { asc, eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { inPlaceholder, preparedRead } from '../db/preparedRead.ts';
import { articleTags, tags } from '../db/schema/index.ts';
import { groupTags } from '../taxonomy/tags.queries.ts';
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
  if (articleIds.length === 0) return new Map();
  const rows = await articleTagsLookup(db).execute({ ids: [...new Set(articleIds)] });
  return groupTags(rows, (row) => row.articleId);
}
