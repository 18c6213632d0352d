import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { extname } from 'node:path';
import { dataDir as configuredDataDir } from '@/server/config/installConfig.ts';
import { storedUploadFile } from './uploadStorage.ts';

/** Headers of every stored file: cached for a year (names never change), never sniffed or run. */
export const UPLOAD_RESPONSE_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
} as const;

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': UPLOAD_RESPONSE_HEADERS['content-security-policy'],
    },
  });
}

/** Streams `<DATA_DIR>/uploads/<relativePath>`; 404 for anything but a stored upload's exact path. */
export async function serveUpload(
  relativePath: string | undefined,
  options: { head?: boolean; dataDir?: string } = {},
): Promise<Response> {
  const file =
    relativePath === undefined
      ? undefined
      : storedUploadFile(options.dataDir ?? configuredDataDir(), relativePath);
  const contentType = file ? CONTENT_TYPES[extname(file)] : undefined;
  if (!file || !contentType) return notFound();
  let handle;
  try {
    handle = await open(file, 'r');
  } catch {
    return notFound();
  }
  const stats = await handle.stat().catch(() => undefined);
  if (!stats?.isFile()) {
    await handle.close();
    return notFound();
  }
  const headers = {
    ...UPLOAD_RESPONSE_HEADERS,
    'content-type': contentType,
    'content-length': String(stats.size),
    'last-modified': stats.mtime.toUTCString(),
  };
  if (options.head) {
    await handle.close();
    return new Response(null, { headers });
  }
  const stream = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
  return new Response(stream, { headers });
}
