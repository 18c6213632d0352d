import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { assertModuleEnabled } from '@/server/posting/postingRules.ts';
import { enforceRateLimit } from '@/server/rateLimit/enforceRateLimit.ts';
import type { RateLimitRule } from '@/server/rateLimit/fixedWindow.ts';
import { runSearch } from '@/server/search/searchService.ts';
import type { SearchResult } from '@/server/search/searchResults.ts';
import { searchParamsSchema } from '@/shared/search/searchQuery.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';

/** Searches cost more than list reads; a person never types this fast, a scraper does. */
const SEARCH_IP_LIMIT: RateLimitRule = { limit: 60, windowMs: 60_000 };

/** GET /api/search?q=&type=moment|article|user&time=all|day|week|month|year&nodeId=&cursor= → CursorPage<SearchResult>. */
export const GET = apiRoute(
  { summary: m.api_get_search, permission: 'anyone', query: searchParamsSchema },
  async (context, parsed) => {
    await enforceRateLimit(`search:ip:${requestMeta(context).ip}`, SEARCH_IP_LIMIT);
    const params = parsed.query();
    if (params.type !== 'user') assertModuleEnabled(context.locals.config, params.type);
    if (!params.q) return ok<CursorPage<SearchResult>>({ results: [], hasMore: false, cursor: '' });
    const page = await runSearch(params);
    return ok<CursorPage<SearchResult>>({
      results: page.results,
      hasMore: page.hasMore,
      cursor: page.cursor,
    });
  },
);
