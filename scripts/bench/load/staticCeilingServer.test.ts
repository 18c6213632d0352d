import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  capturePages,
  startStaticCeilingServer,
  type CapturedPage,
  type StaticCeilingServer,
} from './staticCeilingServer.ts';

const pages = new Map<string, CapturedPage>([
  [
    '/search?q=%E4%B8%AD%E6%96%87',
    { body: Buffer.from('<p>中文 page</p>'), contentType: 'text/html; charset=utf-8' },
  ],
  ['/api/moment/list', { body: Buffer.from('{"success":true}'), contentType: 'application/json' }],
]);

let server: StaticCeilingServer;
beforeAll(async () => {
  server = await startStaticCeilingServer(pages, 0);
});
afterAll(() => server.close());

describe('static ceiling server', () => {
  it('serves each captured URL with the same bytes and content type', async () => {
    for (const [path, page] of pages) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(page.contentType);
      expect(Buffer.from(await response.arrayBuffer()).equals(page.body)).toBe(true);
    }
  });

  it('answers 404 for anything it did not capture', async () => {
    expect((await fetch(`${server.url}/other`)).status).toBe(404);
  });

  it('serves captured gzipped bytes as gzip, which a client decodes to the page', async () => {
    const html = Buffer.from('<p>压缩 page</p>'.repeat(50));
    const origin = createServer((request, response) => {
      const gzip = /gzip/.test(String(request.headers['accept-encoding'] ?? ''));
      response.writeHead(200, {
        'content-type': 'text/html',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      response.end(gzip ? gzipSync(html) : html);
    });
    await new Promise<void>((done) => origin.listen(0, '127.0.0.1', done));
    try {
      const originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
      const plain = (await capturePages(originUrl, ['/page'])).get('/page')!;
      expect(plain.contentEncoding).toBeUndefined();
      expect(plain.body.equals(html)).toBe(true);
      const gzipped = (await capturePages(originUrl, ['/page'], { gzip: true })).get('/page')!;
      expect(gzipped.contentEncoding).toBe('gzip');
      expect(gunzipSync(gzipped.body).equals(html)).toBe(true);

      const ceiling = await startStaticCeilingServer(new Map([['/page', gzipped]]), 0);
      try {
        const response = await fetch(`${ceiling.url}/page`);
        expect(response.headers.get('content-encoding')).toBe('gzip');
        expect(Buffer.from(await response.arrayBuffer()).equals(html)).toBe(true);
      } finally {
        await ceiling.close();
      }
    } finally {
      await new Promise((done) => origin.close(done));
    }
  });
});
