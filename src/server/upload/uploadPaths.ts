import { join, resolve, sep } from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  UPLOAD_NAME_BYTES,
  UPLOAD_RELATIVE_PATH,
  type UploadExtension,
} from '../../shared/upload/uploadUrl.ts';

export function uploadsRoot(dataDir: string): string {
  return resolve(dataDir, 'uploads');
}

/** `YYYY/MM/<random hex>.<ext>` for a file stored now (UTC). */
export function newUploadPath(now: Date, ext: UploadExtension): string {
  const year = String(now.getUTCFullYear()).padStart(4, '0');
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${year}/${month}/${randomBytes(UPLOAD_NAME_BYTES).toString('hex')}.${ext}`;
}

/**
 * The file behind a request path, or undefined unless the path has exactly the shape the upload
 * service generates, so "..", encoded separators, absolute paths and other files are never reached.
 */
export function storedUploadFile(dataDir: string, relativePath: string): string | undefined {
  if (!UPLOAD_RELATIVE_PATH.test(relativePath)) return undefined;
  const root = uploadsRoot(dataDir);
  const file = join(root, ...relativePath.split('/'));
  return file.startsWith(root + sep) ? file : undefined;
}
