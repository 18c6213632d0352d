import { createServer, type Server } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutgoingRequestError, sendOutgoingRequest } from './outgoingRequest.ts';

let server: Server;
let port = 0;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    if (request.url === '/big') {
      response.end('x'.repeat(200_000));
      return;
    }
    if (request.url === '/slow') return; // never answers
    if (request.url === '/redirect') {
      response.writeHead(302, { location: 'http://169.254.169.254/' }).end();
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => response.writeHead(201).end(`got ${body}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A resolver that answers every name with one address, as a hostile DNS server could. */
const resolvingTo =
  (address: string, family = 4): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };

async function refusal(request: Parameters<typeof sendOutgoingRequest>[0]): Promise<string> {
  try {
    await sendOutgoingRequest({ timeoutMs: 3000, ...request });
  } catch (error) {
    if (error instanceof OutgoingRequestError) return error.reason;
    throw error;
  }
  return 'answered';
}

describe('outgoing requests', () => {
  it.each([
    ['loopback', () => `http://127.0.0.1:${port}/`],
    ['private 10/8', () => 'http://10.1.2.3/'],
    ['link-local (cloud metadata)', () => 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', () => `http://[::1]:${port}/`],
    ['a name that resolves to loopback (localhost)', () => `http://localhost:${port}/`],
  ])('refuse %s before sending anything', async (_name, url) => {
    const before = seen.length;
    expect(await refusal({ url: url(), body: 'hi' })).toBe('address');
    expect(seen.length).toBe(before);
  });

  it('check the address DNS gives at connect time, not the name', async () => {
    const lookup = resolvingTo('127.0.0.1');
    expect(await refusal({ url: `http://hooks.example.com:${port}/`, lookup })).toBe('address');
    const allowed = await sendOutgoingRequest({
      url: `http://hooks.example.com:${port}/in`,
      body: 'hello',
      lookup,
      allowPrivateAddresses: true,
    });
    expect(allowed.status).toBe(201);
    expect(allowed.body.toString()).toBe('got hello');
  });

  it('reach a private address when allowed, and answer any status', async () => {
    const answer = await sendOutgoingRequest({
      url: `http://127.0.0.1:${port}/x`,
      body: 'a',
      allowPrivateAddresses: true,
    });
    expect(answer).toMatchObject({ status: 201, truncated: false });
    expect(seen).toContain('POST /x');
  });

  it('do not follow redirects', async () => {
    const answer = await sendOutgoingRequest({
      url: `http://127.0.0.1:${port}/redirect`,
      allowPrivateAddresses: true,
    });
    expect(answer.status).toBe(302);
  });

  it('read no more than the size cap', async () => {
    const answer = await sendOutgoingRequest({
      url: `http://127.0.0.1:${port}/big`,
      method: 'GET',
      allowPrivateAddresses: true,
      maxResponseBytes: 1024,
    });
    expect(answer.truncated).toBe(true);
    expect(answer.body.length).toBe(1024);
  });

  it('give up at the deadline', async () => {
    const started = Date.now();
    expect(
      await refusal({ url: `http://127.0.0.1:${port}/slow`, allowPrivateAddresses: true, timeoutMs: 300 }),
    ).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuse what is not http or https', async () => {
    expect(await refusal({ url: 'ftp://example.com/' })).toBe('url');
    expect(await refusal({ url: 'not a url' })).toBe('url');
  });
});
