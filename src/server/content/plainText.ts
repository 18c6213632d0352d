import { blockText } from './blockText.ts';

/** The text of clean editor HTML, for search: tags removed, entities decoded, whitespace collapsed. */
export function plainText(cleanHtml: string): string {
  return blockText(cleanHtml).replace(/\s+/g, ' ').trim();
}
