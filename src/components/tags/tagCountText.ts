import { m } from '@/paraglide/messages.js';

const COUNT_MESSAGES = {
  moments: m.tags_moment_count,
  articles: m.tags_article_count,
  uses: m.tags_hot_uses,
} as const;

/** "1 moment" / "3 moments": the catalogs choose the plural form for the count. */
export function tagCountText(kind: keyof typeof COUNT_MESSAGES, count: number): string {
  return COUNT_MESSAGES[kind]({ count });
}
