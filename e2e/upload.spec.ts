import { expect, test } from './support/fixtures.ts';
import { signInOwnerRequest } from './support/members.ts';
import sharp from 'sharp';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const UPLOAD_URL = /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/;

const png = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

test.describe('image upload for the editor', () => {
  test('refuses a signed-out visitor with "please sign in" (errorCode 1)', async ({ request }) => {
    const response = await request.post('/api/upload', {
      multipart: { file: { name: 'pixel.png', mimeType: 'image/png', buffer: await png() } },
    });
    expect(response.status()).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 1 });
  });

  test('stores a PNG and serves it back as a cacheable, never-sniffed image', async ({ request }) => {
    await signInOwnerRequest(request);
    const response = await request.post('/api/upload', {
      multipart: { file: { name: 'holiday photo.png', mimeType: 'image/png', buffer: await png() } },
    });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, data: { name: 'holiday photo.png' } });
    expect(body.data.url).toMatch(UPLOAD_URL);

    const image = await request.get(body.data.url);
    expect(image.status()).toBe(200);
    expect(image.headers()).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    });
    const bytes = await image.body();
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 120, height: 80 });
  });

  test('refuses a text file renamed to .png with a clear message', async ({ request }) => {
    await signInOwnerRequest(request);
    const response = await request.post('/api/upload', {
      multipart: {
        file: {
          name: 'notes.png',
          mimeType: 'image/png',
          buffer: Buffer.from('these are my notes, not a picture'),
        },
      },
    });
    expect(response.status()).toBe(415);
    expect(await response.json()).toMatchObject({
      success: false,
      message: 'This file is not a supported image. Use JPEG, PNG, GIF, WebP or SVG.',
    });
  });

  test('refuses an image over 5 MB with the size message', async ({ request }) => {
    await signInOwnerRequest(request);
    const response = await request.post('/api/upload', {
      multipart: {
        file: { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) },
      },
    });
    expect(response.status()).toBe(413);
    expect(await response.json()).toMatchObject({
      success: false,
      message: 'File size exceeds the limit, maximum 5 MB',
    });
  });

  test('explains the refusal in Chinese for a Chinese reader', async ({
    page,
    inChinese: _zh,
    asOwner: _owner,
  }) => {
    const response = await page.request.post('/api/upload', {
      multipart: { file: { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') } },
    });
    expect(response.status()).toBe(415);
    expect((await response.json()).message).toBe(
      '该文件不是支持的图片格式，请使用 JPEG、PNG、GIF、WebP 或 SVG。',
    );
  });

  test('never serves files outside the uploads folder', async ({ request }) => {
    for (const path of [
      '/uploads/..%2f..%2fconfig.json',
      '/uploads/..%2F..%2Fconfig.json',
      '/uploads/%2e%2e/%2e%2e/config.json',
      '/uploads/..%5c..%5cconfig.json',
      '/uploads/2026/01/does-not-exist.png',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).not.toContain('database');
    }
  });
});
