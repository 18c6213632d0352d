import { recentHotTags, type HotTag } from './recentHotTags.queries.ts';

const TTL_MS = 60_000;
/** Every caller shares one ranking of this many tags and takes the head it needs. */
export const HOT_TAGS_CACHED = 40;

let cached: { at: number; tags: HotTag[] } | undefined;
let pending: Promise<HotTag[]> | undefined;

/**
 * The hot tags of the side widget and the /tags page, kept for a minute: the ranking groups the
 * last month's tag links, and a minute-old ranking is fine. Concurrent misses share one query.
 */
export async function cachedHotTags(limit: number, now: number = Date.now()): Promise<HotTag[]> {
  const count = Math.min(limit, HOT_TAGS_CACHED);
  if (cached && now - cached.at < TTL_MS) return cached.tags.slice(0, count);
  pending ??= recentHotTags(HOT_TAGS_CACHED, now)
    .then((tags) => {
      cached = { at: now, tags };
      return tags;
    })
    .finally(() => {
      pending = undefined;
    });
  return (await pending).slice(0, count);
}
