import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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
});
