import type { SearchKind } from '@/shared/search/searchQuery.ts';
import { m } from '@/paraglide/messages.js';

/** Each search tab's name, in the reader's language (read per request). */
export function searchKindLabels(): Record<SearchKind, string> {
  return {
    moment: m.search_page_tab_moments(),
    article: m.search_page_tab_articles(),
    user: m.search_page_tab_users(),
  };
}
