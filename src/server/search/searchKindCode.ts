import type { SearchKind } from '../../shared/search/searchQuery.ts';

/** search_documents.kind for each searchable thing (migration 0007). */
export const SEARCH_KIND_CODE = { moment: 0, article: 1, user: 2 } as const satisfies Record<
  SearchKind,
  number
>;
