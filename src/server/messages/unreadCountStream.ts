import { getDb, type Database } from '../db/client.ts';
import { logger } from '../log/logger.ts';
import { eventStreamConnections } from '../metrics/metricsRegistry.ts';
import { unreadMessageCount } from '../users/unreadMessageCount.ts';
import { messageFanout, type MessageFanout } from './messageFanout.ts';
import { conversationUnread } from '../conversations/conversationUnread.ts';
import { itemFanout, type ItemFanout } from '../liveItems/itemFanout.ts';
import { itemSnapshot } from '../liveItems/itemSnapshot.ts';
import type { LiveItem } from '../liveItems/liveItem.ts';
import type { ItemChange } from '@/shared/liveItems/itemChange.ts';

const HEARTBEAT_MS = 25_000;
/** How long the browser waits before reconnecting a dropped stream. */
const RETRY_MS = 5_000;

export interface UnreadStreamOptions {
  /** Aborts when the client goes away. */
  signal?: AbortSignal;
  heartbeatMs?: number;
  fanout?: MessageFanout;
  /** The moment or article page the tab shows: its changes ride the same stream (decision 062). */
  item?: LiveItem | undefined;
  itemFanout?: ItemFanout;
  db?: Database;
}

const encoder = new TextEncoder();

const itemEvent = (change: ItemChange) => `event: item\ndata: ${JSON.stringify(change)}\n\n`;

/**
 * A server-sent event stream of the member's unread count (`count`) and unread conversation totals
 * (`conversations`): sent on connect and whenever they change, with a comment line as heartbeat so proxies keep the connection open.
 * With an `item`, also that moment's or article's changes (`item`), after a snapshot on connect.
 */
export function unreadCountStream(userId: number, options: UnreadStreamOptions = {}): Response {
  const db = options.db ?? getDb();
  const fanout = options.fanout ?? messageFanout();
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      let lastSent = -1;
      let lastConversations = '';
      let running = false;
      let rerun = false;
      const send = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      // One count query at a time; announcements that arrive meanwhile fold into one more query.
      const refresh = async () => {
        if (running) {
          rerun = true;
          return;
        }
        running = true;
        try {
          do {
            rerun = false;
            const count = await unreadMessageCount(userId, db);
            if (!closed && count !== lastSent) {
              lastSent = count;
              send(`event: count\ndata: ${JSON.stringify({ count })}\n\n`);
            }
            // The private conversations' totals ride the same stream (decision 036).
            const conversations = JSON.stringify(await conversationUnread(userId, db));
            if (!closed && conversations !== lastConversations) {
              lastConversations = conversations;
              send(`event: conversations\ndata: ${conversations}\n\n`);
            }
          } while (rerun && !closed);
        } catch (error) {
          logger.warn({ err: error, userId }, 'unread count stream query failed');
        } finally {
          running = false;
        }
      };
      const heartbeat = setInterval(() => send(': heartbeat\n\n'), options.heartbeatMs ?? HEARTBEAT_MS);
      const stopListening = fanout.listen(userId, () => void refresh());
      const item = options.item;
      const stopItem = item
        ? (options.itemFanout ?? itemFanout()).listen(item.topic, (change) => send(itemEvent(change)))
        : () => undefined;
      stop = () => {
        if (closed) return;
        closed = true;
        eventStreamConnections.dec();
        clearInterval(heartbeat);
        stopListening();
        stopItem();
        options.signal?.removeEventListener('abort', stop);
        try {
          controller.close();
        } catch {
          // Already closed by the reader going away.
        }
      };
      eventStreamConnections.inc();
      if (options.signal?.aborted) return stop();
      options.signal?.addEventListener('abort', stop);
      send(`retry: ${RETRY_MS}\n\n`);
      void refresh();
      // Listening started first: a change during the snapshot arrives twice at worst, and pages skip repeats.
      if (item) {
        itemSnapshot(item, db).then(
          (changes) => changes.forEach((change) => send(itemEvent(change))),
          (error: unknown) => logger.warn({ err: error, topic: item.topic }, 'live item snapshot failed'),
        );
      }
    },
    cancel() {
      stop();
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // Tells nginx-style proxies not to buffer the stream.
      'x-accel-buffering': 'no',
    },
  });
}
