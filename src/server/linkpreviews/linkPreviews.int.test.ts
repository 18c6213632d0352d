import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/testDatabase.ts';
import { pngDeclaring, solidPng } from '../../../tests/fixtures/testImages.ts';
import { linkPreviews, uploads } from '../db/schema/index.ts';
import { diskUploadStorage } from '../upload/storage/diskUploadStorage.ts';
import {
  fetchForPreview,
  PreviewRefused,
  PREVIEW_MAX_BYTES,
  type PreviewFetchOptions,
} from './fetchPreview.ts';
import { PREVIEW_FRESH_MS, refreshLinkPreview, type RefreshDeps } from './linkPreviews.commands.ts';
import { previewCardsFor, urlHash } from './linkPreviews.queries.ts';

let t: TestDatabase;
let dataDir: string;
let server: Server;
let port = 0;
let png: Buffer;
let now = new Date('2026-12-01T12:00:00Z');
/** Bytes each path of the local server wrote before the client went away. */
const written = new Map<string, number>();

const page = (head: string, body = '<p>Hello</p>') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

function send(response: ServerResponse, type: string, body: string | Buffer) {
  response.writeHead(200, { 'content-type': type }).end(body);
}

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'plaza-previews-'));
  png = await solidPng(400, 200);
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    const at = (p: string) => `http://127.0.0.1:${port}${p}`;
    switch (path) {
      case '/good':
        return send(
          response,
          'text/html; charset=utf-8',
          page(
            `<title>Ignored</title><meta property="og:title" content="A good &amp; fine page">` +
              `<meta property="og:description" content="What it says"><meta property="og:site_name" content="Good Site">` +
              `<meta property="og:image" content="/image.png"><script>alert(1)</script>`,
          ),
        );
      case '/image.png':
        return send(response, 'image/png', png);
      case '/titled':
        return send(response, 'text/html', page('<title>Only a title</title>'));
      case '/oembed-page':
        return send(
          response,
          'text/html',
          page(`<link rel="alternate" type="application/json+oembed" href="/oembed.json">`),
        );
      case '/oembed.json':
        return send(
          response,
          'application/json',
          JSON.stringify({
            title: 'From oEmbed',
            provider_name: 'Embedder',
            html: '<iframe src="x"></iframe>',
          }),
        );
      case '/redirect-good':
        return response.writeHead(302, { location: '/good' }).end();
      case '/redirect-private':
        return response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      case '/redirect-localhost':
        return response.writeHead(301, { location: `http://localhost:${port}/good` }).end();
      case '/redirect-loop':
        return response.writeHead(302, { location: '/redirect-loop' }).end();
      case '/slow':
        return; // never answers
      case '/huge': {
        // The head first, then 8 MB: only the first megabyte is read.
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write(
          `<!doctype html><html><head><meta property="og:title" content="Huge page"></head><body>`,
        );
        const chunk = 'x'.repeat(64 * 1024);
        let sent = 0;
        const pump = () => {
          while (sent < 128) {
            sent++;
            written.set(path, sent * chunk.length);
            if (!response.write(chunk)) return void response.once('drain', pump);
          }
          response.end('</body></html>');
        };
        response.on('error', () => undefined);
        return pump();
      }
      case '/wrong-type':
        return send(response, 'application/pdf', '%PDF-1.4 <meta property="og:title" content="PDF">');
      case '/bomb-page':
        return send(
          response,
          'text/html',
          page(
            `<meta property="og:title" content="Bomb"><meta property="og:image" content="${at('/bomb.png')}">`,
          ),
        );
      case '/bomb.png':
        return send(response, 'image/png', pngDeclaring(20_000, 20_000));
      case '/big-image-page':
        return send(
          response,
          'text/html',
          page(`<meta property="og:title" content="Big image"><meta property="og:image" content="/big.jpg">`),
        );
      case '/big.jpg':
        return send(response, 'image/jpeg', Buffer.alloc(PREVIEW_MAX_BYTES + 10, 1));
      case '/image-not-image':
        return send(
          response,
          'text/html',
          page(`<meta property="og:title" content="Fake image"><meta property="og:image" content="/good">`),
        );
      default:
        return response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await t?.cleanup();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const local = (path: string) => `http://127.0.0.1:${port}${path}`;
/** Only the test's own server may be reached on a private address; everything else is checked. */
const options = (): PreviewFetchOptions => ({ allowPrivate: (url) => url.host === `127.0.0.1:${port}` });
const deps = (): RefreshDeps => ({
  ...options(),
  db: t.db,
  storage: diskUploadStorage(dataDir),
  now: () => now,
});

async function rowOf(url: string) {
  const [row] = await t.db
    .select()
    .from(linkPreviews)
    .where(eq(linkPreviews.urlHash, urlHash(url)));
  return row;
}

async function refusal(url: string, extra: PreviewFetchOptions = options()): Promise<string> {
  try {
    await fetchForPreview(url, (type) => type === 'text/html', 'text/html', extra);
  } catch (error) {
    if (error instanceof PreviewRefused) return error.reason;
    throw error;
  }
  return 'fetched';
}

/** A resolver that answers every name with 127.0.0.1, as a hostile DNS server could. */
const toLoopback: LookupFunction = (_hostname, lookupOptions, callback) => {
  if (lookupOptions.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
};

describe('a good page becomes a card', () => {
  it('stores title, description, site name and the image re-encoded as an upload', async () => {
    const url = local('/good');
    expect(await refreshLinkPreview(url, 7, deps())).toBe('card');
    const row = await rowOf(url);
    expect(row).toMatchObject({
      status: 1,
      url,
      title: 'A good & fine page',
      description: 'What it says',
      siteName: 'Good Site',
    });
    expect(row!.imagePath).toMatch(/^\/uploads\/2026\/12\/[0-9a-f]{32}\.png$/);
    const path = row!.imagePath.replace('/uploads/', '');
    const [upload] = await t.db.select().from(uploads).where(eq(uploads.path, path));
    expect(upload).toMatchObject({ userId: 7, mime: 'image/png', width: 400, height: 200 });
    const metadata = await sharp(await readFile(join(dataDir, 'uploads', path))).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 400 });
    const cards = await previewCardsFor([url], t.db);
    expect(cards.get(url)).toEqual({
      title: 'A good & fine page',
      description: 'What it says',
      siteName: 'Good Site',
      imageUrl: row!.imagePath,
    });
  });

  it('is cached per URL for a day, then fetched again', async () => {
    const url = local('/titled');
    expect(await refreshLinkPreview(url, 1, deps())).toBe('card');
    expect((await rowOf(url))?.title).toBe('Only a title');
    now = new Date(now.getTime() + 60_000);
    expect(await refreshLinkPreview(url, 1, deps())).toBe('fresh');
    now = new Date(now.getTime() + PREVIEW_FRESH_MS);
    expect(await refreshLinkPreview(url, 1, deps())).toBe('card');
    expect((await rowOf(url))?.fetchedAt.getTime()).toBe(now.getTime());
  });

  it('follows a redirect on the same site, and reads oEmbed discovery when the page says little', async () => {
    expect(await refreshLinkPreview(local('/redirect-good'), 1, deps())).toBe('card');
    expect((await rowOf(local('/redirect-good')))?.title).toBe('A good & fine page');
    expect(await refreshLinkPreview(local('/oembed-page'), 1, deps())).toBe('card');
    expect(await rowOf(local('/oembed-page'))).toMatchObject({ title: 'From oEmbed', siteName: 'Embedder' });
  });
});

describe('hostile and unfit pages are refused or capped', () => {
  it('a redirect to a private or loopback address (checked at connect time, per hop)', async () => {
    expect(await refusal(local('/redirect-private'))).toBe('address');
    expect(await refusal(local('/redirect-localhost'))).toBe('address');
    expect(await refreshLinkPreview(local('/redirect-private'), 1, deps())).toBe('none');
    expect(await rowOf(local('/redirect-private'))).toMatchObject({ status: 0, title: '' });
  });

  it('a DNS name that resolves to 127.0.0.1, and localhost itself', async () => {
    expect(await refusal(`http://preview.example.com:${port}/good`, { lookup: toLoopback })).toBe('address');
    expect(await refusal(`http://localhost:${port}/good`, {})).toBe('address');
    expect(await refusal(local('/good'), {})).toBe('address');
  });

  it('a slow page, within the 3 s deadline', async () => {
    const started = performance.now();
    expect(await refusal(local('/slow'))).toBe('timeout');
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(2900);
    expect(took).toBeLessThan(4500);
  });

  it('a huge page is read up to 1 MB only (its head still gives the card)', async () => {
    const fetched = await fetchForPreview(local('/huge'), () => true, 'text/html', options());
    expect(fetched.truncated).toBe(true);
    expect(fetched.body.byteLength).toBe(PREVIEW_MAX_BYTES);
    expect(await refreshLinkPreview(local('/huge'), 1, deps())).toBe('card');
    expect((await rowOf(local('/huge')))?.title).toBe('Huge page');
    // The server was stopped well before its 8 MB (socket buffers hold a little more than the cap).
    expect(written.get('/huge') ?? 0).toBeLessThan(6 * 1024 * 1024);
  });

  it('a page of the wrong type, a redirect loop, an answer that is not 200', async () => {
    expect(await refusal(local('/wrong-type'))).toBe('type');
    expect(await refusal(local('/redirect-loop'))).toBe('redirects');
    expect(await refusal(local('/missing'))).toBe('status');
    expect(await refreshLinkPreview(local('/wrong-type'), 1, deps())).toBe('none');
  });

  it('an image bomb, an image over 1 MB and an image that is HTML leave the card without an image', async () => {
    for (const path of ['/bomb-page', '/big-image-page', '/image-not-image']) {
      expect(await refreshLinkPreview(local(path), 3, deps())).toBe('card');
      expect(await rowOf(local(path))).toMatchObject({ status: 1, imagePath: '' });
    }
    expect(await t.db.select().from(uploads).where(eq(uploads.userId, 3))).toEqual([]);
  });

  it("a URL off the owner's listed domains, and a redirect leaving them", async () => {
    const onlyLocal = { ...options(), allowed: (url: string) => new URL(url).hostname === '127.0.0.1' };
    expect(await refusal('http://example.com/', onlyLocal)).toBe('domain');
    expect(await refusal(local('/redirect-localhost'), onlyLocal)).toBe('domain');
    expect(await refusal(local('/good'), onlyLocal)).toBe('fetched');
  });
});
