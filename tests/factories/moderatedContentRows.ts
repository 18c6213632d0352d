import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { articles, comments, moments, nodes, tags } from '@/server/db/schema/index.ts';

/** The status of a moment, article or comment; undefined once its row is gone. */
export async function contentStatusOf(
  db: Database,
  table: typeof moments | typeof articles | typeof comments,
  id: number,
) {
  const [row] = await db.select({ status: table.status }).from(table).where(eq(table.id, id));
  return row?.status;
}

/**
 * The counters moderation moves on a node and on the tags "alpha" (its moments) and "beta" (its
 * articles), which the moderation tests give what they post.
 */
export async function nodeAndTagCounts(db: Database, nodeId: number) {
  const [node] = await db.select().from(nodes).where(eq(nodes.id, nodeId));
  const tagRows = await db
    .select()
    .from(tags)
    .where(inArray(tags.name, ['alpha', 'beta']));
  const tag = (name: string) => tagRows.find((row) => row.name === name);
  return {
    nodeMoments: node!.momentCount,
    alphaMoments: tag('alpha')?.momentCount ?? 0,
    betaArticles: tag('beta')?.articleCount ?? 0,
  };
}
