import { getEnv } from '@/server/config/env.ts';
import { messageFanout } from '@/server/messages/messageFanout.ts';
import { itemFanout } from '@/server/liveItems/itemFanout.ts';
import { pageCache } from '@/server/pageCache/pageCache.ts';
import { sharedRedis } from './sharedRedis.ts';

/**
 * Opens the Redis connections and subscriptions when the server starts rather than on first use,
 * so that the first change made through this process already reaches the others.
 */
export function connectRedisEarly(): void {
  if (!getEnv().REDIS_URL) return;
  sharedRedis();
  messageFanout();
  itemFanout();
  pageCache();
}
