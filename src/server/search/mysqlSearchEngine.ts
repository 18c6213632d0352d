import { and, desc, eq, gt, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { searchDocuments } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import type { SearchKind, SearchTime } from '../../shared/search/searchQuery.ts';
import type {
  SearchDocument,
  SearchEngine,
  SearchHit,
  SearchHitPage,
  SearchRequest,
} from './searchEngine.ts';
import { decodeSearchCursor, encodeSearchCursor, type SearchCursorKey } from './searchCursor.ts';
import { SEARCH_KIND_CODE } from './searchKindCode.ts';
import { tierConditions, type TierConditions } from './searchConditions.ts';
import { indexTokens, queryTerms } from './searchTokens.ts';

// Relative imports only: the start-up launcher (index backfill) and `npm run bench` load this
// file with Node's type stripping, which knows no `@/` alias.

const DAY_MS = 86_400_000;
/**
 * How many of the newest documents a tier first tests row by row. A term in at least about
 * limit / SCAN_WINDOW (1%) of them fills the page from the window alone, however many thousand
 * documents hold it; a rarer term is in few documents, which the FULLTEXT index finds cheaply.
 * 2000 measured best of 500 to 4000 in `npm run bench -- search` (decision 017).
 */
const SCAN_WINDOW = 2000;
/** The longest second walk for a term the window found but too rarely to fill a page (measured on 1M moments). */
const MAX_WIDER_SCAN = 20_000;
const TIME_WINDOW_DAYS: Record<Exclude<SearchTime, 'all'>, number> = {
  day: 1,
  week: 7,
  month: 30,
  year: 365,
};

const EMPTY_PAGE: SearchHitPage = { hits: [], hasMore: false, cursor: '' };

interface SortKey {
  publishedAt: Date;
  id: number;
}

interface Row extends SortKey {
  entityId: number;
}

// Each bound repeats its published_at half on its own: MariaDB makes an index range only of that.

/** Rows that sort after `key` in (published_at DESC, id DESC) order. */
function after(key: SortKey): SQL {
  return and(
    lte(searchDocuments.publishedAt, key.publishedAt),
    or(
      lt(searchDocuments.publishedAt, key.publishedAt),
      and(eq(searchDocuments.publishedAt, key.publishedAt), lt(searchDocuments.id, key.id)),
    ),
  )!;
}

/** Rows that sort no later than `key`. */
function notAfter(key: SortKey): SQL {
  return and(
    gte(searchDocuments.publishedAt, key.publishedAt),
    or(
      gt(searchDocuments.publishedAt, key.publishedAt),
      and(eq(searchDocuments.publishedAt, key.publishedAt), gte(searchDocuments.id, key.id)),
    ),
  )!;
}

/** kind and time window: the range of the (kind, published_at, id) index a tier walks. */
function indexRange(request: SearchRequest): SQL[] {
  const conditions: SQL[] = [eq(searchDocuments.kind, SEARCH_KIND_CODE[request.kind])];
  if (request.time !== 'all') {
    const now = request.now ?? new Date();
    const since = new Date(now.getTime() - TIME_WINDOW_DAYS[request.time] * DAY_MS);
    conditions.push(gte(searchDocuments.publishedAt, since));
  }
  return conditions;
}

function nodeFilter(request: SearchRequest): SQL | undefined {
  return request.kind === 'moment' && request.nodeId !== undefined
    ? eq(searchDocuments.nodeId, request.nodeId)
    : undefined;
}

const newestFirst = [desc(searchDocuments.publishedAt), desc(searchDocuments.id)];
const rowColumns = {
  entityId: searchDocuments.entityId,
  publishedAt: searchDocuments.publishedAt,
  id: searchDocuments.id,
};

/**
 * The FULLTEXT engine over search_documents (decision 017). Relevance is two tiers: documents whose
 * title holds every term, then those that match only with the body; newest first within a tier,
 * by (published_at, id). The cursor is (tier, published_at, id): keyset paging, never an OFFSET
 * over results.
 */
export class MysqlSearchEngine implements SearchEngine {
  /** How many newest documents a tier tests row by row before asking FULLTEXT. */
  private readonly scanWindow: number;

  constructor(scanWindow: number = SCAN_WINDOW) {
    this.scanWindow = scanWindow;
  }

  async upsert(document: SearchDocument, db: Database | Transaction): Promise<void> {
    const titleTokens = indexTokens(document.title);
    const bodyTokens = indexTokens(document.body);
    await db
      .insert(searchDocuments)
      .values({
        kind: SEARCH_KIND_CODE[document.kind],
        entityId: document.entityId,
        nodeId: document.nodeId,
        userId: document.userId,
        titleTokens,
        bodyTokens,
        publishedAt: document.publishedAt,
      })
      .onDuplicateKeyUpdate({
        set: {
          nodeId: document.nodeId,
          userId: document.userId,
          titleTokens,
          bodyTokens,
          publishedAt: document.publishedAt,
          updatedAt: sql`CURRENT_TIMESTAMP(3)`,
        },
      });
  }

  async remove(kind: SearchKind, entityId: number, db: Database | Transaction): Promise<void> {
    await db
      .delete(searchDocuments)
      .where(and(eq(searchDocuments.kind, SEARCH_KIND_CODE[kind]), eq(searchDocuments.entityId, entityId)));
  }

  async search(request: SearchRequest, db: Database = getDb()): Promise<SearchHitPage> {
    const terms = queryTerms(request.query);
    if (terms.length === 0 || request.limit <= 0) return EMPTY_PAGE;
    const cursor = decodeSearchCursor(request.cursor);
    const tiers = tierConditions(terms);
    const wanted = request.limit + 1;
    const hits: Array<SearchHit & SortKey> = [];

    for (const tier of [0, 1] as const) {
      if (hits.length >= wanted || (cursor && cursor.tier > tier)) continue;
      const position = cursor?.tier === tier ? cursorKey(cursor) : undefined;
      const rows = await this.tierRows(db, request, tiers[tier], position, wanted - hits.length);
      hits.push(...rows.map((row) => ({ ...row, titleMatched: tier === 0 })));
    }

    const hasMore = hits.length > request.limit;
    const page = hasMore ? hits.slice(0, request.limit) : hits;
    const last = page[page.length - 1];
    return {
      hits: page.map(({ entityId, titleMatched }) => ({ entityId, titleMatched })),
      hasMore,
      cursor:
        hasMore && last
          ? encodeSearchCursor({
              tier: last.titleMatched ? 0 : 1,
              publishedAt: last.publishedAt.getTime(),
              id: last.id,
            })
          : '',
    };
  }

  /**
   * The next `limit` rows of one tier after `position`. The newest scanWindow documents of the index
   * range are tested row by row, stopping as soon as the page is full: a common term fills it from
   * there however many thousand documents hold it. A term that does not is rare enough for the
   * FULLTEXT index to find all of its matches over the whole range cheaply.
   */
  private async tierRows(
    db: Database,
    request: SearchRequest,
    tier: TierConditions,
    position: SortKey | undefined,
    limit: number,
  ): Promise<Row[]> {
    const range = [...indexRange(request), position ? after(position) : undefined];
    const node = nodeFilter(request);
    // The window's far edge: an index-only walk of scanWindow entries (a scan bound, not paging).
    const [edge] = await db
      .select({ publishedAt: searchDocuments.publishedAt, id: searchDocuments.id })
      .from(searchDocuments)
      .where(and(...range))
      .orderBy(...newestFirst)
      .limit(1)
      .offset(this.scanWindow - 1);
    const scanned = await db
      .select(rowColumns)
      .from(searchDocuments)
      .where(and(...range, edge ? notAfter(edge) : undefined, node, tier.scan))
      .orderBy(...newestFirst)
      .limit(limit);
    // No edge: the range is smaller than the window, so the scan saw all of it.
    if (scanned.length === limit || !edge) return scanned;
    const widened = await this.widerScan(db, range, node, tier, edge, scanned, limit);
    if (widened) return widened;
    return db
      .select(rowColumns)
      .from(searchDocuments)
      .where(and(...range, node, tier.fulltext))
      .orderBy(...newestFirst)
      .limit(limit);
  }

  /**
   * A term the window found a few times is common enough to fill the page from a longer walk: how
   * long follows from its density in the window. That keeps a term frequent across the whole index
   * (whose FULLTEXT list spans every kind) away from FULLTEXT, whose cost grows with the index.
   * Undefined when the walk would be too long or did not fill the page.
   */
  private async widerScan(
    db: Database,
    range: Array<SQL | undefined>,
    node: SQL | undefined,
    tier: TierConditions,
    edge: SortKey,
    scanned: Row[],
    limit: number,
  ): Promise<Row[] | undefined> {
    if (scanned.length === 0) return undefined;
    const density = scanned.length / this.scanWindow;
    const walk = Math.ceil(((limit - scanned.length) / density) * 2);
    if (walk > MAX_WIDER_SCAN) return undefined;
    const beyond = [...range, after(edge)];
    const [farEdge] = await db
      .select({ publishedAt: searchDocuments.publishedAt, id: searchDocuments.id })
      .from(searchDocuments)
      .where(and(...beyond))
      .orderBy(...newestFirst)
      .limit(1)
      .offset(walk - 1);
    const more = await db
      .select(rowColumns)
      .from(searchDocuments)
      .where(and(...beyond, farEdge ? notAfter(farEdge) : undefined, node, tier.scan))
      .orderBy(...newestFirst)
      .limit(limit - scanned.length);
    const rows = [...scanned, ...more];
    return rows.length === limit || !farEdge ? rows : undefined;
  }
}

function cursorKey(cursor: SearchCursorKey): SortKey {
  return { publishedAt: new Date(cursor.publishedAt), id: cursor.id };
}
