const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * How a limit counts text: `characters` are code points (what a MySQL utf8mb4 VARCHAR(n) counts),
 * `bytes` are UTF-8 bytes (what TEXT and MEDIUMTEXT count), `graphemes` are user-perceived characters.
 */
export type TextUnit = 'characters' | 'bytes' | 'graphemes';

function utf8Bytes(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  // A lone surrogate is sent to the database as U+FFFD, three bytes as well.
  return codePoint < 0x10000 ? 3 : 4;
}

/** The length of the text in the given unit. */
export function textLength(text: string, unit: TextUnit): number {
  if (unit === 'graphemes') return [...graphemes.segment(text)].length;
  let length = 0;
  for (const character of text) length += unit === 'bytes' ? utf8Bytes(character.codePointAt(0)!) : 1;
  return length;
}
