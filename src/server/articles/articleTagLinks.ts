import { and, eq, inArray } from 'drizzle-orm';
import { articleTags } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { adjustTagCounts, findOrCreateTags } from '../taxonomy/tags.commands.ts';

/**
 * tags.article_count counts the published articles carrying a tag (what /articles/tag/{id} lists):
 * links of pending articles exist but are not counted until they are published.
 */

/** The article's tag ids, read with a locking read so the caller's snapshot stays fresh. */
async function lockedArticleTagIds(tx: Transaction, articleId: number): Promise<number[]> {
  const rows = await tx
    .select({ tagId: articleTags.tagId })
    .from(articleTags)
    .where(eq(articleTags.articleId, articleId))
    .for('update');
  return rows.map((row) => row.tagId);
}

/** Links the article to exactly these tags (created on first use); counts follow when it is published. */
export async function replaceArticleTags(
  tx: Transaction,
  articleId: number,
  names: readonly string[],
  counted: boolean,
): Promise<number[]> {
  const current = await lockedArticleTagIds(tx, articleId);
  const wanted = await findOrCreateTags(tx, names);
  const added = wanted.filter((id) => !current.includes(id));
  const removed = current.filter((id) => !wanted.includes(id));
  if (removed.length > 0) {
    await tx
      .delete(articleTags)
      .where(and(eq(articleTags.articleId, articleId), inArray(articleTags.tagId, removed)));
  }
  if (added.length > 0) {
    await tx.insert(articleTags).values(added.map((tagId) => ({ articleId, tagId })));
  }
  if (counted) {
    await adjustTagCounts(tx, removed, 'article', -1);
    await adjustTagCounts(tx, added, 'article', 1);
  }
  return wanted;
}

/** Counts (delta 1) or uncounts (delta -1) the article in each of its tags, e.g. when it is deleted or approved. */
export async function countArticleInTags(tx: Transaction, articleId: number, delta: 1 | -1): Promise<void> {
  await adjustTagCounts(tx, await lockedArticleTagIds(tx, articleId), 'article', delta);
}
