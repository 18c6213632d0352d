import { describe, expect, it } from 'vitest';
import { booleanQuery, indexTokens, MAX_INDEXED_CHARS, queryTerms } from './searchTokens.ts';
import { HOSTILE_TEXTS } from '../../../tests/hostileTextCorpus.ts';
import { searchDocuments } from '../db/schema/index.ts';
import { columnLimit } from '../db/columnLimit.ts';
import { textLength } from '../../shared/text/textLength.ts';
import { MOMENT_TITLE_MAX } from '../../shared/moments/momentLimits.ts';

describe('indexTokens', () => {
  it('keeps short and stop words by prefixing every Latin word', () => {
    expect(indexTokens('Go and JS: the a')).toBe('zlgo zland zljs zlthe zla');
  });

  it('folds case, width and accents', () => {
    expect(indexTokens('Café ＡＢＣ')).toBe('zlcafe zlabc');
  });

  it('turns a CJK run into overlapping bigrams plus its last character', () => {
    expect(indexTokens('中文搜索')).toBe('zb04e2d06587 zb065870641c zb0641c07d22 zu07d22');
  });

  it('splits mixed text into words and CJK runs', () => {
    expect(indexTokens('学习Rust语言')).toBe('zb05b6604e60 zu04e60 zlrust zb08bed08a00 zu08a00');
  });

  it('encodes non-Latin words as code points', () => {
    expect(indexTokens('Привет')).toMatch(/^zx[0-9a-f]+$/);
  });

  it('indexes a lone CJK character as a unigram', () => {
    expect(indexTokens('书')).toBe('zu04e66');
  });

  it('drops punctuation and symbols', () => {
    expect(indexTokens('!!! — 🙂 …')).toBe('');
  });

  it('stops at the character limit', () => {
    expect(indexTokens('alpha beta gamma', 10)).toBe('zlalpha zlbeta');
  });
});

describe('queryTerms and booleanQuery', () => {
  it('requires every word, whole when short and as a prefix when longer', () => {
    const terms = queryTerms('go rust');
    expect(booleanQuery(terms)).toBe('+zlgo +zlrust*');
  });

  it('requires every bigram of a Chinese query', () => {
    expect(booleanQuery(queryTerms('中文'))).toBe('+zb04e2d06587');
    expect(booleanQuery(queryTerms('中文搜索'))).toBe('+zb04e2d06587 +zb065870641c +zb0641c07d22');
  });

  it('lets one Chinese character match the start of a bigram or a run end', () => {
    expect(booleanQuery(queryTerms('书'))).toBe('+(zb04e66* zu04e66)');
  });

  it('ignores repeated terms and punctuation, keeping the typed text for highlights', () => {
    const terms = queryTerms('Vue, vue! 前端');
    expect(terms.map((term) => term.text)).toEqual(['vue', '前端']);
  });

  it('gives an empty expression for a query without words', () => {
    expect(booleanQuery(queryTerms(' +-*"() '))).toBe('');
  });

  it('never lets boolean operators through', () => {
    expect(booleanQuery(queryTerms('a* -b +c "d" (e) ~f <g >h @1'))).toBe(
      '+zla +zlb +zlc +zld +zle +zlf +zlg +zlh +zl1',
    );
  });
});

describe('index token columns', () => {
  // "㌖" folds to six katakana (キロメートル): the most tokens one character of input becomes.
  const WIDEST = '㌖';
  const bytes = (text: string) => textLength(text, 'bytes');

  it('the longest title of the widest characters fits title_tokens (TEXT)', () => {
    const tokens = indexTokens(WIDEST.repeat(MOMENT_TITLE_MAX));
    expect(bytes(tokens)).toBeLessThanOrEqual(columnLimit(searchDocuments.titleTokens).max);
  });

  it('the longest indexed body of the widest characters fits body_tokens (MEDIUMTEXT)', () => {
    const tokens = indexTokens(WIDEST.repeat(MAX_INDEXED_CHARS * 2));
    expect(bytes(tokens)).toBeLessThanOrEqual(columnLimit(searchDocuments.bodyTokens).max);
  });

  it('hostile text becomes ASCII tokens of bounded length', () => {
    for (const { label, text } of HOSTILE_TEXTS) {
      const tokens = indexTokens(text);
      expect(tokens, label).toMatch(/^[a-z0-9 ]*$/);
      for (const token of tokens.split(' ')) expect(token.length, label).toBeLessThanOrEqual(84);
    }
  });
});
