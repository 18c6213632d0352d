import { Redis } from 'ioredis';
import { logger } from '../log/logger.ts';
import { reportRedisRecovered, reportRedisTrouble } from '../redis/redisTrouble.ts';

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
  const options = { maxRetriesPerRequest: 1, enableOfflineQueue: false };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  let subscribed = false;
  // Warn once per outage: the client retries every few seconds while Redis is away.
  for (const [client, role] of [
    [publisher, 'publisher'],
    [subscriber, 'subscriber'],
  ] as const) {
    client.on('error', (error: Error) => reportRedisTrouble(`config invalidation ${role}`, error));
    client.on('ready', () => reportRedisRecovered(`config invalidation ${role}`));
  }
  subscriber.on('ready', () => {
    subscriber.subscribe(CHANNEL).then(
      () => (subscribed = true),
      (error: Error) => logger.warn({ reason: error.message }, 'redis config subscribe failed'),
    );
  });
  subscriber.on('end', () => (subscribed = false));
  subscriber.on('message', (channel: string) => {
    if (channel === CHANNEL) onInvalidate();
  });
  return {
    async announce() {
      if (publisher.status !== 'ready') return;
      await publisher.publish(CHANNEL, String(Date.now())).catch((error: Error) => {
        logger.warn({ reason: error.message }, 'redis config publish failed');
      });
    },
    listening: () => subscribed,
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
