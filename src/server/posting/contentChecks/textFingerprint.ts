import { createHash } from 'node:crypto';

/**
 * Texts shorter than this many characters once normalized ("thanks!", "+1", "great post") are
 * said again by honest members every day: the duplicate check leaves them alone.
 */
export const FINGERPRINT_MIN_LENGTH = 20;

/** The text with markup, case and whitespace folded: what "the same text" means. */
export function normalizedText(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/gi, ' ')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The SHA-256 (hex) of the normalized text; null for a text too short to compare. */
export function textFingerprint(text: string): string | null {
  const normalized = normalizedText(text);
  if ([...normalized].length < FINGERPRINT_MIN_LENGTH) return null;
  return createHash('sha256').update(normalized).digest('hex');
}
