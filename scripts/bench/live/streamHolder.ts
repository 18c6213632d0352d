// A child process of the streams bench that holds the member event streams open
// (GET /api/user/msg_stream), so that the bench process measuring page views beside them shares no
// event loop, socket table or file-descriptor limit with them. Started by eventStreams.ts with its
// plan as JSON in argv[2]; answers 'status' and 'close' messages over IPC.
// Relative imports only: this runs with Node's type stripping.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { hasUnreadCount, parseSseChunk } from './sseEvents.ts';

export interface StreamPlan {
  baseUrl: string;
  /** One Cookie header per stream (members repeat: several tabs each). */
  cookies: string[];
  /** Query strings the streams use in turn ('' for none): e.g. half of them follow an item page. */
  queries: string[];
  /** Streams opened at a time. */
  concurrency: number;
  /** How long a stream may take to send its first event. */
  firstEventTimeoutMs: number;
}

export type HolderMessage =
  | {
      type: 'opened';
      opened: number;
      firstEvents: number;
      errors: string[];
      openMs: number;
      firstEventMsP99: number;
      maxOpenFiles: number;
    }
  | { type: 'status'; open: number; errors: string[] };

interface Stream {
  request: http.ClientRequest;
  open: boolean;
  first: boolean;
}

const plan = JSON.parse(process.argv[2]!) as StreamPlan;
// Every stream its own socket: no pooling limit, no keep-alive reuse.
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity, maxTotalSockets: Infinity });
const streams: Stream[] = [];
const errors: string[] = [];
const firstEventTimes: number[] = [];
let closing = false;

/** The soft limit of open files this process runs under (`ulimit -n`), from /proc. */
function maxOpenFiles(): number {
  try {
    const match = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    return match?.[1] === 'unlimited' ? Infinity : Number(match?.[1] ?? 0);
  } catch {
    return 0;
  }
}

function openStream(index: number): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now();
    const query = plan.queries[index % plan.queries.length] ?? '';
    const stream: Stream = { request: undefined as unknown as http.ClientRequest, open: false, first: false };
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
      // A stream that failed is let go of: a late first event must not count it.
      stream.request?.destroy();
      settle();
    };
    const timer = setTimeout(() => fail('no unread count in time'), plan.firstEventTimeoutMs);
    stream.request = http.get(
      `${plan.baseUrl}/api/user/msg_stream${query}`,
      { agent, headers: { cookie: plan.cookies[index % plan.cookies.length]!, accept: 'text/event-stream' } },
      (response) => {
        const type = String(response.headers['content-type'] ?? '');
        if (response.statusCode !== 200 || !type.startsWith('text/event-stream')) {
          response.resume();
          fail(`answered ${response.statusCode} ${type}`);
          return;
        }
        stream.open = true;
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          if (stream.first) return;
          const { events, rest } = parseSseChunk(buffer + chunk);
          buffer = rest;
          if (hasUnreadCount(events)) {
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
    streams.push(stream);
  });
}

async function openAll(): Promise<void> {
  const started = performance.now();
  const wanted = plan.cookies.length;
  for (let from = 0; from < wanted; from += plan.concurrency) {
    const wave: Promise<void>[] = [];
    for (let index = from; index < Math.min(wanted, from + plan.concurrency); index += 1)
      wave.push(openStream(index));
    await Promise.all(wave);
  }
  const sorted = [...firstEventTimes].sort((a, b) => a - b);
  const message: HolderMessage = {
    type: 'opened',
    opened: streams.filter((stream) => stream.open).length,
    firstEvents: streams.filter((stream) => stream.first).length,
    errors: [...errors],
    openMs: performance.now() - started,
    firstEventMsP99: sorted[Math.max(0, Math.ceil(sorted.length * 0.99) - 1)] ?? 0,
    maxOpenFiles: maxOpenFiles(),
  };
  process.send!(message);
}

process.on('message', (message: { type: string }) => {
  if (message.type === 'status') {
    const status: HolderMessage = {
      type: 'status',
      open: streams.filter((stream) => stream.open).length,
      errors: [...errors],
    };
    process.send!(status);
  } else if (message.type === 'close') {
    closing = true;
    for (const stream of streams) stream.request.destroy();
    agent.destroy();
    process.disconnect();
    process.exit(0);
  }
});

await openAll();
