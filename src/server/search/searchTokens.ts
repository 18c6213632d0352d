/**
 * The application's tokenizer for the FULLTEXT index (decision 017). MySQL's built-in parser
 * splits on spaces and drops tokens under innodb_ft_min_token_size (3) and stopwords, and
 * MariaDB has no ngram parser, so text is turned into tokens that parser keeps as they are:
 * Latin words become `zl<word>`, other words `zx<hex code points>`, CJK runs overlapping bigrams
 * `zb<hex><hex>`, and the last character of every CJK run also `zu<hex>` so that a one-character
 * query can match it.
 */

const CJK_CHAR = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}`;
const PIECE = new RegExp(String.raw`([${CJK_CHAR}]+)|((?:(?![${CJK_CHAR}])[\p{L}\p{N}\p{M}])+)`, 'gu');
const COMBINING_MARKS = /\p{M}/gu;
const ASCII_WORD = /^[a-z0-9]+$/;
/** innodb_ft_max_token_size is 84: longer words are cut. */
const MAX_WORD_LENGTH = 60;
/** Beyond this many characters a document's body is not indexed. */
export const MAX_INDEXED_CHARS = 20_000;

export type QueryTerm =
  | { kind: 'word'; token: string; text: string; prefix: boolean }
  | { kind: 'cjk'; tokens: string[]; text: string }
  | { kind: 'cjkChar'; bigramPrefix: string; unigram: string; text: string };

function hex(codePoint: number): string {
  return codePoint.toString(16).padStart(5, '0');
}

function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

function wordToken(word: string): string | undefined {
  const folded = word.normalize('NFKD').replace(COMBINING_MARKS, '').slice(0, MAX_WORD_LENGTH);
  if (folded === '') return undefined;
  if (ASCII_WORD.test(folded)) return `zl${folded}`;
  const codePoints = [...folded].slice(0, 15).map((char) => hex(char.codePointAt(0)!));
  return `zx${codePoints.join('')}`;
}

function bigrams(chars: string[]): string[] {
  const tokens: string[] = [];
  for (let index = 0; index + 1 < chars.length; index += 1) {
    tokens.push(`zb${hex(chars[index]!.codePointAt(0)!)}${hex(chars[index + 1]!.codePointAt(0)!)}`);
  }
  return tokens;
}

function unigram(char: string): string {
  return `zu${hex(char.codePointAt(0)!)}`;
}

interface Piece {
  cjk: boolean;
  text: string;
}

function pieces(text: string): Piece[] {
  const found: Piece[] = [];
  for (const match of normalize(text).matchAll(PIECE)) {
    if (match[1] !== undefined) found.push({ cjk: true, text: match[1] });
    else if (match[2] !== undefined) found.push({ cjk: false, text: match[2] });
  }
  return found;
}

/** The space-separated tokens stored for a text. */
export function indexTokens(text: string, maxChars: number = MAX_INDEXED_CHARS): string {
  const tokens: string[] = [];
  for (const piece of pieces(text.slice(0, maxChars))) {
    if (!piece.cjk) {
      const token = wordToken(piece.text);
      if (token) tokens.push(token);
      continue;
    }
    const chars = [...piece.text];
    tokens.push(...bigrams(chars), unigram(chars[chars.length - 1]!));
  }
  return tokens.join(' ');
}

/** What a query asks for, term by term, in the order typed; repeated terms count once. */
export function queryTerms(query: string): QueryTerm[] {
  const terms: QueryTerm[] = [];
  const seen = new Set<string>();
  for (const piece of pieces(query)) {
    if (seen.has(piece.text)) continue;
    seen.add(piece.text);
    if (!piece.cjk) {
      const token = wordToken(piece.text);
      // Short words match whole: a prefix of one or two letters would match nearly everything.
      if (token) terms.push({ kind: 'word', token, text: piece.text, prefix: [...piece.text].length >= 3 });
      continue;
    }
    const chars = [...piece.text];
    if (chars.length === 1) {
      const codePoint = hex(chars[0]!.codePointAt(0)!);
      terms.push({
        kind: 'cjkChar',
        bigramPrefix: `zb${codePoint}`,
        unigram: `zu${codePoint}`,
        text: piece.text,
      });
    } else {
      terms.push({ kind: 'cjk', tokens: bigrams(chars), text: piece.text });
    }
  }
  return terms;
}

/** A boolean-mode FULLTEXT expression that requires every term; '' when the query has none. */
export function booleanQuery(terms: readonly QueryTerm[]): string {
  const parts = terms.map((term) => {
    if (term.kind === 'word') return `+${term.token}${term.prefix ? '*' : ''}`;
    if (term.kind === 'cjkChar') return `+(${term.bigramPrefix}* ${term.unigram})`;
    return term.tokens.map((token) => `+${token}`).join(' ');
  });
  return parts.join(' ');
}
