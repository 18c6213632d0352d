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

/** The headers of a member's event stream, whoever writes it. */
export const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  // Tells nginx-style proxies not to buffer the stream.
  'x-accel-buffering': 'no',
} as const;

/** Where a feed's events go: the route's web stream, or the front door's Node response. */
export interface EventSink {
  /** Sends one event's text; throws when the client has gone. */
  send(text: string): void;
  /** Ends the stream (the client may have gone already). */
  end(): void;
}

const itemEvent = (change: ItemChange) => `event: item\ndata: ${JSON.stringify(change)}\n\n`;

/**
 * A member's feed of server-sent events into `sink`: the unread count (`count`) and unread
 * conversation totals (`conversations`) on connect and whenever they change, a comment line as
 * heartbeat so proxies keep the connection open, and with an `item`, that moment's or article's
 * changes (`item`) after a snapshot on connect. Answers the function that stops it (idempotent);
 * it also stops when `options.signal` aborts or the sink throws.
 */
export function openUnreadFeed(userId: number, options: UnreadStreamOptions, sink: EventSink): () => void {
  const db = options.db ?? getDb();
  const fanout = options.fanout ?? messageFanout();
  let closed = false;
  let lastSent = -1;
  let lastConversations = '';
  let running = false;
  let rerun = false;
  const send = (text: string) => {
    if (closed) return;
    try {
      sink.send(text);
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
  function stop(): void {
    if (closed) return;
    closed = true;
    eventStreamConnections.dec();
    clearInterval(heartbeat);
    stopListening();
    stopItem();
    options.signal?.removeEventListener('abort', stop);
    try {
      sink.end();
    } catch {
      // Already closed by the reader going away.
    }
  }
  eventStreamConnections.inc();
  if (options.signal?.aborted) {
    stop();
    return stop;
  }
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
  return stop;
}

/** The member's feed (openUnreadFeed) as a web Response, as the route answers it. */
export function unreadCountStream(userId: number, options: UnreadStreamOptions = {}): Response {
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      stop = openUnreadFeed(userId, options, {
        send: (text) => controller.enqueue(encoder.encode(text)),
        end: () => controller.close(),
      });
    },
    cancel() {
      stop();
    },
  });
  return new Response(body, { headers: EVENT_STREAM_HEADERS });
}
