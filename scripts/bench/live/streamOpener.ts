import http from 'node:http';
import { hasUnreadCount, parseSseChunk } from './sseEvents.ts';

export interface StreamPlan {
  baseUrl: string;
  /** One Cookie header per stream (members repeat: several tabs each). */
  cookies: string[];
  /** Query strings the streams use in turn ('' for none): e.g. half of them follow an item page. */
  queries: string[];
  /** Streams opened at a time. */
  concurrency: number;
  /** How long a stream may take to send its unread count. */
  firstEventTimeoutMs: number;
}

export interface HeldStreams {
  /** Streams answered 200 with text/event-stream. */
  opened: number;
  /** Streams that sent their unread count in time. */
  firstEvents: number;
  openMs: number;
  firstEventMsP99: number;
  /** Streams open now. */
  open(): number;
  /** Streams asked to follow an item page, and of them those whose item snapshot arrived. */
  following(): { asked: number; snapshots: number };
  /** Every refused, failed or closed stream so far, with the reason. */
  errors(): string[];
  close(): void;
}

interface Stream {
  request: http.ClientRequest | undefined;
  /** Answered 200 with text/event-stream. */
  answered: boolean;
  open: boolean;
  first: boolean;
  /** Asked to follow an item page, and whether the item's snapshot arrived. */
  follows: boolean;
  itemSeen: boolean;
}

/**
 * Opens `plan.cookies.length` member event streams (`GET /api/user/msg_stream`), `concurrency` at a
 * time, each on a socket of its own (no keep-alive, no socket cap), and waits until each has sent its
 * unread count or failed. The streams stay open until `close()`; a stream the server closes or that
 * fails later is counted in `errors()` and no longer in `open()`.
 */
export async function openStreams(plan: StreamPlan): Promise<HeldStreams> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity, maxTotalSockets: Infinity });
  const streams: Stream[] = [];
  const errors: string[] = [];
  const firstEventTimes: number[] = [];
  let closing = false;

  const openStream = (index: number) =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const query = plan.queries[index % plan.queries.length] ?? '';
      const stream: Stream = {
        request: undefined,
        answered: false,
        open: false,
        first: false,
        follows: query.includes('item='),
        itemSeen: false,
      };
      streams.push(stream);
      let settled = false;
      const settle = () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve();
      };
      const fail = (reason: string) => {
        if (closing) return;
        if (stream.open || !settled) errors.push(`stream ${index}: ${reason}`);
        stream.open = false;
        // A stream that failed is let go of: a late unread count must not count it.
        stream.request?.destroy();
        settle();
      };
      const timer = setTimeout(() => fail('no unread count in time'), plan.firstEventTimeoutMs);
      stream.request = http.get(
        `${plan.baseUrl}/api/user/msg_stream${query}`,
        { agent, headers: { cookie: plan.cookies[index]!, accept: 'text/event-stream' } },
        (response) => {
          const type = String(response.headers['content-type'] ?? '');
          if (response.statusCode !== 200 || !type.startsWith('text/event-stream')) {
            response.resume();
            fail(`answered ${response.statusCode} ${type}`);
            return;
          }
          stream.answered = true;
          stream.open = true;
          response.setEncoding('utf8');
          let buffer = '';
          response.on('data', (chunk: string) => {
            if (stream.first && (stream.itemSeen || !stream.follows)) return;
            const { events, rest } = parseSseChunk(buffer + chunk);
            buffer = rest;
            if (events.some((event) => event.event === 'item')) stream.itemSeen = true;
            if (!stream.first && hasUnreadCount(events)) {
              stream.first = true;
              firstEventTimes.push(performance.now() - started);
              settle();
            }
          });
          response.on('end', () => fail('closed by the server'));
          response.on('error', (error) => fail(error.message));
        },
      );
      stream.request.on('error', (error) => fail(error.message));
    });

  const started = performance.now();
  const wanted = plan.cookies.length;
  for (let from = 0; from < wanted; from += plan.concurrency) {
    const wave: Promise<void>[] = [];
    for (let index = from; index < Math.min(wanted, from + plan.concurrency); index += 1) {
      wave.push(openStream(index));
    }
    await Promise.all(wave);
  }
  const sorted = [...firstEventTimes].sort((a, b) => a - b);
  return {
    opened: streams.filter((stream) => stream.answered).length,
    firstEvents: streams.filter((stream) => stream.first).length,
    openMs: performance.now() - started,
    firstEventMsP99: sorted[Math.max(0, Math.ceil(sorted.length * 0.99) - 1)] ?? 0,
    open: () => streams.filter((stream) => stream.open).length,
    following: () => ({
      asked: streams.filter((stream) => stream.follows).length,
      snapshots: streams.filter((stream) => stream.follows && stream.itemSeen).length,
    }),
    errors: () => [...errors],
    close: () => {
      closing = true;
      for (const stream of streams) stream.request?.destroy();
      agent.destroy();
    },
  };
}
