import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { sseEventReader } from '../../../tests/sseEventReader.ts';
import { commentTestRows } from '../../../tests/factories/commentTestRows.ts';
import { publishNow } from '../outbox/outboxDelivery.ts';
import { markMessagesRead } from './markMessagesRead.ts';
import { createInProcessFanout, messageFanout, type MessageFanout } from './messageFanout.ts';
import { unreadCountStream } from './unreadCountStream.ts';
import { messages } from '../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { GET } from '@/pages/api/user/msg_stream.ts';
import type { APIContext } from 'astro';

const t = useTestDatabase();
const rows = commentTestRows(t);
let server: Server;
let origin: string;
let listening = 0;

// Counts live listeners, so the test can see a stream let go of the fan-out when the client leaves.
function countingFanout(inner: MessageFanout): MessageFanout {
  return {
    announce: (userId) => inner.announce(userId),
    listen(userId, listener) {
      listening += 1;
      const stop = inner.listen(userId, listener);
      return () => {
        listening -= 1;
        stop();
      };
    },
  };
}

beforeAll(async () => {
  const fanout = countingFanout(messageFanout());
  // A tiny stand-in for the Node adapter: the web Response streamed to the socket, aborted on close.
  server = createServer((req, res) => {
    const userId = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('user'));
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    const response = unreadCountStream(userId, {
      db: t.db,
      fanout,
      heartbeatMs: 200,
      signal: controller.signal,
    });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    void (async () => {
      const reader = response.body!.getReader();
      res.on('close', () => void reader.cancel().catch(() => {}));
      for (let part = await reader.read(); !part.done; part = await reader.read()) res.write(part.value);
      res.end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

describe('GET /api/user/msg_stream', () => {
  it('sends the unread count on connect and again when a message arrives or is read', async () => {
    const [member, follower, liker] = await rows.users(3);
    await publishNow({ type: 'follow.added', followerId: follower!, followeeId: member! }, t.db);
    const abort = new AbortController();
    const response = await fetch(`${origin}/?user=${member}`, { signal: abort.signal });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const events = sseEventReader(response.body!);
    expect(await events.nextCount()).toBe(1);

    const momentId = await rows.moment(member!);
    await publishNow(
      {
        type: 'reaction.added',
        reaction: 'like',
        userId: liker!,
        kind: 'moment',
        entityId: momentId,
        entityAuthorId: member!,
      },
      t.db,
    );
    expect(await events.nextCount()).toBe(2);

    const mine = await t.db.select({ id: messages.id }).from(messages).where(eq(messages.userId, member!));
    await markMessagesRead(
      member!,
      mine.map((row) => row.id),
      t.db,
    );
    expect(await events.nextCount()).toBe(0);

    // Heartbeats keep the connection open between changes.
    expect(await events.next()).toBe(': heartbeat');
    expect(listening).toBe(1);
    abort.abort();
    await expect.poll(() => listening, { timeout: 3000 }).toBe(0);
  });

  it('refuses a signed-out visitor with the 401 envelope', async () => {
    const context = {
      locals: { user: null, requestId: 'test' },
      request: new Request('http://x/api/user/msg_stream'),
      url: new URL('http://x/api/user/msg_stream'),
    } as unknown as APIContext;
    const response = await GET(context);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      success: false,
      errorCode: 1,
      message: 'Please sign in first',
    });
  });

  it('has a fan-out that reaches only the announced member', () => {
    const fanout = createInProcessFanout();
    const heard: number[] = [];
    const stop = fanout.listen(1, () => heard.push(1));
    fanout.listen(2, () => heard.push(2));
    fanout.announce(1);
    stop();
    fanout.announce(1);
    expect(heard).toEqual([1]);
  });
});
