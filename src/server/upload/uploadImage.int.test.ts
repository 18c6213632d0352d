import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorOf } from '../../../tests/apiErrorOf.ts';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestDatabase, type TestDatabase } from '../../../tests/testDatabase.ts';
import { uploads } from '../db/schema/index.ts';
import { hitRateLimit } from '../rateLimit/fixedWindow.ts';
import { runWithLocale } from '@/i18n/serverLocale.ts';
import { isUploadUrl } from '@/shared/upload/uploadUrl.ts';
import { uploadImage, type UploadDeps } from './uploadImage.ts';
import { diskUploadStorage } from './storage/diskUploadStorage.ts';
import { enforceUploadRateLimit, uploadRateLimitKey } from './uploadRateLimit.ts';
import { UPLOAD_MAX_BYTES, UPLOAD_USER_LIMIT } from './uploadLimits.ts';
import {
  animatedGif,
  jpegWithExif,
  pngDeclaring,
  solidPng,
  webp,
} from '../../../tests/fixtures/testImages.ts';

let t: TestDatabase;
let dataDir: string;
let deps: UploadDeps;
const NOW = new Date('2026-07-15T12:00:00Z');

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'plaza-uploads-'));
  deps = { db: t.db, storage: diskUploadStorage(dataDir), now: () => NOW };
});
afterAll(async () => {
  await t?.cleanup();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const upload = (bytes: Uint8Array, name = 'picture.png', userId = 1) =>
  uploadImage({ bytes, name, userId }, deps);

async function stored(url: string) {
  const path = url.replace('/uploads/', '');
  const [row] = await t.db.select().from(uploads).where(eq(uploads.path, path));
  const bytes = await readFile(join(dataDir, 'uploads', path));
  return { row, bytes, metadata: await sharp(bytes, { animated: true }).metadata() };
}

describe('uploadImage accepts images and stores them re-encoded', () => {
  it('stores a PNG under a generated name, records the row and answers url and name', async () => {
    const result = await upload(await solidPng(64, 48), 'C:\\Users\\me\\holiday.png', 7);
    expect(result.url).toMatch(/^\/uploads\/2026\/07\/[0-9a-f]{32}\.png$/);
    expect(isUploadUrl(result.url)).toBe(true);
    expect(result.name).toBe('holiday.png');
    const { row, bytes, metadata } = await stored(result.url);
    expect(metadata).toMatchObject({ format: 'png', width: 64, height: 48 });
    expect(row).toMatchObject({
      userId: 7,
      mime: 'image/png',
      bytes: bytes.byteLength,
      width: 64,
      height: 48,
      originalName: 'holiday.png',
      createdAt: NOW,
    });
    expect((await stat(join(dataDir, 'uploads', row!.path))).isFile()).toBe(true);
  });

  it('re-encodes a JPEG without its EXIF data', async () => {
    const original = await jpegWithExif();
    expect(original.includes('secret-owner')).toBe(true);
    const { row, bytes, metadata } = await stored((await upload(original, 'photo.jpg')).url);
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes('secret-owner')).toBe(false);
    expect(bytes.includes('Secret Artist')).toBe(false);
    expect(row?.mime).toBe('image/jpeg');
    expect(row?.path).toMatch(/\.jpg$/);
  });

  it('keeps WebP as WebP', async () => {
    const { row, metadata } = await stored((await upload(await webp(), 'a.webp')).url);
    expect(metadata).toMatchObject({ format: 'webp', width: 32, height: 32 });
    expect(row?.mime).toBe('image/webp');
  });

  it('keeps an animated GIF animated', async () => {
    const { row, metadata } = await stored((await upload(await animatedGif(), 'anim.gif')).url);
    expect(metadata.format).toBe('gif');
    expect(metadata.pages).toBe(3);
    expect(row).toMatchObject({ mime: 'image/gif', width: 16, height: 16 });
  });

  it('scales a large image down to 2048 pixels on its long side', async () => {
    const { row, metadata } = await stored((await upload(await solidPng(3000, 1000))).url);
    expect(metadata).toMatchObject({ width: 2048, height: 683 });
    expect(row).toMatchObject({ width: 2048, height: 683 });
  });

  it('rasterizes SVG to PNG, so no script in it can ever be served', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" onload="alert(1)"><script>alert(1)</script><rect width="40" height="20" fill="red"/></svg>',
    );
    const result = await upload(svg, 'logo.svg');
    expect(result.url).toMatch(/\.png$/);
    expect(result.name).toBe('logo.svg');
    const { row, bytes, metadata } = await stored(result.url);
    expect(metadata).toMatchObject({ format: 'png', width: 40, height: 20 });
    expect(row?.mime).toBe('image/png');
    expect(bytes.includes('script')).toBe(false);
  });

  it('drops whatever follows the image data in a polyglot file', async () => {
    const polyglot = Buffer.concat([await solidPng(8, 8), Buffer.from('<?php system($_GET["c"]); ?>')]);
    const { bytes, metadata } = await stored((await upload(polyglot, 'shell.php.png')).url);
    expect(metadata.format).toBe('png');
    expect(bytes.includes('<?php')).toBe(false);
  });

  it('cleans the name of control characters and caps it at 100 characters', async () => {
    const result = await upload(await solidPng(4, 4), `../../${'x'.repeat(150)}\u202e\u0000.png`);
    expect(result.name).toBe(`${'x'.repeat(96)}.png`);
  });
});

describe('uploadImage refuses', () => {
  it('a file that is not an image, whatever its name says (415)', async () => {
    const error = await apiErrorOf(upload(Buffer.from('just some text, not a picture'), 'fake.png'));
    expect(error).toMatchObject({ status: 415, field: 'file' });
    expect(error.message).toContain('not a supported image');
  });

  it('an image format the editor does not accept (415)', async () => {
    const tiff = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
      .tiff()
      .toBuffer();
    expect((await apiErrorOf(upload(tiff, 'a.tiff'))).status).toBe(415);
  });

  it('a damaged PNG (400)', async () => {
    const png = await solidPng(32, 32);
    const error = await apiErrorOf(upload(png.subarray(0, png.length - 30), 'broken.png'));
    expect(error.status).toBe(400);
    expect(error.message).toContain('damaged');
  });

  it('a file over 5 MB (413), with the message in Chinese for a Chinese reader', async () => {
    const error = await runWithLocale('zh-CN', () =>
      apiErrorOf(upload(new Uint8Array(UPLOAD_MAX_BYTES + 1), 'big.png')),
    );
    expect(error.status).toBe(413);
    expect(error.message).toBe('文件大小超出限制，最大 5 MB');
  });

  it('an empty file (400)', async () => {
    expect((await apiErrorOf(upload(new Uint8Array(0)))).status).toBe(400);
  });

  it.each([
    [20_000, 20_000],
    [7_000, 7_000],
  ])('a decompression bomb declaring %ix%i pixels (400)', async (width, height) => {
    const bomb = pngDeclaring(width, height);
    expect(bomb.byteLength).toBeLessThan(100);
    const error = await apiErrorOf(upload(bomb, 'bomb.png'));
    expect(error.status).toBe(400);
    expect(error.message).toContain('40 megapixels');
  });

  it('an SVG with an external entity (XXE) or an entity bomb', async () => {
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg" width="200" height="20"><text y="15">&x;</text></svg>';
    expect((await apiErrorOf(upload(Buffer.from(xxe), 'xxe.svg'))).status).toBe(400);
    const entities = ['<!ENTITY a "aaaaaaaaaa">'];
    for (let level = 1; level < 9; level++) {
      const previous = String.fromCharCode(96 + level);
      entities.push(`<!ENTITY ${String.fromCharCode(97 + level)} "${`&${previous};`.repeat(10)}">`);
    }
    const lol = `<?xml version="1.0"?><!DOCTYPE svg [${entities.join('')}]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&i;</text></svg>`;
    expect((await apiErrorOf(upload(Buffer.from(lol), 'lol.svg'))).status).toBe(400);
  });

  it('leaves no file and no row behind for refused uploads', async () => {
    const before = await t.db.select().from(uploads).where(eq(uploads.userId, 99));
    await apiErrorOf(upload(Buffer.from('nope'), 'x.png', 99));
    expect(await t.db.select().from(uploads).where(eq(uploads.userId, 99))).toEqual(before);
    const files = await readdir(join(dataDir, 'uploads', '2026', '07'));
    expect(files.every((file) => /^[0-9a-f]{32}\.(?:png|jpg|gif|webp)$/.test(file))).toBe(true);
  });
});

describe('enforceUploadRateLimit', () => {
  it('allows 60 uploads per user in 10 minutes and answers 429 after', async () => {
    const userId = 4242;
    for (let hit = 1; hit < UPLOAD_USER_LIMIT.limit; hit++) {
      await hitRateLimit(uploadRateLimitKey(userId), UPLOAD_USER_LIMIT, t.db);
    }
    await expect(enforceUploadRateLimit(userId, t.db)).resolves.toBeUndefined();
    const error = await apiErrorOf(enforceUploadRateLimit(userId, t.db));
    expect(error.status).toBe(429);
    await expect(enforceUploadRateLimit(userId + 1, t.db)).resolves.toBeUndefined();
  });
});
