import { UPLOADS_URL_PREFIX } from '../editor/editorConstants.ts';

/** The extensions stored uploads can have: every accepted image is re-encoded to one of these. */
export type UploadExtension = 'png' | 'jpg' | 'gif' | 'webp';

/** Bytes of randomness in a stored file name (hex-encoded, so twice as many characters). */
export const UPLOAD_NAME_BYTES = 16;

/** `YYYY/MM/<32 hex>.<ext>`: the only shape a stored upload's path can have. */
export const UPLOAD_RELATIVE_PATH = /^\d{4}\/(?:0[1-9]|1[0-2])\/[0-9a-f]{32}\.(?:png|jpg|gif|webp)$/;

/** True for `/uploads/YYYY/MM/<hex>.<ext>`, the URL of a file the upload service stored. */
export function isUploadUrl(url: string): boolean {
  return (
    url.startsWith(UPLOADS_URL_PREFIX) && UPLOAD_RELATIVE_PATH.test(url.slice(UPLOADS_URL_PREFIX.length))
  );
}

export function uploadUrl(relativePath: string): string {
  return `${UPLOADS_URL_PREFIX}${relativePath}`;
}
