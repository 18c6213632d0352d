import { createServer, request, Agent, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { keepIdleConnectionsOpen, KEEP_ALIVE_MS } from './connectionTimeouts.ts';

let server: Server | undefined;
let agent: Agent | undefined;

afterEach(async () => {
  agent?.destroy();
  server?.closeAllConnections();
  await new Promise((done) => server?.close(done) ?? done(undefined));
});

async function startServer(keepAliveMs?: number): Promise<{ port: number; connections: Socket[] }> {
  const connections: Socket[] = [];
  server = createServer((_request, response) => response.end('ok'));
  server.on('connection', (socket) => connections.push(socket));
  keepIdleConnectionsOpen(server, keepAliveMs);
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return { port: (server.address() as AddressInfo).port, connections };
}

function get(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, agent }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve(body));
    })
      .on('error', reject)
      .end();
  });
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('keepIdleConnectionsOpen', () => {
  it('waits longer than a reverse proxy keeps its upstream connections', async () => {
    await startServer();
    expect(server!.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    expect(server!.headersTimeout).toBeGreaterThan(KEEP_ALIVE_MS);
  });

  it("reuses a connection left idle past Node's default (5 s and a 1 s buffer)", async () => {
    const { port, connections } = await startServer();
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect(await get(port)).toBe('ok');
    await pause(6_500);
    expect(await get(port)).toBe('ok');
    expect(connections).toHaveLength(1);
  }, 15_000);

  it('closes an idle connection once its own wait is over', async () => {
    const { port, connections } = await startServer(200);
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
    await get(port);
    await pause(600);
    expect(connections[0]?.destroyed).toBe(true);
  });
});
