import type { SearchKind, SearchTime } from '@/shared/search/searchQuery.ts';

export interface SearchLinkParams {
  q: string;
  type: SearchKind;
  time: SearchTime;
  nodeId?: number | undefined;
}

/**
 * A /search URL for these filters, without a cursor (a new filter starts at the first page).
 * Defaults are left out so each search has one short URL; the node filter only applies to moments.
 */
export function searchHref({ q, type, time, nodeId }: SearchLinkParams): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (type !== 'moment') params.set('type', type);
  if (time !== 'all') params.set('time', time);
  if (type === 'moment' && nodeId !== undefined) params.set('nodeId', String(nodeId));
  const query = params.toString();
  return query ? `/search?${query}` : '/search';
}
