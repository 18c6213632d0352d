import { CONTENT_EXCERPT_LENGTH } from './contentLimits.ts';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
// Letters and digits of scripts that separate words with spaces (Han and kana do not).
const WORD_CHARACTER = /^(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])[\p{L}\p{N}\p{M}]/u;
const TRAILING_PUNCTUATION = /[\s,.;:!?，。；：！？、·\-–—]+$/u;

/**
 * The first `max` characters of the text (user-perceived characters, so emoji and combining marks
 * stay whole), cut back to a word boundary in space-separated scripts, with "…" when shortened.
 */
export function excerpt(text: string, max = CONTENT_EXCERPT_LENGTH): string {
  const parts = Array.from(graphemes.segment(text), (part) => part.segment);
  if (parts.length <= max) return text;
  let cut = parts.slice(0, max).join('');
  const last = parts[max - 1] ?? '';
  const next = parts[max] ?? '';
  if (WORD_CHARACTER.test(last) && WORD_CHARACTER.test(next)) {
    const space = cut.lastIndexOf(' ');
    if (space > cut.length / 2) cut = cut.slice(0, space);
  }
  return `${cut.replace(TRAILING_PUNCTUATION, '')}…`;
}
