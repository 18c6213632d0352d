import { blockText } from '../content/blockText.ts';
import type { EntityKind } from '@/shared/content/entityType.ts';

/**
 * The text a version's diff compares: one line per paragraph. A moment's or article's body is clean
 * HTML (one line per block); a comment's is already plain text with its own line breaks.
 */
export function revisionText(kind: EntityKind, body: string): string {
  return kind === 'comment' ? body.replace(/\r\n?/g, '\n') : blockText(body);
}
