import { textLength } from '@/shared/text/textLength.ts';
import { truncateText } from '@/shared/text/truncateText.ts';
import { UPLOAD_NAME_MAX_LENGTH } from './uploadLimits.ts';

// Control characters and the bidirectional overrides that can make "gpj.exe" read as "exe.jpg".
const INVISIBLE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const MAX_EXTENSION_LENGTH = 10;

const characters = (max: number) => ({ unit: 'characters', max }) as const;

/**
 * The name to show for an uploaded file: the last path segment of what the browser sent, without
 * control characters, at most UPLOAD_NAME_MAX_LENGTH characters cut between graphemes (keeping a
 * short extension).
 */
export function cleanFileName(name: string, max = UPLOAD_NAME_MAX_LENGTH): string {
  const cleaned = (name.replace(INVISIBLE, '').split(/[\\/]/).pop() ?? '').replace(/\s+/g, ' ').trim();
  if (/^\.*$/.test(cleaned)) return 'image';
  if (textLength(cleaned, 'characters') <= max) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot) : '';
  const extensionLength = textLength(extension, 'characters');
  if (extensionLength === 0 || extensionLength > MAX_EXTENSION_LENGTH) {
    return truncateText(cleaned, characters(max)).trimEnd();
  }
  const base = truncateText(cleaned.slice(0, dot), characters(max - extensionLength)).trimEnd();
  return `${base || 'image'}${extension}`;
}
