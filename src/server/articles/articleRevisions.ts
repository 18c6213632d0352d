import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { articles, type ArticleRow } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { sanitizeContent } from '../content/sanitizeContent.ts';
import { syncArticleDocument } from '../search/searchIndexSync.ts';
import { lockedItem, type ItemVersion, type LockedItem, type Revisable } from '../revisions/revisable.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';

/** An article's edited fields as one version. */
export function articleVersion(
  row: Pick<ArticleRow, 'title' | 'content' | 'contentText' | 'cover'>,
): ItemVersion {
  return { title: row.title, body: row.content, bodyText: row.contentText, extra: { cover: row.cover } };
}

const articleExtraSchema = z.object({ cover: z.string().catch('') });

/** The article's row locked with what an edit needs; undefined when missing or deleted. */
async function lockArticleVersion(tx: Transaction, id: number): Promise<LockedItem | undefined> {
  const [row] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
  if (!row || row.status === ContentStatus.deleted) return undefined;
  return lockedItem('article', row, articleVersion(row));
}

export const articleRevisable: Revisable = {
  kind: 'article',
  lock: lockArticleVersion,
  async apply(tx, id, version) {
    const { cover } = articleExtraSchema.parse(version.extra);
    // Stored bodies were clean when saved; passing them through again also rebuilds the excerpt.
    const clean = sanitizeContent(version.body);
    await tx
      .update(articles)
      .set({
        title: version.title,
        content: clean.html,
        contentText: clean.text,
        excerpt: clean.excerpt,
        cover,
        updatedAt: new Date(),
      })
      .where(eq(articles.id, id));
    await syncArticleDocument(tx, id);
  },
};
