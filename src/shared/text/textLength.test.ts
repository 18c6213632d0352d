import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { textLength } from './textLength.ts';

describe('textLength', () => {
  it('counts code points as characters, the way a utf8mb4 VARCHAR does', () => {
    expect(textLength('abc', 'characters')).toBe(3);
    expect(textLength('😀', 'characters')).toBe(1);
    expect(textLength(`a${'\u0301'.repeat(500)}`, 'characters')).toBe(501);
    expect(textLength('👨‍👩‍👧‍👦', 'characters')).toBe(7);
    expect(textLength('\ud83d\ud83d', 'characters')).toBe(2);
  });

  it('counts user-perceived characters as graphemes', () => {
    expect(textLength(`a${'\u0301'.repeat(500)}`, 'graphemes')).toBe(1);
    expect(textLength('👨‍👩‍👧‍👦🇺🇳👍🏽', 'graphemes')).toBe(3);
    expect(textLength('\r\n', 'graphemes')).toBe(1);
  });

  it('counts the UTF-8 bytes the driver sends, lone surrogates as U+FFFD', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.string({ unit: fc.constantFrom('\ud800', '\udfff', 'é') }),
        (a, b) => {
          const text = `${a}${b}`;
          expect(textLength(text, 'bytes')).toBe(Buffer.byteLength(text, 'utf8'));
        },
      ),
    );
    expect(textLength('\ud83d', 'bytes')).toBe(3);
    expect(textLength('😀', 'bytes')).toBe(4);
  });
});
