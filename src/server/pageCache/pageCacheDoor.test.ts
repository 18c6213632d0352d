import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openFrontDoor } from '../front/frontDoor.ts';
import { createPageCache, dropPages, type PageCache } from './pageCache.ts';
import { EVERY_PAGE, pagesUnder, type PageScope } from './pageScope.ts';

let server: Server | undefined;
let cache: PageCache;
let renders = 0;
let served: string[] = [];
const clearPages = (scope: PageScope) => dropPages(cache, scope);
/** While set, the stand-in app finishes its answers only when this settles (instead of after 20 ms). */
let renderHeld: Promise<void> | undefined;

/** A stand-in for the app: labels pages the way the app's middleware does and streams the body. */
async function start(label: (path: string) => { cacheControl: string; status?: number; cookie?: boolean }) {
  renders = 0;
  served = [];
  cache = createPageCache(5);
  const app = (request: IncomingMessage, response: ServerResponse) => {
    renders += 1;
    const { cacheControl, status = 200, cookie = false } = label(request.url ?? '/');
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('cache-control', cacheControl);
    response.setHeader('content-security-policy', "script-src 'self'");
    if (cookie) response.setHeader('set-cookie', 'a=b');
    response.writeHead(status);
    response.write(`<p>render ${renders} of ${request.url}</p>`);
    const end = () => response.end('<p>end</p>');
    if (renderHeld) void renderHeld.then(end);
    else setTimeout(end, 20);
  };
  server = createServer();
  openFrontDoor(server, {
    app,
    clientDir: '/nonexistent',
    cache,
    servedFromCache: (request) =>
      served.push(
        `${request.url} ${request.headers['user-agent'] ?? ''} ${/token=(\w+)/.exec(request.headers.cookie ?? '')?.[1] ?? '-'}`,
      ),
    answerViewer: async () => false,
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  renderHeld = undefined;
  clearPages(EVERY_PAGE);
  await new Promise((done) => server?.close(done));
});

const shared = () => ({ cacheControl: 'public, max-age=0, s-maxage=10' });

describe('the page cache in the front door', () => {
  it('renders a shareable page once and serves the same bytes and headers from memory after', async () => {
    const url = await start(shared);
    const first = await fetch(`${url}/moments?cursor=1`);
    const firstBody = await first.text();
    expect(first.headers.get('x-plaza-page-cache')).toBe('miss');
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

  it('serves members and readers with other cookies the same shared copy, per language', async () => {
    const url = await start(shared);
    const anonymous = await (await fetch(`${url}/moment/3`)).text();
    for (const cookie of ['token=abc; plaza_member=1', 'token=def', '_ga=1', 'locale=fr-FR']) {
      expect(await (await fetch(`${url}/moment/3`, { headers: { cookie } })).text(), cookie).toBe(anonymous);
    }
    await fetch(`${url}/moment/3`, { headers: { authorization: 'Bearer abc' } });
    expect(renders).toBe(1);
    const chinese = await fetch(`${url}/moment/3`, { headers: { cookie: 'token=abc; locale=zh-CN' } });
    expect(await chinese.text()).toContain('render 2');
    const again = await fetch(`${url}/moment/3`, { headers: { cookie: 'locale=zh-CN' } });
    expect(again.headers.get('x-plaza-page-cache')).toBe('hit');
    expect(renders).toBe(2);
  });

  it('sends per-viewer pages and browsers that have just written to the app, and keeps no private answer', async () => {
    const url = await start((path) =>
      path.startsWith('/about')
        ? { cacheControl: 'private, no-store' }
        : path.startsWith('/terms')
          ? { cacheControl: 'public, s-maxage=10', cookie: true }
          : path.startsWith('/moment/9')
            ? { cacheControl: 'public, s-maxage=10', status: 404 }
            : shared(),
    );
    for (const path of [
      '/user/profile',
      '/moments?tab=following',
      '/admin',
      '/about',
      '/terms',
      '/moment/9',
    ]) {
      await fetch(`${url}${path}`);
      await fetch(`${url}${path}`);
    }
    expect(renders).toBe(12);
    await fetch(`${url}/`);
    await fetch(`${url}/`, { headers: { cookie: 'plaza_rw=123' } });
    expect(renders).toBe(14);
  });

  it('keeps compressed and plain answers apart and forgets the pages the app says changed', async () => {
    const url = await start(shared);
    await fetch(`${url}/`, { headers: { 'accept-encoding': 'identity' } });
    await fetch(`${url}/`, { headers: { 'accept-encoding': 'gzip' } });
    await fetch(`${url}/about`);
    expect(renders).toBe(3);
    clearPages(pagesUnder(['/']));
    const after = await fetch(`${url}/`, { headers: { 'accept-encoding': 'identity' } });
    expect(await after.text()).toContain('render 4');
    expect((await fetch(`${url}/about`)).headers.get('x-plaza-page-cache')).toBe('hit');
    clearPages(EVERY_PAGE);
    expect((await fetch(`${url}/about`)).headers.get('x-plaza-page-cache')).toBe('miss');
  });

  it('tells of every page served from memory, so its view is counted', async () => {
    const url = await start(shared);
    await fetch(`${url}/moment/7`, { headers: { 'user-agent': 'reader' } });
    await fetch(`${url}/moment/7`, { headers: { 'user-agent': 'reader' } });
    await fetch(`${url}/moment/7`, { headers: { 'user-agent': 'member', cookie: 'a=1; token=abc' } });
    expect(served).toEqual(['/moment/7 reader -', '/moment/7 member abc']);
  });

  it('answers with the replaced copy while one reader renders a changed page anew, then with the new one', async () => {
    const url = await start(shared);
    expect(await (await fetch(`${url}/`)).text()).toContain('render 1');
    clearPages(pagesUnder(['/']));
    let finishRender!: () => void;
    renderHeld = new Promise((done) => (finishRender = done));
    const renderer = fetch(`${url}/`).then((response) => response.text());
    // The new render has begun and is not finished: a reader meanwhile is not kept waiting for it.
    await vi.waitFor(() => expect(renders).toBe(2));
    const meanwhile = await fetch(`${url}/`);
    expect(meanwhile.headers.get('x-plaza-page-cache')).toBe('stale');
    // A proxy in front must not keep the replaced copy it was just told to purge.
    expect(meanwhile.headers.get('cache-control')).toBe('no-cache');
    expect(await meanwhile.text()).toContain('render 1');
    finishRender();
    expect(await renderer).toContain('render 2');
    const after = await fetch(`${url}/`);
    expect(after.headers.get('x-plaza-page-cache')).toBe('hit');
    expect(await after.text()).toContain('render 2');
    expect(renders).toBe(2);
  });

  it('stops answering with a stale copy once the page is no longer shareable', async () => {
    let gone = false;
    const url = await start(() => (gone ? { cacheControl: 'private, no-store', status: 404 } : shared()));
    await (await fetch(`${url}/moment/9`)).text();
    gone = true;
    clearPages(pagesUnder(['/moment/9']));
    const first = await fetch(`${url}/moment/9`);
    expect(first.status).toBe(404);
    await first.text();
    const next = await fetch(`${url}/moment/9`);
    expect(next.status).toBe(404);
    expect(next.headers.get('x-plaza-page-cache')).toBe('miss');
  });
});
