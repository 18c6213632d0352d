import { describe, expect, it } from 'vitest';
import type { APIContext } from 'astro';
import { createServer } from 'node:net';
import { errorResponse } from '../../http/apiRoute.ts';
import { serveUpload } from '../serveUpload.ts';
import { s3UploadStorage } from './s3UploadStorage.ts';
import { parseStorageUrl, type S3StorageLocation } from './storageLocation.ts';
import { StorageUnavailableError } from './storageUnavailable.ts';

/** A loopback port with nothing listening on it: a bucket that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

async function downBucket() {
  const endpoint = `http://127.0.0.1:${await closedPort()}`;
  const location = parseStorageUrl(
    `s3://down/uploads?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
  ) as S3StorageLocation;
  process.env.AWS_ACCESS_KEY_ID ??= 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'S3RVER';
  return s3UploadStorage(location);
}

const PATH = `2026/11/${'a'.repeat(32)}.png`;

describe('a bucket that does not answer', () => {
  it('serves uploads with a 503 and a retry hint, not a 500', async () => {
    const storage = await downBucket();
    for (const head of [false, true]) {
      const response = await serveUpload(PATH, { storage, head });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('refuses a save as unavailable, which an API answers with a localized 503', async () => {
    const storage = await downBucket();
    const error = await storage.save(PATH, new Uint8Array([1, 2, 3]), 'image/png').then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(StorageUnavailableError);
    const context = { locals: { requestId: 'test' }, url: new URL('http://forum.test/api/upload') };
    const response = errorResponse(error, context as unknown as APIContext);
    expect(response.status).toBe(503);
    expect(((await response.json()) as { message: string }).message).toMatch(/unavailable|try again/i);
  });
});
