import { m } from '@/paraglide/messages.js';

const COUNT_MESSAGES = {
  moments: [m.tags_moment_count_one, m.tags_moment_count],
  articles: [m.tags_article_count_one, m.tags_article_count],
  uses: [m.tags_hot_uses_one, m.tags_hot_uses],
} as const;

/** "1 moment" / "3 moments": the catalogs hold plain strings, so the singular is a key of its own. */
export function tagCountText(kind: keyof typeof COUNT_MESSAGES, count: number): string {
  const [one, other] = COUNT_MESSAGES[kind];
  return count === 1 ? one() : other({ count: String(count) });
}
