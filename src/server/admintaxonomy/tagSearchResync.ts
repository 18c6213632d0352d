import { eq } from 'drizzle-orm';
import { articleTags, momentTags } from '@/server/db/schema/index.ts';
import type { Transaction } from '@/server/entities/entityTarget.ts';
import { articleSources, momentSources } from '@/server/search/searchDocumentSources.ts';
import { applySourceBatch } from '@/server/search/searchIndexSync.ts';

/**
 * How many moments and how many articles one tag change re-indexes. Their documents hold tag
 * names; beyond this a rarely searched stale tag name is cheaper than a transaction that runs for
 * minutes, and the next edit of such a post refreshes it.
 */
const TAG_RESYNC_MAX = 2000;
const BATCH = 200;

export interface TaggedIds {
  momentIds: number[];
  articleIds: number[];
}

/** The moments and articles linked to the tag (at most TAG_RESYNC_MAX of each). */
export async function taggedIds(tx: Transaction, tagId: number): Promise<TaggedIds> {
  const [momentRows, articleRows] = [
    await tx
      .select({ id: momentTags.momentId })
      .from(momentTags)
      .where(eq(momentTags.tagId, tagId))
      .limit(TAG_RESYNC_MAX),
    await tx
      .select({ id: articleTags.articleId })
      .from(articleTags)
      .where(eq(articleTags.tagId, tagId))
      .limit(TAG_RESYNC_MAX),
  ];
  return { momentIds: momentRows.map((row) => row.id), articleIds: articleRows.map((row) => row.id) };
}

/** Rewrites the search documents of these moments and articles from their rows, in the caller's transaction. */
export async function resyncTagged(tx: Transaction, ids: TaggedIds): Promise<void> {
  for (let start = 0; start < ids.momentIds.length; start += BATCH) {
    const batch = ids.momentIds.slice(start, start + BATCH);
    await applySourceBatch('moment', await momentSources(tx, { ids: batch }), tx);
  }
  for (let start = 0; start < ids.articleIds.length; start += BATCH) {
    const batch = ids.articleIds.slice(start, start + BATCH);
    await applySourceBatch('article', await articleSources(tx, { ids: batch }), tx);
  }
}
