import { getEnv } from '@/server/config/env.ts';
import { openRedisChannel, type RedisChannel } from '@/server/redis/redisChannel.ts';
import { onShutdown } from '@/server/shutdown/shutdownHooks.ts';
import { MicroCache } from './MicroCache.ts';
import { pageCacheSeconds } from './pageCacheSettings.ts';
import { clearPlainPages } from './pageCacheBridge.ts';
import { purgeProxies } from './proxyPurge.ts';
import { coversPath, decodePageScope, encodePageScope, pathOfPageKey, type PageScope } from './pageScope.ts';

export interface CachedPage {
  body: Uint8Array;
  headers: Array<[string, string]>;
}

const CHANNEL = 'plaza:pages:changed';
const MAX_PAGES = 500;
const MAX_BYTES = 32 * 1024 * 1024;

let cache: MicroCache<CachedPage> | null | undefined;
let channel: RedisChannel | null | undefined;

/** This process's cache of rendered shared pages; null when PAGE_CACHE_SECONDS is 0. */
export function pageCache(): MicroCache<CachedPage> | null {
  if (cache === undefined) {
    const seconds = pageCacheSeconds();
    cache =
      seconds === 0
        ? null
        : new MicroCache<CachedPage>(
            { ttlMs: seconds * 1000, maxEntries: MAX_PAGES, maxBytes: MAX_BYTES },
            (page) => page.body.byteLength + 512,
          );
    if (cache) listenForChanges();
  }
  return cache;
}

function listenForChanges(): void {
  const url = getEnv().REDIS_URL;
  if (!url || channel) return;
  channel = openRedisChannel(url, CHANNEL, (message) => {
    const scope = decodePageScope(message);
    dropPages(scope);
    void purgeProxies(scope, { ownPaths: false });
  });
  onShutdown('page cache channel', async () => {
    await channel?.close();
    channel = undefined;
  });
}

function dropPages(scope: PageScope): void {
  if (scope.everything) cache?.clear();
  else cache?.invalidate((key) => coversPath(scope, pathOfPageKey(key)));
  clearPlainPages(scope);
}

/**
 * A write changed these pages: drop them here at once (both caches) and tell the other processes.
 * While Redis is away those keep theirs for at most PAGE_CACHE_SECONDS. Which write empties which
 * pages is decided in one place: pagesChangedBy.ts.
 */
export async function invalidatePages(scope: PageScope): Promise<void> {
  if (!pageCache()) return;
  dropPages(scope);
  await Promise.all([channel?.publish(encodePageScope(scope)), purgeProxies(scope, { ownPaths: true })]);
}
