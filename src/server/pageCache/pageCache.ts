import { getEnv } from '@/server/config/env.ts';
import { openRedisChannel, type RedisChannel } from '@/server/redis/redisChannel.ts';
import { onShutdown } from '@/server/shutdown/shutdownHooks.ts';
import { MicroCache } from './MicroCache.ts';
import { pageCacheSeconds } from './pageCacheSettings.ts';
import { clearPlainPages } from './pageCacheBridge.ts';

export interface CachedPage {
  body: Uint8Array;
  headers: Array<[string, string]>;
}

const CHANNEL = 'plaza:pages:changed';
const MAX_PAGES = 500;
const MAX_BYTES = 32 * 1024 * 1024;

let cache: MicroCache<CachedPage> | null | undefined;
let channel: RedisChannel | null | undefined;

/** This process's cache of rendered anonymous pages; null when PAGE_CACHE_SECONDS is 0. */
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
  channel = openRedisChannel(url, CHANNEL, () => {
    cache?.clear();
    clearPlainPages();
  });
  onShutdown('page cache channel', async () => {
    await channel?.close();
    channel = undefined;
  });
}

/**
 * Something changed: drop this process's pages at once and tell the other processes. While Redis
 * is away they keep theirs for at most PAGE_CACHE_SECONDS.
 */
export async function invalidatePageCache(): Promise<void> {
  const current = pageCache();
  if (!current) return;
  current.clear();
  clearPlainPages();
  await channel?.publish(String(Date.now()));
}
