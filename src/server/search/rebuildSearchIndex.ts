import type { Database } from '../db/client.ts';
import type { SearchKind } from '../../shared/search/searchQuery.ts';
import { articleSources, momentSources, userSources, type SourceBatch } from './searchDocumentSources.ts';
import { applySourceBatch } from './searchIndexSync.ts';

// Relative imports only: the start-up launcher runs this with Node's type stripping.

const BATCH_SIZE = 500;

const SOURCES: ReadonlyArray<
  [SearchKind, (db: Database, range: { afterId: number; limit: number }) => Promise<SourceBatch>]
> = [
  ['moment', momentSources],
  ['article', articleSources],
  ['user', userSources],
];

export interface RebuildCounts {
  moment: number;
  article: number;
  user: number;
}

/**
 * Brings the index in line with every moment, article and member, walking each table by id in
 * batches (one transaction per batch). Idempotent: documents are upserted or removed by entity.
 */
export async function rebuildSearchIndex(db: Database, batchSize = BATCH_SIZE): Promise<RebuildCounts> {
  const counts: RebuildCounts = { moment: 0, article: 0, user: 0 };
  for (const [kind, load] of SOURCES) {
    let afterId = 0;
    for (;;) {
      const source = await load(db, { afterId, limit: batchSize });
      if (source.lastId === undefined) break;
      await db.transaction((tx) => applySourceBatch(kind, source, tx));
      counts[kind] += source.documents.length;
      afterId = source.lastId;
    }
  }
  return counts;
}
