import { openRedisChannel } from '../redis/redisChannel.ts';
import { createInProcessFanout, type MessageFanout } from './messageFanout.ts';

const CHANNEL = 'plaza:messages:changed';

/**
 * Fan-out across processes: an announcement is published on a Redis channel and every process
 * (this one included) passes it to its own listeners. While Redis is unreachable the announcement
 * reaches this process's listeners only, and the header's poll covers the rest.
 */
export function createRedisFanout(url: string): MessageFanout & { close(): Promise<void> } {
  const local = createInProcessFanout();
  const channel = openRedisChannel(url, CHANNEL, (payload) => {
    const userId = Number(payload);
    if (Number.isSafeInteger(userId) && userId > 0) local.announce(userId);
  });
  return {
    announce(userId) {
      // Other processes hear it even while this one's own subscription is still being set up.
      const heardBack = channel.listening();
      void channel.publish(String(userId)).then((published) => {
        if (!published || !heardBack) local.announce(userId);
      });
    },
    listen: (userId, listener) => local.listen(userId, listener),
    close: () => channel.close(),
  };
}
