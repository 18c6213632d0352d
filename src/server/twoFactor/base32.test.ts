import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode } from './base32.ts';

// RFC 4648 §10, without the padding.
const VECTORS: [string, string][] = [
  ['', ''],
  ['f', 'MY'],
  ['fo', 'MZXQ'],
  ['foo', 'MZXW6'],
  ['foob', 'MZXW6YQ'],
  ['fooba', 'MZXW6YTB'],
  ['foobar', 'MZXW6YTBOI'],
];

describe('base32', () => {
  it.each(VECTORS)('encodes %j as %s and back', (plain, encoded) => {
    const bytes = new TextEncoder().encode(plain);
    expect(base32Encode(bytes)).toBe(encoded);
    expect(base32Decode(encoded)).toEqual(bytes);
  });

  it('decodes lower case, spaces and padding', () => {
    expect(new TextDecoder().decode(base32Decode('mzxw 6ytb oi======'))).toBe('foobar');
  });

  it('refuses characters outside the alphabet', () => {
    expect(() => base32Decode('MZXW1')).toThrow();
    expect(() => base32Decode('MZXW8')).toThrow();
  });

  it('round-trips random bytes of every length', () => {
    for (let length = 0; length < 40; length++) {
      const bytes = crypto.getRandomValues(new Uint8Array(length));
      expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    }
  });
});
