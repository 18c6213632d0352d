import type { OutgoingHttpHeaders } from 'node:http';
import { getEnv } from '@/server/config/env.ts';
import { openRedisChannel, type RedisChannel } from '@/server/redis/redisChannel.ts';
import { onShutdown } from '@/server/shutdown/shutdownHooks.ts';
import { MicroCache } from './MicroCache.ts';
import { pageCacheSeconds } from './pageCacheSettings.ts';
import { STALE_WHILE_REVALIDATE_SECONDS } from './pageCachePolicy.ts';
import { purgeProxies } from './proxyPurge.ts';
import { coversPath, decodePageScope, encodePageScope, pathOfPageKey, type PageScope } from './pageScope.ts';

/** A shared page as the app answered it: its headers and its bytes, compressed or not. */
export interface CachedPage {
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

export type PageCache = MicroCache<CachedPage>;

const CHANNEL = 'plaza:pages:changed';
const MAX_PAGES = 500;
const MAX_BYTES = 32 * 1024 * 1024;

let cache: PageCache | null | undefined;
let channel: RedisChannel | null | undefined;

/** A cache of shared pages kept `ttlSeconds`, and readable as stale a while longer (pageCachePolicy.ts). */
export function createPageCache(ttlSeconds: number): PageCache {
  return new MicroCache<CachedPage>(
    {
      ttlMs: ttlSeconds * 1000,
      maxEntries: MAX_PAGES,
      maxBytes: MAX_BYTES,
      staleMs: STALE_WHILE_REVALIDATE_SECONDS * 1000,
    },
    (page) => page.body.byteLength + 1024,
  );
}

/** This process's one page cache, which the front door serves from; null when PAGE_CACHE_SECONDS is 0. */
export function pageCache(): PageCache | null {
  if (cache === undefined) {
    const seconds = pageCacheSeconds();
    cache = seconds === 0 ? null : createPageCache(seconds);
    if (cache) listenForChanges();
  }
  return cache;
}

function listenForChanges(): void {
  const url = getEnv().REDIS_URL;
  if (!url || channel) return;
  channel = openRedisChannel(url, CHANNEL, (message) => {
    const scope = decodePageScope(message);
    if (cache) dropPages(cache, scope);
    void purgeProxies(scope, { ownPaths: false });
  });
  onShutdown('page cache channel', async () => {
    await channel?.close();
    channel = undefined;
  });
}

/** Forgets the pages of `scope` in `from`. */
export function dropPages(from: PageCache, scope: PageScope): void {
  if (scope.everything) from.clear();
  else from.invalidate((key) => coversPath(scope, pathOfPageKey(key)));
}

/**
 * A write changed these pages: drop them here at once and tell the other processes. While Redis is
 * away those keep theirs for at most PAGE_CACHE_SECONDS. Which write empties which pages is decided
 * in one place: pagesChangedBy.ts.
 */
export async function invalidatePages(scope: PageScope): Promise<void> {
  const own = pageCache();
  if (!own) return;
  dropPages(own, scope);
  await Promise.all([channel?.publish(encodePageScope(scope)), purgeProxies(scope, { ownPaths: true })]);
}
