import type { Database } from '../db/client.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import type { SearchKind } from '../../shared/search/searchQuery.ts';
import { searchEngine } from './activeSearchEngine.ts';
import type { SearchEngine } from './searchEngine.ts';
import {
  articleSources,
  momentSources,
  userSources,
  type SourceBatch,
  type SourceRange,
} from './searchDocumentSources.ts';

// Relative imports only: the start-up launcher runs the backfill with Node's type stripping.

/** Writes a batch to the index: documents for the visible rows, none for the rest. */
export async function applySourceBatch(
  kind: SearchKind,
  source: SourceBatch,
  db: Database | Transaction,
  engine: SearchEngine = searchEngine(),
): Promise<void> {
  for (const document of source.documents) await engine.upsert(document, db);
  for (const id of source.hiddenIds) await engine.remove(kind, id, db);
}

type Loader = (db: Database | Transaction, range: SourceRange) => Promise<SourceBatch>;

async function sync(kind: SearchKind, load: Loader, tx: Database | Transaction, id: number): Promise<void> {
  await applySourceBatch(kind, await load(tx, { ids: [id] }), tx);
}

/*
 * Call these inside the transaction that changes the row (after the change), so the index never
 * disagrees with the content: a published row gets its document, a pending, deleted or missing one
 * loses it. Moderation (issue 7) calls them when it changes a status.
 */

export async function syncMomentDocument(tx: Database | Transaction, momentId: number): Promise<void> {
  await sync('moment', momentSources, tx, momentId);
}

export async function syncArticleDocument(tx: Database | Transaction, articleId: number): Promise<void> {
  await sync('article', articleSources, tx, articleId);
}

export async function syncUserDocument(tx: Database | Transaction, userId: number): Promise<void> {
  await sync('user', userSources, tx, userId);
}
