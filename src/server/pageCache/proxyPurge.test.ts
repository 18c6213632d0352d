import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// getEnv() reads the environment once: two purge endpoints of one local server stand for two proxies.
const ports = vi.hoisted(() => {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  process.env.PROXY_PURGE_URLS = `http://127.0.0.1:${port}/purge-a/, http://127.0.0.1:${port}/purge-b`;
  return { port };
});

import { noteSharedPage, purgeProxies } from './proxyPurge.ts';
import { EVERY_PAGE, pagesUnder } from './pageScope.ts';

let proxy: Server;
const purged: string[] = [];
const gzipPurges: string[] = [];

beforeAll(async () => {
  proxy = createServer((request, response) => {
    // The identity copy stands for both encodings here; the gzip one is checked on its own below.
    if (request.headers['accept-encoding'] === 'identity')
      purged.push(`${request.url} ${request.headers.cookie ?? '-'}`);
    else gzipPurges.push(`${request.url} ${request.headers.cookie ?? '-'}`);
    response.writeHead(request.url?.includes('missing') ? 404 : 200).end();
  });
  await new Promise<void>((done) => proxy.listen(ports.port, '127.0.0.1', done));
  expect((proxy.address() as AddressInfo).port).toBe(ports.port);
});
afterAll(async () => {
  delete process.env.PROXY_PURGE_URLS;
  await new Promise((done) => proxy.close(done));
});
beforeEach(async () => {
  await purgeProxies(EVERY_PAGE, { ownPaths: false });
  purged.length = 0;
  gzipPurges.length = 0;
});

const url = (path: string) => new URL(`http://forum.test${path}`);

describe('proxy purge', () => {
  it('purges every served variant under the scope from each proxy, once', async () => {
    noteSharedPage(url('/moments'), undefined);
    noteSharedPage(url('/moments?cursor=abc'), 'zh-CN');
    noteSharedPage(url('/moments/node/3'), 'en-US');
    noteSharedPage(url('/articles'), undefined);
    noteSharedPage(url('/'), 'zh-CN');

    await purgeProxies(pagesUnder(['/moments', '/']), { ownPaths: false });
    expect(gzipPurges.sort()).toEqual(purged.sort());
    expect(purged.sort()).toEqual(
      [
        '/purge-a/ locale=zh-CN',
        '/purge-a/moments -',
        '/purge-a/moments/node/3 locale=en-US',
        '/purge-a/moments?cursor=abc locale=zh-CN',
        '/purge-b/ locale=zh-CN',
        '/purge-b/moments -',
        '/purge-b/moments/node/3 locale=en-US',
        '/purge-b/moments?cursor=abc locale=zh-CN',
      ].sort(),
    );

    purged.length = 0;
    await purgeProxies(pagesUnder(['/moments']), { ownPaths: false });
    expect(purged).toEqual([]);
    await purgeProxies(EVERY_PAGE, { ownPaths: false });
    expect(purged.sort()).toEqual(['/purge-a/articles -', '/purge-b/articles -']);
  });

  it('forgets pages the proxies have let go of by now', async () => {
    const longAgo = Date.now() - 24 * 60 * 60 * 1000;
    noteSharedPage(url('/tags'), undefined, longAgo);
    noteSharedPage(url('/tags/new'), undefined);
    await purgeProxies(pagesUnder(['/tags']), { ownPaths: false });
    expect(purged.sort()).toEqual(['/purge-a/tags/new -', '/purge-b/tags/new -']);
  });

  it('takes a proxy that held no copy (404) or is down in its stride', async () => {
    noteSharedPage(url('/missing'), undefined);
    await expect(purgeProxies(EVERY_PAGE, { ownPaths: false })).resolves.toBeUndefined();
    expect(purged).toHaveLength(2);
  });

  it('purges the changed pages themselves in every language when this process made the change', async () => {
    noteSharedPage(url('/?tab=recommended'), 'en-US');
    await purgeProxies(pagesUnder(['/']), { ownPaths: true });
    const fromProxyA = purged.filter((line) => line.startsWith('/purge-a/')).sort();
    expect(fromProxyA).toEqual([
      '/purge-a/ -',
      '/purge-a/ locale=en-US',
      '/purge-a/ locale=zh-CN',
      '/purge-a/?tab=recommended locale=en-US',
    ]);
    expect(gzipPurges.sort()).toEqual(purged.sort());
  });
});
