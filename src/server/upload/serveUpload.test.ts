import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveUpload } from './serveUpload.ts';
import { storedUploadFile } from './uploadPaths.ts';
import { diskUploadStorage } from './storage/diskUploadStorage.ts';

const NAME = '0123456789abcdef0123456789abcdef';
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'plaza-serve-'));
  await mkdir(join(dataDir, 'uploads', '2026', '07'), { recursive: true });
  await writeFile(join(dataDir, 'uploads', '2026', '07', `${NAME}.png`), 'png-bytes');
  await writeFile(join(dataDir, 'uploads', '2026', '07', `${NAME}.gif`), 'gif-bytes');
  await writeFile(join(dataDir, 'config.json'), '{"secret":true}');
});
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('serveUpload', () => {
  it('streams a stored file with its type and the caching and safety headers', async () => {
    const response = await serveUpload(`2026/07/${NAME}.png`, { storage: diskUploadStorage(dataDir) });
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/png',
      'content-length': '9',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    });
    expect(await response.text()).toBe('png-bytes');
    const gif = await serveUpload(`2026/07/${NAME}.gif`, { storage: diskUploadStorage(dataDir) });
    expect(gif.headers.get('content-type')).toBe('image/gif');
    await gif.body?.cancel();
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await serveUpload(`2026/07/${NAME}.png`, {
      storage: diskUploadStorage(dataDir),
      head: true,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe('9');
    expect(response.body).toBeNull();
  });

  it.each([
    undefined,
    '',
    `2026/07/${'f'.repeat(32)}.png`,
    '../config.json',
    '../../config.json',
    '..%2f..%2fconfig.json',
    '..%2F..%2Fconfig.json',
    '%2e%2e/%2e%2e/config.json',
    '..\\..\\config.json',
    '/etc/passwd',
    `/2026/07/${NAME}.png`,
    `2026/07/../07/${NAME}.png`,
    `2026/07/${NAME}.png/`,
    `2026/07/${NAME}.PNG`,
    `2026/07/${NAME}.svg`,
    `2026/07/${NAME}.png.tmp`,
    `2026//07/${NAME}.png`,
    `2026/7/${NAME}.png`,
    `2026/07/${NAME}.png\u0000.txt`,
  ])('answers 404 for %j', async (path) => {
    const response = await serveUpload(path, { storage: diskUploadStorage(dataDir) });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).not.toContain('secret');
  });
});

describe('storedUploadFile', () => {
  it('resolves only generated paths, inside <dataDir>/uploads', () => {
    expect(storedUploadFile('/data', `2026/07/${NAME}.webp`)).toBe(`/data/uploads/2026/07/${NAME}.webp`);
    expect(storedUploadFile('/data', '../config.json')).toBeUndefined();
  });
});
