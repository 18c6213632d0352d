import { and, eq, inArray } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client.ts';
import { articles, moments, users } from '@/server/db/schema/index.ts';
import { ApiError } from '@/server/http/ApiError.ts';
import { authorColumns } from '@/server/users/authorProjection.ts';
import { momentCardColumns, toMomentCards } from '@/server/moments/momentCards.ts';
import { articleCardColumns, toArticleCards } from '@/server/articles/articleCards.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import type { SearchParams } from '@/shared/search/searchQuery.ts';
import { m } from '@/paraglide/messages.js';
import { searchEngine } from './activeSearchEngine.ts';
import { highlight, highlightExcerpt } from './highlight.ts';
import { InvalidSearchCursorError } from './searchCursor.ts';
import type { SearchHitPage } from './searchEngine.ts';
import type { SearchResult, SearchResultPage } from './searchResults.ts';
import { queryTerms, type QueryTerm } from './searchTokens.ts';

const SEARCH_PAGE_SIZE = 20;

/** Rows in the engine's order; ids whose row is gone or no longer visible drop out. */
function inHitOrder<T extends { id: number }>(hits: SearchHitPage['hits'], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return hits.flatMap((hit) => byId.get(hit.entityId) ?? []);
}

async function momentResults(ids: number[], terms: QueryTerm[], db: Database): Promise<SearchResult[]> {
  const rows = await db
    .select({ ...momentCardColumns, contentText: moments.contentText })
    .from(moments)
    .where(and(inArray(moments.id, ids), eq(moments.status, ContentStatus.published)));
  const cards = await toMomentCards(rows, db);
  const textById = new Map(rows.map((row) => [row.id, row.contentText]));
  return cards.map((card) => ({
    kind: 'moment',
    card,
    title: highlight(card.title, terms),
    excerpt: highlightExcerpt(textById.get(card.id) ?? '', terms),
  }));
}

async function articleResults(ids: number[], terms: QueryTerm[], db: Database): Promise<SearchResult[]> {
  const rows = await db
    .select({ ...articleCardColumns, contentText: articles.contentText })
    .from(articles)
    .where(and(inArray(articles.id, ids), eq(articles.status, ContentStatus.published)));
  const summaries = await toArticleCards(rows, db);
  const textById = new Map(rows.map((row) => [row.id, row.contentText]));
  return summaries.map((article) => ({
    kind: 'article',
    article,
    title: highlight(article.title, terms),
    excerpt: highlightExcerpt(textById.get(article.id) ?? '', terms),
  }));
}

async function userResults(ids: number[], terms: QueryTerm[], db: Database): Promise<SearchResult[]> {
  const rows = await db
    .select({
      ...authorColumns,
      fansCount: users.fansCount,
      momentCount: users.momentCount,
    })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.status, UserStatus.active)));
  return rows.map((user) => ({
    kind: 'user',
    user,
    name: highlight(user.nickname, terms),
    signature: highlight(user.signature, terms),
  }));
}

const LOADERS = { moment: momentResults, article: articleResults, user: userResults };

/**
 * One page of /search: the engine's hits (see MysqlSearchEngine for the order), each loaded as the
 * card its list shows with one batched query per page, highlighted. Content that turned invisible
 * since it was indexed is left out.
 */
export async function runSearch(params: SearchParams, db: Database = getDb()): Promise<SearchResultPage> {
  const nodeId = params.type === 'moment' ? params.nodeId : undefined;
  const empty: SearchResultPage = {
    query: params.q,
    kind: params.type,
    time: params.time,
    nodeId,
    results: [],
    hasMore: false,
    cursor: '',
  };
  const terms = queryTerms(params.q);
  if (terms.length === 0) return empty;
  let page: SearchHitPage;
  try {
    page = await searchEngine().search(
      {
        query: params.q,
        kind: params.type,
        time: params.time,
        nodeId,
        cursor: params.cursor,
        limit: SEARCH_PAGE_SIZE,
      },
      db,
    );
  } catch (error) {
    if (error instanceof InvalidSearchCursorError) throw new ApiError(400, m.error_invalid_cursor());
    throw error;
  }
  if (page.hits.length === 0) return empty;
  const ids = page.hits.map((hit) => hit.entityId);
  const results = await LOADERS[params.type](ids, terms, db);
  const ordered = inHitOrder(
    page.hits,
    results.map((result) => ({ id: resultId(result), result })),
  ).map((entry) => entry.result);
  return { ...empty, results: ordered, hasMore: page.hasMore, cursor: page.cursor };
}

function resultId(result: SearchResult): number {
  if (result.kind === 'moment') return result.card.id;
  if (result.kind === 'article') return result.article.id;
  return result.user.id;
}
