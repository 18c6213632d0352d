import { UPLOAD_CACHE_CONTROL } from './uploadCacheControl.ts';
import { uploadContentType } from './uploadContentType.ts';
import { configuredUploadStorage } from './storage/configuredUploadStorage.ts';
import type { StoredUploadInfo, UploadStorage } from './storage/UploadStorage.ts';
import { UPLOAD_RELATIVE_PATH } from '@/shared/upload/uploadUrl.ts';
import { isStorageUnavailable } from './storage/storageUnavailable.ts';
import { logger } from '../log/logger.ts';
import { RETRY_AFTER_SECONDS } from '../db/databaseUnavailable.ts';

/** Headers of every stored file: cached for a year (names never change), never sniffed or run. */
const UPLOAD_RESPONSE_HEADERS = {
  'cache-control': UPLOAD_CACHE_CONTROL,
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
} as const;

const plainHeaders = () => ({
  'content-type': 'text/plain; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': UPLOAD_RESPONSE_HEADERS['content-security-policy'],
});

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: plainHeaders() });
}

function unavailable(): Response {
  return new Response('Service unavailable', {
    status: 503,
    headers: { ...plainHeaders(), 'retry-after': RETRY_AFTER_SECONDS },
  });
}

const headersOf = (contentType: string, stored: StoredUploadInfo) => ({
  ...UPLOAD_RESPONSE_HEADERS,
  'content-type': contentType,
  'content-length': String(stored.size),
  'last-modified': stored.modifiedAt.toUTCString(),
});

/**
 * Streams a stored upload from the configured storage, disk or bucket alike; 404 for anything but
 * a stored upload's exact path. The type comes from the generated name, never from the store.
 */
export async function serveUpload(
  relativePath: string | undefined,
  options: { head?: boolean; storage?: UploadStorage } = {},
): Promise<Response> {
  if (relativePath === undefined || !UPLOAD_RELATIVE_PATH.test(relativePath)) return notFound();
  const contentType = uploadContentType(relativePath);
  if (!contentType) return notFound();
  const storage = options.storage ?? configuredUploadStorage();
  try {
    if (options.head) {
      const stored = await storage.stat(relativePath);
      return stored ? new Response(null, { headers: headersOf(contentType, stored) }) : notFound();
    }
    const stored = await storage.open(relativePath);
    return stored ? new Response(stored.body, { headers: headersOf(contentType, stored) }) : notFound();
  } catch (error) {
    if (!isStorageUnavailable(error)) throw error;
    logger.warn({ reason: error.message }, 'upload storage unavailable');
    return unavailable();
  }
}
