import type { SearchKind, SearchTime } from '@/shared/search/searchQuery.ts';
import type { MomentCard } from '@/shared/moments/momentCard.ts';
import type { ArticleSummary } from '@/shared/articles/articleTypes.ts';
import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';

/**
 * Highlighted text: HTML-escaped plain text in which the matched terms are wrapped in <mark>.
 * Safe to render with set:html; nothing else in it is markup.
 */
export type HighlightedHtml = string & { readonly __highlighted: true };

export interface MomentSearchResult {
  kind: 'moment';
  card: MomentCard;
  title: HighlightedHtml;
  excerpt: HighlightedHtml;
}

export interface ArticleSearchResult {
  kind: 'article';
  article: ArticleSummary;
  title: HighlightedHtml;
  excerpt: HighlightedHtml;
}

interface SearchUserCard extends PublicAuthor {
  fansCount: number;
  momentCount: number;
}

export interface UserSearchResult {
  kind: 'user';
  user: SearchUserCard;
  name: HighlightedHtml;
  signature: HighlightedHtml;
}

export type SearchResult = MomentSearchResult | ArticleSearchResult | UserSearchResult;

/** One page of /search (searchService.runSearch). */
export interface SearchResultPage {
  query: string;
  kind: SearchKind;
  time: SearchTime;
  nodeId: number | undefined;
  results: SearchResult[];
  hasMore: boolean;
  /** '' when there is no next page. */
  cursor: string;
}
