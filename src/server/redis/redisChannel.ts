import type { Redis } from 'ioredis';
import { logger } from '../log/logger.ts';
import { openRedis } from './sharedRedis.ts';

export interface RedisChannel {
  /** Publishes to every subscribed process (this one included); false when Redis is unreachable. */
  publish(payload: string): Promise<boolean>;
  /** Whether this process hears what others publish right now. */
  listening(): boolean;
  close(): Promise<void>;
}

/** One pub/sub channel with its own subscriber connection (a subscribed connection takes no other commands). */
export function openRedisChannel(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
): RedisChannel {
  const publisher: Redis = openRedis(url, `${channel} publisher`);
  const subscriber: Redis = openRedis(url, `${channel} subscriber`);
  let subscribed = false;
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => (subscribed = true),
      (error: Error) => logger.debug({ channel, reason: error.message }, 'redis subscribe failed'),
    );
  });
  subscriber.on('close', () => (subscribed = false));
  subscriber.on('message', (from: string, payload: string) => {
    if (from === channel) onMessage(payload);
  });
  return {
    async publish(payload) {
      if (publisher.status !== 'ready') return false;
      try {
        await publisher.publish(channel, payload);
        return true;
      } catch (error) {
        logger.debug({ channel, reason: (error as Error).message }, 'redis publish failed');
        return false;
      }
    },
    listening: () => subscribed && subscriber.status === 'ready',
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
