import { openRedisChannel } from '../redis/redisChannel.ts';

const CHANNEL = 'plaza:config:changed';

export interface ConfigInvalidation {
  /** Tells every subscribed process (this one included) to drop its cached config. */
  announce(): Promise<void>;
  /** Whether the subscription is live (a change made elsewhere will be heard). */
  listening(): boolean;
  close(): Promise<void>;
}

/**
 * Cross-process cache invalidation for the site and private settings: a save publishes on a Redis
 * channel every process subscribes to. While Redis is unreachable a process keeps its own cache for
 * at most its TTL (5 s), so a change still shows up everywhere within that time.
 */
export function createRedisConfigInvalidation(url: string, onInvalidate: () => void): ConfigInvalidation {
  const channel = openRedisChannel(url, CHANNEL, onInvalidate);
  return {
    async announce() {
      await channel.publish(String(Date.now()));
    },
    listening: () => channel.listening(),
    close: () => channel.close(),
  };
}
