import { m } from '@/paraglide/messages.js';

type CountMessage = (inputs: { count: number }) => string;

const COUNT_MESSAGES = {
  views: [m.articles_views_one, m.articles_views],
  comments: [m.articles_comments_one, m.articles_comments],
  likes: [m.articles_likes_one, m.articles_likes],
  favorites: [m.articles_favorites_one, m.articles_favorites],
  articles: [m.articles_tag_count_one, m.articles_tag_count],
} as const satisfies Record<string, readonly [() => string, CountMessage]>;

export type CountKind = keyof typeof COUNT_MESSAGES;

/** "1 view" / "3 views": the catalogs hold plain strings, so the singular is a key of its own. */
export function countText(kind: CountKind, count: number): string {
  const [one, other] = COUNT_MESSAGES[kind];
  return count === 1 ? one() : other({ count });
}
