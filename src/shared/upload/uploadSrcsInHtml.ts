import { uploadsPublicBase } from './uploadsPublicBase.ts';

// The sanitizer writes every image as `src="/uploads/YYYY/MM/<hex>.<ext>"` (decision 010).
const UPLOAD_SRC = / src="\/uploads\/(\d{4}\/(?:0[1-9]|1[0-2])\/[0-9a-f]{32}\.(?:png|jpg|gif|webp))"/g;

/** Stored content HTML with its uploaded images read from the public bucket, when there is one (uploadSrc). */
export function uploadSrcsInHtml(html: string, publicBase = uploadsPublicBase()): string {
  if (publicBase === '') return html;
  return html.replace(UPLOAD_SRC, (_match, path: string) => ` src="${publicBase}/${path}"`);
}
