import { UPLOADS_URL_PREFIX } from '../editor/editorConstants.ts';
import { isUploadUrl } from './uploadUrl.ts';
import { uploadsPublicBase } from './uploadsPublicBase.ts';

/**
 * Where a page loads a stored image from. Stored values stay `/uploads/…` (the sanitizer, the setting
 * checks and the editor know only that shape); with a public bucket the same path is read from it.
 * Anything that is not an upload's URL is answered as it is.
 */
export function uploadSrc(url: string, publicBase = uploadsPublicBase()): string {
  if (publicBase === '' || !isUploadUrl(url)) return url;
  return `${publicBase}/${url.slice(UPLOADS_URL_PREFIX.length)}`;
}
