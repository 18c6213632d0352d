import { Redis } from 'ioredis';
import { logger } from '../log/logger.ts';
import { reportRedisRecovered, reportRedisTrouble } from '../redis/redisTrouble.ts';
import { createInProcessFanout, type MessageFanout } from './messageFanout.ts';

const CHANNEL = 'plaza:messages:changed';

/**
 * Fan-out across processes: an announcement is published on a Redis channel and every process
 * (this one included) passes it to its own listeners. While Redis is unreachable the announcement
 * reaches this process's listeners only, and the header's poll covers the rest.
 */
export function createRedisFanout(url: string): MessageFanout & { close(): Promise<void> } {
  const local = createInProcessFanout();
  const options = { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  let subscribed = false;
  // Warn once per outage: the client retries every few seconds while Redis is away.
  for (const [client, role] of [
    [publisher, 'publisher'],
    [subscriber, 'subscriber'],
  ] as const) {
    client.on('error', (error: Error) => reportRedisTrouble(`message fan-out ${role}`, error));
    client.on('ready', () => reportRedisRecovered(`message fan-out ${role}`));
  }
  subscriber.on('ready', () => {
    subscriber.subscribe(CHANNEL).then(
      () => (subscribed = true),
      (error: Error) => logger.warn({ reason: error.message }, 'redis subscribe failed'),
    );
  });
  subscriber.on('end', () => (subscribed = false));
  subscriber.on('message', (_channel: string, payload: string) => {
    const userId = Number(payload);
    if (Number.isSafeInteger(userId) && userId > 0) local.announce(userId);
  });
  return {
    announce(userId) {
      if (publisher.status !== 'ready') {
        local.announce(userId);
        return;
      }
      // Other processes hear it even while this one's own subscription is still being set up.
      publisher.publish(CHANNEL, String(userId)).catch(() => local.announce(userId));
      if (!subscribed) local.announce(userId);
    },
    listen: (userId, listener) => local.listen(userId, listener),
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
