import { m } from '@/paraglide/messages.js';

const COUNT_MESSAGES = {
  views: m.articles_views,
  comments: m.articles_comments,
  likes: m.articles_likes,
  favorites: m.articles_favorites,
  articles: m.articles_tag_count,
} as const;

export type CountKind = keyof typeof COUNT_MESSAGES;

/** "1 view" / "3 views": the catalogs choose the plural form for the count. */
export function countText(kind: CountKind, count: number): string {
  return COUNT_MESSAGES[kind]({ count });
}
