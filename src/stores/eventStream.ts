import { createStreamConnection, type StreamConnectionOptions } from './streamConnection.ts';
import { UNREAD_STREAM_PATH } from './unreadStream.ts';
import { liveItemQuery } from './liveItemQuery.ts';

type StreamEventName = 'open' | 'count' | 'conversations' | 'item';
/** Receives an event's data ('' for `open`, sent on every (re)connection). */
type StreamListener = (data: string) => void;
export type StreamListeners = Partial<Record<StreamEventName, StreamListener>>;

export interface EventStream {
  /** Listens until the returned function is called; the stream is open while anyone listens. */
  join(listeners: StreamListeners): () => void;
}

const EVENT_NAMES: readonly StreamEventName[] = ['open', 'count', 'conversations', 'item'];
/** Item changes heard before the page's island listens (the snapshot on connect among them). */
const BACKLOG_LIMIT = 200;

/**
 * One event stream shared by everything on the page (decision 062): the header's unread count and
 * a moment's or article's live comments. Item events nobody listens to yet are kept for the first
 * island that does, so an island hydrated after the connection opened still gets the snapshot.
 */
export function createEventStream(options: Omit<StreamConnectionOptions, 'onSource'>): EventStream {
  const joined = new Set<StreamListeners>();
  const backlog: string[] = [];
  const deliver = (name: StreamEventName, data: string) => {
    const takers = [...joined].flatMap((listeners) => listeners[name] ?? []);
    if (takers.length > 0) takers.forEach((listener) => listener(data));
    else if (name === 'item' && backlog.length < BACKLOG_LIMIT) backlog.push(data);
  };
  const connection = createStreamConnection({
    ...options,
    onSource(source) {
      for (const name of EVENT_NAMES) {
        source.addEventListener(name, (event) =>
          deliver(name, name === 'open' ? '' : String((event as MessageEvent).data)),
        );
      }
    },
  });
  return {
    join(listeners) {
      joined.add(listeners);
      const item = listeners.item;
      if (item) backlog.splice(0).forEach((data) => item(data));
      connection.start();
      return () => {
        if (!joined.delete(listeners) || joined.size > 0) return;
        connection.stop();
        backlog.length = 0;
      };
    },
  };
}

let tabStream: EventStream | undefined;

/** The tab's one connection to /api/user/msg_stream, naming the item the page shows. */
export function joinEventStream(listeners: StreamListeners): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  tabStream ??= createEventStream({
    url: () => `${UNREAD_STREAM_PATH}${liveItemQuery()}`,
    open: (url) => new EventSource(url),
  });
  return tabStream.join(listeners);
}
