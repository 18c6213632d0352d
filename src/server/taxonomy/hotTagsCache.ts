import { hotTags, type TagSummary } from './tags.queries.ts';

const TTL_MS = 60_000;
let cached: { limit: number; at: number; tags: TagSummary[] } | undefined;

/**
 * Hot tags for the side widget of every feed page, kept for a minute: ranking by moment_count
 * sorts the whole tags table (it has no index on the count), and a minute-old ranking is fine.
 */
export async function cachedHotTags(limit: number, now: number = Date.now()): Promise<TagSummary[]> {
  if (cached && cached.limit === limit && now - cached.at < TTL_MS) return cached.tags;
  const tags = await hotTags(limit);
  cached = { limit, at: now, tags };
  return tags;
}
