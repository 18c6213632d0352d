import type { QueryTerm } from './searchTokens.ts';
import type { HighlightedHtml } from './searchResults.ts';

const CJK = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}`;
/** A letter or digit that belongs to a Latin-style word (CJK characters start new words). */
const WORD_CHAR = String.raw`(?:(?![${CJK}])[\p{L}\p{N}\p{M}])`;
const COMBINING_MARKS = /\p{M}/gu;
const EXCERPT_CHARS = 160;
/** How much text an excerpt keeps before its first match. */
const EXCERPT_LEAD = 40;

interface Range {
  start: number;
  end: number;
}

/**
 * The text folded the way the tokenizer folds it (case, width, accents), with, for each folded
 * UTF-16 unit, the index of the code point it came from, so matches map back onto the original.
 */
function fold(chars: readonly string[]): { text: string; source: number[] } {
  let text = '';
  const source: number[] = [];
  chars.forEach((char, index) => {
    const folded = char.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase();
    text += folded;
    for (let unit = 0; unit < folded.length; unit += 1) source.push(index);
  });
  return { text, source };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`);
}

function termPattern(term: QueryTerm): string {
  const text = escapeRegExp(fold([...term.text.normalize('NFKC')]).text);
  if (term.kind !== 'word') return text;
  // Latin words match at word starts; short ones (matched whole by the engine) also end there.
  return `(?<!${WORD_CHAR})${text}${term.prefix ? '' : `(?!${WORD_CHAR})`}`;
}

/** Matched code-point ranges, sorted and merged. */
function matchRanges(chars: readonly string[], terms: readonly QueryTerm[]): Range[] {
  if (terms.length === 0 || chars.length === 0) return [];
  const { text, source } = fold(chars);
  const pattern = new RegExp(terms.map(termPattern).join('|'), 'gu');
  const ranges: Range[] = [];
  for (const match of text.matchAll(pattern)) {
    if (match[0] === '') continue;
    const start = source[match.index]!;
    const end = source[match.index + match[0].length - 1]! + 1;
    const previous = ranges[ranges.length - 1];
    if (previous && start <= previous.end) previous.end = Math.max(previous.end, end);
    else ranges.push({ start, end });
  }
  return ranges;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function render(chars: readonly string[], ranges: readonly Range[]): HighlightedHtml {
  let html = '';
  let at = 0;
  for (const range of ranges) {
    html += escapeHtml(chars.slice(at, range.start).join(''));
    html += `<mark>${escapeHtml(chars.slice(range.start, range.end).join(''))}</mark>`;
    at = range.end;
  }
  html += escapeHtml(chars.slice(at).join(''));
  return html as HighlightedHtml;
}

/** The whole text, HTML-escaped, with the query's terms wrapped in <mark>. */
export function highlight(text: string, terms: readonly QueryTerm[]): HighlightedHtml {
  const chars = [...text];
  return render(chars, matchRanges(chars, terms));
}

/**
 * About EXCERPT_CHARS characters of the text around the first match (or from the start when
 * nothing matches), whitespace collapsed, cut ends marked with an ellipsis, matches highlighted.
 */
export function highlightExcerpt(
  text: string,
  terms: readonly QueryTerm[],
  size: number = EXCERPT_CHARS,
): HighlightedHtml {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  const first = matchRanges(chars, terms)[0];
  const start =
    first && first.start > EXCERPT_LEAD
      ? Math.min(first.start - EXCERPT_LEAD, Math.max(0, chars.length - size))
      : 0;
  const end = Math.min(chars.length, start + size);
  const window = [
    ...(start > 0 ? ['…'] : []),
    ...chars.slice(start, end),
    ...(end < chars.length ? ['…'] : []),
  ];
  return render(window, matchRanges(window, terms));
}
