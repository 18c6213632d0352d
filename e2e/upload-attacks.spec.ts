import { access, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { crc32 } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { signInOwnerRequest } from './support/members.ts';
import sharp from 'sharp';
import { pngDeclaring } from '../tests/fixtures/testImages.ts';
import { E2E_SERVERS } from './support/servers.ts';

// Hostile uploads through the real HTTP API: each one is refused or stored as a harmless,
// re-encoded image under a generated name and served so that no browser runs or sniffs it.

const STORED_URL = /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.(png|gif)$/;
const UPLOAD_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
const dataDir = resolve(E2E_SERVERS.main.dataDir);

interface Stored {
  url: string;
  name: string;
}

async function send(
  request: APIRequestContext,
  name: string,
  buffer: Buffer,
  mimeType = 'image/png',
): Promise<{ status: number; body: { success: boolean; errorCode: number; message: string; data: Stored } }> {
  const response = await request.post('/api/upload', { multipart: { file: { name, mimeType, buffer } } });
  return { status: response.status(), body: await response.json() };
}

/** Fetches a stored upload and checks it is served as the image type it is, never sniffed, sandboxed. */
async function fetchServed(request: APIRequestContext, url: string, type: 'png' | 'gif'): Promise<Buffer> {
  const served = await request.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()).toMatchObject({
    'content-type': `image/${type}`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': UPLOAD_CSP,
  });
  const bytes = await served.body();
  expect((await sharp(bytes).metadata()).format).toBe(type);
  return bytes;
}

const bluePng = (text?: string) =>
  sharp({ create: { width: 24, height: 24, channels: 3, background: '#2255aa' } })
    .png()
    .toBuffer()
    .then((png) => (text === undefined ? png : insertTextChunk(png, text)));

/** Puts a tEXt chunk (keyword "Comment") right after IHDR: text a sniffing browser might read as HTML. */
function insertTextChunk(png: Buffer, text: string): Buffer {
  const data = Buffer.concat([Buffer.from('Comment\0', 'latin1'), Buffer.from(text, 'latin1')]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from('tEXt', 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed) >>> 0);
  const afterHeader = 8 + 25; // signature + IHDR chunk
  return Buffer.concat([png.subarray(0, afterHeader), length, typed, checksum, png.subarray(afterHeader)]);
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

test.describe('hostile uploads', () => {
  test.beforeEach(async ({ request }) => {
    await signInOwnerRequest(request);
  });

  test('a file named with a path is stored under a generated name inside the uploads folder', async ({
    request,
  }) => {
    const marker = `x-${Date.now().toString(36)}`;
    const names = [
      `../../${marker}`,
      `..\\..\\${marker}`,
      `/tmp/${marker}`,
      `uploads/../../../${marker}.png`,
    ];
    for (const name of names) {
      const { status, body } = await send(request, name, await bluePng());
      expect(status, name).toBe(200);
      expect(body.data.url, name).toMatch(STORED_URL);
      expect(body.data.name, name).toBe(name.endsWith('.png') ? `${marker}.png` : marker);
      await fetchServed(request, body.data.url, 'png');
      const stored = join(dataDir, body.data.url);
      expect(stored.startsWith(join(dataDir, 'uploads'))).toBe(true);
      expect(await exists(stored)).toBe(true);
    }
    // Nothing was written where the names pointed.
    for (const folder of [
      dataDir,
      join(dataDir, '..'),
      join(dataDir, '../..'),
      join(dataDir, 'uploads'),
      '/tmp',
    ]) {
      const entries = await readdir(folder);
      expect(
        entries.filter((entry) => entry.startsWith(marker)),
        folder,
      ).toEqual([]);
    }
  });

  test('a PNG header declaring 20000x20000 pixels is refused with a 4xx envelope, quickly', async ({
    request,
  }) => {
    const bomb = pngDeclaring(20_000, 20_000);
    expect(bomb.byteLength).toBeLessThan(100);
    const started = Date.now();
    const { status, body } = await send(request, 'bomb.png', bomb);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, errorCode: expect.any(Number) });
    expect(body.errorCode).not.toBe(0);
    expect(body.message).toContain('40');
    // The server is still fine afterwards.
    expect((await send(request, 'after.png', await bluePng())).status).toBe(200);
  });

  test('a PNG with a PHP tail is stored without the tail and served as a PNG', async ({ request }) => {
    const php = Buffer.concat([await bluePng(), Buffer.from('<?php system($_GET["c"]); ?>')]);
    const { status, body } = await send(request, 'shell.php.png', php, 'application/x-php');
    expect(status).toBe(200);
    expect(body.data.url).toMatch(/\.png$/);
    const bytes = await fetchServed(request, body.data.url, 'png');
    expect(bytes.toString('latin1')).not.toContain('<?php');
  });

  test('HTML hidden in a PNG is dropped and the file never renders as a page', async ({ request, page }) => {
    const html = '<html><body><script>window.__xss_upload=1;alert("png")</script></body></html>';
    const polyglot = Buffer.concat([await bluePng(html), Buffer.from(html)]);
    const { status, body } = await send(request, 'page.html', polyglot, 'text/html');
    expect(status).toBe(200);
    expect(body.data.url).toMatch(/\.png$/);
    const bytes = await fetchServed(request, body.data.url, 'png');
    expect(bytes.toString('latin1')).not.toContain('<script');

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(body.data.url);
    expect(await page.evaluate(() => (window as { __xss_upload?: number }).__xss_upload)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  test('a GIF that is also JavaScript is re-encoded and served as a GIF', async ({ request, page }) => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#aa2222' } })
      .gif()
      .toBuffer();
    const script = '*/=1;window.__xss_gif=1;alert("gif");/*';
    const polyglot = Buffer.concat([gif, Buffer.from(script)]);
    const { status, body } = await send(request, 'evil.js', polyglot, 'application/javascript');
    expect(status).toBe(200);
    expect(body.data.url).toMatch(/\.gif$/);
    const bytes = await fetchServed(request, body.data.url, 'gif');
    expect(bytes.toString('latin1')).not.toContain('__xss_gif');

    // Loaded as a script from our own origin, the browser refuses it (nosniff + image type).
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/404-upload-attack');
    await page.evaluate(
      (src) =>
        new Promise<void>((done) => {
          const element = document.createElement('script');
          element.src = src;
          element.onload = () => done();
          element.onerror = () => done();
          document.head.append(element);
        }),
      body.data.url,
    );
    expect(await page.evaluate(() => (window as { __xss_gif?: number }).__xss_gif)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  test('an SVG with script is rasterized: what is served is a PNG with no script in it', async ({
    request,
    page,
  }) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20" onload="window.__xss_svg=1;alert('svg')">
<script>window.__xss_svg=1;alert('svg')</script><rect width="30" height="20" fill="#0a0"/>
<foreignObject width="30" height="20"><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert('fo')"/></body></foreignObject></svg>`;
    const { status, body } = await send(request, 'vector.svg', Buffer.from(svg), 'image/svg+xml');
    expect(status).toBe(200);
    expect(body.data.url).toMatch(/\.png$/);
    const bytes = await fetchServed(request, body.data.url, 'png');
    expect(bytes.toString('latin1')).not.toMatch(/<script|onload|svg/i);

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(body.data.url);
    expect(await page.evaluate(() => (window as { __xss_svg?: number }).__xss_svg)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});
