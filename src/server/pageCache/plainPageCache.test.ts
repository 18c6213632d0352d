import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { servePlainPagesFromMemory } from './plainPageCache.ts';
import { clearPlainPages, provideCachedViewCounter } from './pageCacheBridge.ts';

let server: Server | undefined;
let renders = 0;

/** A stand-in for the app: labels pages the way the app's middleware does and streams the body. */
async function start(label: (path: string) => { cacheControl: string; status?: number; cookie?: boolean }) {
  renders = 0;
  server = createServer((request, response) => {
    renders += 1;
    const { cacheControl, status = 200, cookie = false } = label(request.url ?? '/');
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('cache-control', cacheControl);
    response.setHeader('content-security-policy', "script-src 'self'");
    if (cookie) response.setHeader('set-cookie', 'a=b');
    response.writeHead(status);
    response.write(`<p>render ${renders} of ${request.url}</p>`);
    setTimeout(() => response.end('<p>end</p>'), 20);
  });
  servePlainPagesFromMemory(server, 5);
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  clearPlainPages();
  await new Promise((done) => server?.close(done));
});

const shared = () => ({ cacheControl: 'public, max-age=0, s-maxage=10' });

describe('plain page cache in front of the app', () => {
  it('renders a shareable page once and serves the same bytes and headers from memory after', async () => {
    const url = await start(shared);
    const first = await fetch(`${url}/moments?cursor=1`);
    const firstBody = await first.text();
    const second = await fetch(`${url}/moments?cursor=1`);
    expect(await second.text()).toBe(firstBody);
    expect(firstBody).toBe('<p>render 1 of /moments?cursor=1</p><p>end</p>');
    expect(second.headers.get('x-plaza-page-cache')).toBe('hit');
    expect(second.headers.get('content-security-policy')).toBe("script-src 'self'");
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10');
    expect(renders).toBe(1);
    const head = await fetch(`${url}/moments?cursor=1`, { method: 'HEAD' });
    expect(head.headers.get('x-plaza-page-cache')).toBe('hit');
    expect(renders).toBe(1);
  });

  it('shares one render between concurrent first visitors', async () => {
    const url = await start(shared);
    const bodies = await Promise.all(Array.from({ length: 5 }, () => fetch(`${url}/`).then((r) => r.text())));
    expect(new Set(bodies).size).toBe(1);
    expect(renders).toBe(1);
  });

  it('never answers a request with cookies or credentials from memory, nor keeps private answers', async () => {
    const url = await start((path) =>
      path.startsWith('/private')
        ? { cacheControl: 'private, no-store' }
        : path.startsWith('/cookie')
          ? { cacheControl: 'public, s-maxage=10', cookie: true }
          : path.startsWith('/missing')
            ? { cacheControl: 'public, s-maxage=10', status: 404 }
            : shared(),
    );
    await fetch(`${url}/`);
    await fetch(`${url}/`, { headers: { cookie: 'token=abc' } });
    await fetch(`${url}/`, { headers: { authorization: 'Bearer abc' } });
    expect(renders).toBe(3);
    for (const path of ['/private', '/cookie', '/missing']) {
      await fetch(`${url}${path}`);
      await fetch(`${url}${path}`);
    }
    expect(renders).toBe(9);
  });

  it('keeps compressed and plain answers apart and forgets everything when the app says something changed', async () => {
    const url = await start(shared);
    await fetch(`${url}/`, { headers: { 'accept-encoding': 'identity' } });
    await fetch(`${url}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(renders).toBe(2);
    clearPlainPages();
    const after = await fetch(`${url}/`, { headers: { 'accept-encoding': 'identity' } });
    expect(await after.text()).toContain('render 3');
  });

  it('counts a view for every page served from memory', async () => {
    const seen: string[] = [];
    provideCachedViewCounter((pathname, visitor) => seen.push(`${pathname} ${visitor.userAgent}`));
    const url = await start(shared);
    await fetch(`${url}/moment/7`, { headers: { 'user-agent': 'reader' } });
    await fetch(`${url}/moment/7`, { headers: { 'user-agent': 'reader' } });
    expect(seen).toEqual(['/moment/7 reader']);
  });
});
