import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HOSTILE_TEXTS } from '../../../tests/hostileTextCorpus.ts';
import { textLength, type TextUnit } from './textLength.ts';
import { truncateText, type TextLimit } from './truncateText.ts';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const boundaries = (text: string) => new Set([...segmenter.segment(text)].map((part) => part.index));

/** The cut is a prefix of the text that ends where one of the text's grapheme clusters ends. */
function expectGraphemePrefix(text: string, cut: string): void {
  expect(text.startsWith(cut)).toBe(true);
  expect(cut.length === text.length || boundaries(text).has(cut.length)).toBe(true);
}

const chars = (max: number): TextLimit => ({ unit: 'characters', max });
const bytes = (max: number): TextLimit => ({ unit: 'bytes', max });
const graphemes = (max: number): TextLimit => ({ unit: 'graphemes', max });

describe('truncateText', () => {
  it('returns text within every limit unchanged', () => {
    expect(truncateText('short', chars(5))).toBe('short');
    expect(truncateText('👍🏽👍🏽', [chars(4), bytes(16), graphemes(2)])).toBe('👍🏽👍🏽');
    expect(truncateText('', chars(0), '…')).toBe('');
  });

  it('keeps a letter with its combining marks or drops them together', () => {
    const accented = `x${'e\u0301'.repeat(300)}`;
    expect(truncateText(accented, chars(401))).toBe(`x${'e\u0301'.repeat(200)}`);
    expect(truncateText(accented, chars(400), '…')).toBe(`x${'e\u0301'.repeat(199)}…`);
    expect(truncateText(accented, chars(400))).toBe(`x${'e\u0301'.repeat(199)}`);
    // One grapheme of 501 code points cannot fit 400: nothing of it is kept.
    expect(truncateText(`a${'\u0301'.repeat(500)}`, chars(400), '…')).toBe('');
    expect(truncateText(`ok a${'\u0301'.repeat(500)}`, chars(400), '…')).toBe('ok …');
  });

  it('never splits a ZWJ emoji sequence', () => {
    const family = '👨‍👩‍👧‍👦';
    expect(textLength(family, 'characters')).toBe(7);
    expect(truncateText(family.repeat(100), chars(400))).toBe(family.repeat(57));
    expect(truncateText(family.repeat(100), chars(399), '…')).toBe(`${family.repeat(56)}…`);
    expect(truncateText(family.repeat(100), graphemes(3))).toBe(family.repeat(3));
    const chain = `👩${'\u200d👩'.repeat(999)}`;
    expect(textLength(chain, 'graphemes')).toBe(1);
    expect(truncateText(chain, chars(400))).toBe('');
    expect(truncateText(`hi ${chain}`, chars(400))).toBe('hi ');
  });

  it('keeps flags whole: regional indicators go in pairs', () => {
    expect(truncateText('🇺🇳'.repeat(300), chars(401))).toBe('🇺🇳'.repeat(200));
    expect(truncateText('🇺🇳'.repeat(300), chars(400), '…')).toBe(`${'🇺🇳'.repeat(199)}…`);
    expect(truncateText('🇺'.repeat(5), chars(3))).toBe('🇺🇺');
  });

  it('never separates a surrogate pair, and counts a lone surrogate as the one character it is stored as', () => {
    expect(truncateText('😀'.repeat(300), chars(100))).toBe('😀'.repeat(100));
    expect(truncateText('😀'.repeat(300), bytes(10))).toBe('😀😀');
    expect(truncateText('\ud83d'.repeat(500), chars(10))).toBe('\ud83d'.repeat(10));
    // U+FFFD, which the driver sends for a lone surrogate, is three bytes.
    expect(truncateText('\ude00'.repeat(500), bytes(10))).toBe('\ude00'.repeat(3));
    const cut = truncateText('a😀'.repeat(200), chars(6));
    expect(cut).toBe('a😀a😀a😀');
    expect(cut.isWellFormed()).toBe(true);
  });

  it('counts right-to-left overrides like any other character', () => {
    expect(truncateText('\u202e'.repeat(2000), chars(10))).toBe('\u202e'.repeat(10));
    expect(truncateText('\u202egpj.exe'.repeat(10), chars(8), '…')).toBe('\u202egpj.ex…');
  });

  it('cuts a very long single word and CJK text anywhere between characters', () => {
    expect(truncateText('x'.repeat(20_000), graphemes(200))).toBe('x'.repeat(200));
    expect(truncateText('漢字'.repeat(1000), bytes(10))).toBe('漢字漢');
    expect(truncateText('漢字'.repeat(1000), [graphemes(5), chars(400)], '…')).toBe('漢字漢字…');
  });

  it('applies the tightest of several limits, in their own units', () => {
    const text = '😀'.repeat(50);
    expect(truncateText(text, [graphemes(40), chars(30)])).toBe('😀'.repeat(30));
    expect(truncateText(text, [graphemes(20), chars(30)])).toBe('😀'.repeat(20));
    expect(truncateText(text, [graphemes(40), bytes(41)])).toBe('😀'.repeat(10));
  });

  it('answers "" when not even the ellipsis fits', () => {
    expect(truncateText('abcdef', chars(0), '…')).toBe('');
    expect(truncateText('abcdef', bytes(2), '…')).toBe('');
  });

  it('fits every hostile text into every limit, cut between grapheme clusters', () => {
    const units: TextUnit[] = ['characters', 'bytes', 'graphemes'];
    for (const { label, text } of HOSTILE_TEXTS) {
      for (const unit of units) {
        for (const max of [0, 1, 7, 120, 255, 400]) {
          for (const ellipsis of ['', '…']) {
            const cut = truncateText(text, { unit, max }, ellipsis);
            expect(textLength(cut, unit), `${label} ${unit} ${max}`).toBeLessThanOrEqual(max);
            const kept = cut === text ? cut : cut.slice(0, cut.length - ellipsis.length);
            expectGraphemePrefix(text, kept);
          }
        }
      }
    }
  });

  it('holds for random mixes of marks, joiners, emoji, surrogate halves and overrides', () => {
    const pieces = fc.constantFrom(
      'a',
      ' ',
      '\u0301',
      '\u200d',
      '👩',
      '🇺',
      '🏽',
      '\ufe0f',
      '\ud83d',
      '\ude00',
      '\u202e',
      '漢',
      '\u1100',
      '\u1161',
      '\r',
      '\n',
    );
    const limit = fc.record({
      unit: fc.constantFrom<TextUnit>('characters', 'bytes', 'graphemes'),
      max: fc.nat({ max: 60 }),
    });
    fc.assert(
      fc.property(
        fc.string({ unit: pieces, maxLength: 120 }),
        fc.array(limit, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('', '…'),
        (text, limits, ellipsis) => {
          const cut = truncateText(text, limits, ellipsis);
          for (const { unit, max } of limits) expect(textLength(cut, unit)).toBeLessThanOrEqual(max);
          if (cut === text) return;
          const kept = cut.slice(0, cut.length - ellipsis.length);
          expectGraphemePrefix(text, kept);
          // Longest: one more cluster (with the ellipsis) would break a limit.
          const next = [...segmenter.segment(text.slice(kept.length))][0]?.segment ?? '';
          const longer = `${kept}${next}${ellipsis}`;
          expect(limits.some(({ unit, max }) => textLength(longer, unit) > max)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
