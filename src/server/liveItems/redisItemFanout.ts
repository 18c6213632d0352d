import { openRedisChannel } from '../redis/redisChannel.ts';
import { parseItemChange } from '@/shared/liveItems/itemChange.ts';
import { createInProcessItemFanout, type ItemFanout } from './itemFanout.ts';

const CHANNEL = 'plaza:items:changed';

/**
 * Item changes across processes: published on one Redis channel, every process (this one included)
 * passes them to its own streams. While Redis is unreachable a change reaches this process only;
 * the others' readers see it on their next page view or reconnect.
 */
export function createRedisItemFanout(url: string): ItemFanout & { close(): Promise<void> } {
  const local = createInProcessItemFanout();
  const channel = openRedisChannel(url, CHANNEL, (payload) => {
    const change = parseItemChange(payload);
    if (change) local.announce(change);
  });
  return {
    announce(change) {
      const heardBack = channel.listening();
      void channel.publish(JSON.stringify(change)).then((published) => {
        if (!published || !heardBack) local.announce(change);
      });
    },
    listen: (topic, listener) => local.listen(topic, listener),
    close: () => channel.close(),
  };
}
