import type { Database } from '../db/client.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import type { SearchKind, SearchTime } from '@/shared/search/searchQuery.ts';

/** What the index holds for one visible moment, article or member. */
export interface SearchDocument {
  kind: SearchKind;
  entityId: number;
  /** Plain text; titles weigh more than bodies. For a member: nickname and username. */
  title: string;
  /** Plain text; for a member: the signature. */
  body: string;
  nodeId: number;
  userId: number;
  publishedAt: Date;
}

export interface SearchRequest {
  query: string;
  kind: SearchKind;
  time: SearchTime;
  nodeId?: number | undefined;
  cursor?: string | undefined;
  limit: number;
  now?: Date;
}

export interface SearchHit {
  entityId: number;
  /** Every term of the query is in the title. */
  titleMatched: boolean;
}

export interface SearchHitPage {
  hits: SearchHit[];
  hasMore: boolean;
  /** Opaque; '' when there is no next page. */
  cursor: string;
}

/**
 * The search engine behind /search. The MySQL FULLTEXT engine implements it today; a dedicated
 * search server can replace it (decision 017 says when) without touching pages or services.
 * upsert/remove take the transaction that changes the content, so the index never disagrees with it.
 */
export interface SearchEngine {
  upsert(document: SearchDocument, db: Database | Transaction): Promise<void>;
  remove(kind: SearchKind, entityId: number, db: Database | Transaction): Promise<void>;
  search(request: SearchRequest, db?: Database): Promise<SearchHitPage>;
}
