import { describe, expect, it } from 'vitest';
import { HOSTILE_TEXTS } from '../../../tests/hostileTextCorpus.ts';
import { textLength } from '@/shared/text/textLength.ts';
import { excerpt } from './excerpt.ts';

/** moments.excerpt and articles.excerpt are VARCHAR(400): 400 code points. */
const EXCERPT_COLUMN_CHARACTERS = 400;
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

describe('excerpt', () => {
  it('returns short text unchanged', () => {
    expect(excerpt('short text', 20)).toBe('short text');
    expect(excerpt('exactly10!', 10)).toBe('exactly10!');
  });

  it('cuts back to the last space when the cut falls inside a word', () => {
    expect(excerpt('alpha beta gamma delta', 13)).toBe('alpha beta…');
  });

  it('cuts on the limit when it falls between words, without trailing punctuation', () => {
    expect(excerpt('alpha beta, gamma', 11)).toBe('alpha beta…');
  });

  it('cuts Chinese text at any character', () => {
    expect(excerpt('今天天气很好，我们去公园散步吧', 6)).toBe('今天天气很好…');
    expect(excerpt('今天天气很好我们去公园', 5)).toBe('今天天气很…');
  });

  it('never splits an emoji or a combining sequence', () => {
    expect(excerpt('ab👍🏽cd', 3)).toBe('ab👍🏽…');
    expect(excerpt('👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦', 2)).toBe('👨‍👩‍👧‍👦👨‍👩‍👧‍👦…');
  });

  it('keeps a single overlong word rather than returning nothing', () => {
    expect(excerpt('supercalifragilistic', 5)).toBe('super…');
  });

  it('stays within the excerpt columns when few graphemes hold many code points', () => {
    // One letter with 500 marks is one grapheme of 501 code points: nothing of it fits 400.
    expect(excerpt(`a${'\u0301'.repeat(500)}`)).toBe('');
    expect(excerpt(`ok a${'\u0301'.repeat(500)}`)).toBe('ok…');
    // 200 flags are 400 code points: with the "…" only 199 fit.
    expect(excerpt('🇺🇳'.repeat(300))).toBe(`${'🇺🇳'.repeat(199)}…`);
    const family = '👨‍👩‍👧‍👦';
    expect(excerpt(family.repeat(100))).toBe(`${family.repeat(57)}…`);
  });

  it('fits every hostile text into the column, cut between graphemes', () => {
    for (const { label, text } of HOSTILE_TEXTS) {
      const short = excerpt(text);
      expect(textLength(short, 'characters'), label).toBeLessThanOrEqual(EXCERPT_COLUMN_CHARACTERS);
      const kept = short === text || short === '' ? short : short.slice(0, -1);
      expect(text.startsWith(kept), label).toBe(true);
      const starts = new Set([...segmenter.segment(text)].map((part) => part.index));
      expect(kept.length === text.length || starts.has(kept.length), label).toBe(true);
    }
  });
});
