import { z } from 'zod';

const SEARCH_KINDS = ['moment', 'article', 'user'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
/** The search page's time filters. */
export const SEARCH_TIMES = ['all', 'day', 'week', 'month', 'year'] as const;
export type SearchTime = (typeof SEARCH_TIMES)[number];
export const SEARCH_QUERY_MAX = 100;

/** `/search` and `/api/search` parameters; unknown or bad values fall back to the defaults. */
export const searchParamsSchema = z.object({
  q: z.string().trim().max(SEARCH_QUERY_MAX).catch(''),
  type: z.enum(SEARCH_KINDS).catch('moment'),
  time: z.enum(SEARCH_TIMES).catch('all'),
  nodeId: z.coerce.number().int().min(1).optional().catch(undefined),
  cursor: z.string().max(200).optional().catch(undefined),
});
export type SearchParams = z.infer<typeof searchParamsSchema>;
