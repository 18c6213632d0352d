import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isMemberViewerRequest } from '../viewer/viewerDirectAnswer.ts';
import { openFrontDoor, type FrontDoorParts } from './frontDoor.ts';

const MEMBER_COOKIE = 'locale=zh-CN; token=abcdefghijklmnopqrstuvwxyz234567; plaza_member=1';

let server: Server | undefined;
let clientDir: string | undefined;

afterEach(async () => {
  await new Promise((done) => server?.close(done) ?? done(undefined));
  if (clientDir) rmSync(clientDir, { recursive: true, force: true });
  server = undefined;
});

/** A server whose static listener, app and viewer answer say who answered (and what URL they saw). */
async function start(
  answerViewer: FrontDoorParts['answerViewer'] = async () => false,
  answerOidc: FrontDoorParts['answerOidc'] = async () => false,
): Promise<string> {
  clientDir = mkdtempSync(join(tmpdir(), 'plaza-client-'));
  for (const file of ['favicon.svg', '_astro/a.js']) {
    mkdirSync(join(clientDir, file, '..'), { recursive: true });
    writeFileSync(join(clientDir, file), 'x');
  }
  server = createServer((_request, response) => response.end('static'));
  openFrontDoor(server, {
    app: (request: IncomingMessage, response: ServerResponse) => response.end(`app ${request.url}`),
    clientDir,
    cache: null,
    answerViewer,
    answerOidc,
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const text = async (url: string, init?: RequestInit) => (await fetch(url, init)).text();

describe('the front door', () => {
  it('sends rendered paths to the app and the build’s files to the static listener', async () => {
    const base = await start();
    for (const path of ['/', '/moments?tab=hot', '/api/viewer?checkin=1', '/moment/1?x=/_astro/a.js']) {
      expect(await text(`${base}${path}`), path).toBe(`app ${path}`);
    }
    expect(await text(`${base}/api/moment/list`, { method: 'POST' })).toBe('app /api/moment/list');
    for (const path of ['/favicon.svg', '/_astro/a.js', '/_astro/', '/%5Fastro/a.js']) {
      expect(await text(`${base}${path}`), path).toBe('static');
    }
  });

  it('starts every answer with the security headers and makes undecodable URLs decodable', async () => {
    const base = await start();
    const file = await fetch(`${base}/favicon.svg`);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await text(`${base}/search?q=100%`)).toBe('app /search?q=100%25');
  });

  it('gives /oidc and what is under it, dot paths included, to the OpenID Connect provider', async () => {
    let installed = true;
    const base = await start(undefined, async (request, response) => {
      if (!installed) return false;
      response.end(`oidc ${request.url}`);
      return true;
    });
    for (const path of ['/oidc', '/oidc/.well-known/openid-configuration', '/oidc/auth?client_id=x']) {
      expect(await text(`${base}${path}`), path).toBe(`oidc ${path}`);
    }
    expect(await text(`${base}/oidcx`)).toBe('app /oidcx');
    installed = false;
    expect(await text(`${base}/oidc/jwks`)).toBe('app /oidc/jwks');
  });

  it("lets the viewer answer take a member's viewer request, and only that", async () => {
    const base = await start(async (_request, response) => {
      response.end('viewer');
      return true;
    });
    expect(await text(`${base}/api/viewer?moment=1`, { headers: { cookie: MEMBER_COOKIE } })).toBe('viewer');
    expect(await text(`${base}/api/viewer?moment=1`)).toBe('app /api/viewer?moment=1');
    expect(
      await text(`${base}/api/viewer`, { headers: { cookie: MEMBER_COOKIE, authorization: 'Bearer x' } }),
    ).toBe('app /api/viewer');
  });

  it('hands a declined or failed viewer request to the app, and ends one that failed while writing', async () => {
    let outcome: 'decline' | 'throw' | 'throw after writing' = 'decline';
    const base = await start(async (_request, response) => {
      if (outcome === 'decline') return false;
      if (outcome === 'throw after writing') response.writeHead(200).write('partial');
      throw new Error('database gone');
    });
    const member = { headers: { cookie: MEMBER_COOKIE } };
    expect(await text(`${base}/api/viewer`, member)).toBe('app /api/viewer');
    outcome = 'throw';
    expect(await text(`${base}/api/viewer`, member)).toBe('app /api/viewer');
    outcome = 'throw after writing';
    await expect(text(`${base}/api/viewer`, member)).rejects.toThrow();
  });
});

describe('isMemberViewerRequest', () => {
  const request = (overrides: Partial<IncomingMessage> = {}) =>
    ({
      method: 'GET',
      url: '/api/viewer?moment=1,2&checkin=1',
      headers: { cookie: MEMBER_COOKIE },
      ...overrides,
    }) as IncomingMessage;

  it("takes a member browser's GET of the viewer state, with or without a query", () => {
    expect(isMemberViewerRequest(request())).toBe(true);
    expect(isMemberViewerRequest(request({ url: '/api/viewer' }))).toBe(true);
  });

  it('leaves other methods and paths to the app', () => {
    for (const overrides of [
      { method: 'HEAD' },
      { method: 'POST' },
      { url: '/api/viewer/' },
      { url: '/api/viewers?moment=1' },
      { url: '/api/user/current' },
    ]) {
      expect(isMemberViewerRequest(request(overrides)), JSON.stringify(overrides)).toBe(false);
    }
  });

  it('leaves visitors, API clients and sessions without the member hint to the app', () => {
    for (const headers of [
      {},
      { cookie: 'plaza_member=1' },
      { cookie: 'token=; plaza_member=1' },
      { cookie: 'token=abcdefghijklmnopqrstuvwxyz234567' },
      { cookie: MEMBER_COOKIE, authorization: 'Bearer x' },
    ]) {
      expect(isMemberViewerRequest(request({ headers })), JSON.stringify(headers)).toBe(false);
    }
  });
});

describe('forwarding headers at the front door', () => {
  it('reach the app only behind a trusted proxy', async () => {
    const seen: Array<string | undefined> = [];
    server = createServer();
    openFrontDoor(server, {
      app: (request: IncomingMessage, response: ServerResponse) => {
        seen.push(request.headers['x-forwarded-host'] as string | undefined);
        response.end('app');
      },
      clientDir: '/nonexistent',
      cache: null,
    });
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await text(`${base}/moments`, {
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-for': '1.2.3.4' },
    });
    expect(seen).toEqual([undefined]);
  });
});
