import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openStreams } from './streamOpener.ts';

/** A stand-in for /api/user/msg_stream: the retry block, maybe an item snapshot, then the unread count. */
async function fakeStreamServer(
  behaviour: (request: http.IncomingMessage, response: http.ServerResponse) => void,
) {
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer(behaviour);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: [] as string[],
    open: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const member = (request: http.IncomingMessage, response: http.ServerResponse) => {
  if (!String(request.headers.cookie).startsWith('token=')) {
    response.writeHead(401, { 'content-type': 'application/json' }).end('{}');
    return;
  }
  response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
  response.write('retry: 5000\n\n');
  if (request.url?.includes('item=')) response.write('event: item\ndata: {"type":"item.counts"}\n\n');
  // The count split over two writes, as a slow server may send it.
  response.write('event: count\nda');
  setTimeout(() => response.write('ta: {"count":1}\n\n'), 5);
};

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('openStreams', () => {
  it('opens every stream in waves, each on its own socket, and holds them open', async () => {
    const urls: string[] = [];
    const server = await fakeStreamServer((request, response) => {
      urls.push(request.url!);
      member(request, response);
    });
    close = server.close;
    const held = await openStreams({
      baseUrl: server.url,
      cookies: Array.from({ length: 30 }, (_, index) => `token=${index % 3}`),
      queries: ['', '?item=moment:7&after=12'],
      concurrency: 8,
      firstEventTimeoutMs: 5000,
    });
    expect(held.opened).toBe(30);
    expect(held.firstEvents).toBe(30);
    expect(held.errors()).toEqual([]);
    expect(server.open()).toBe(30);
    expect(urls.filter((url) => url === '/api/user/msg_stream?item=moment:7&after=12')).toHaveLength(15);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(held.open()).toBe(30);
    expect(held.following()).toEqual({ asked: 15, snapshots: 15 });
    held.close();
    expect(held.errors()).toEqual([]);
  });

  it('counts refused streams, streams without their count and streams the server closes', async () => {
    let served = 0;
    const server = await fakeStreamServer((request, response) => {
      served += 1;
      if (served === 2) {
        // Never sends the count.
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write('retry: 5000\n\n');
        return;
      }
      member(request, response);
      if (served === 3) setTimeout(() => response.end(), 100);
    });
    close = server.close;
    const held = await openStreams({
      baseUrl: server.url,
      cookies: ['token=a', 'token=b', 'token=c', 'nobody=1'],
      queries: [''],
      concurrency: 4,
      firstEventTimeoutMs: 300,
    });
    // Three answered 200; one of them never sent its count and was let go; one was closed by the server.
    expect(held.opened).toBe(3);
    expect(held.firstEvents).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(held.open()).toBe(1);
    const errors = held.errors().join('\n');
    expect(errors).toContain('answered 401');
    expect(errors).toContain('no unread count in time');
    expect(errors).toContain('closed by the server');
    expect(held.errors()).toHaveLength(3);
    held.close();
  });
});
