import { recentHotTags, type HotTag } from './recentHotTags.queries.ts';

const TTL_MS = 60_000;
/** Every caller shares one ranking of this many tags and takes the head it needs. */
export const HOT_TAGS_CACHED = 40;

let cached: { at: number; tags: HotTag[] } | undefined;
let pending: Promise<HotTag[]> | undefined;
/** Bumped by a clear, so a query started before it does not store its older ranking. */
let generation = 0;

/**
 * The hot tags of the side widget and the /tags page, kept for a minute: the ranking groups the
 * last month's tag links, and a minute-old ranking is fine. Concurrent misses share one query.
 */
export async function cachedHotTags(limit: number, now: number = Date.now()): Promise<HotTag[]> {
  const count = Math.min(limit, HOT_TAGS_CACHED);
  if (cached && now - cached.at < TTL_MS) return cached.tags.slice(0, count);
  const started = generation;
  pending ??= recentHotTags(HOT_TAGS_CACHED, now)
    .then((tags) => {
      if (started === generation) cached = { at: now, tags };
      return tags;
    })
    .finally(() => {
      if (started === generation) pending = undefined;
    });
  return (await pending).slice(0, count);
}

/** Drops the kept ranking at once (the admin renamed, merged or deleted a tag). */
export function clearHotTagsCache(): void {
  generation += 1;
  cached = undefined;
  pending = undefined;
}
