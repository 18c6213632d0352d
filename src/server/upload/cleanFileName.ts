import { UPLOAD_NAME_MAX_LENGTH } from './uploadLimits.ts';

// Control characters and the bidirectional overrides that can make "gpj.exe" read as "exe.jpg".
const INVISIBLE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const MAX_EXTENSION_LENGTH = 10;

/**
 * The name to show for an uploaded file: the last path segment of what the browser sent, without
 * control characters, at most UPLOAD_NAME_MAX_LENGTH characters (keeping a short extension).
 */
export function cleanFileName(name: string, max = UPLOAD_NAME_MAX_LENGTH): string {
  const cleaned = (name.replace(INVISIBLE, '').split(/[\\/]/).pop() ?? '').replace(/\s+/g, ' ').trim();
  if (/^\.*$/.test(cleaned)) return 'image';
  const characters = Array.from(cleaned);
  if (characters.length <= max) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(cleaned.slice(dot)) : [];
  if (extension.length === 0 || extension.length > MAX_EXTENSION_LENGTH) {
    return characters.slice(0, max).join('').trimEnd();
  }
  return `${characters
    .slice(0, max - extension.length)
    .join('')
    .trimEnd()}${extension.join('')}`;
}
