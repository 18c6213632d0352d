import { describe, expect, it } from 'vitest';
import { FINGERPRINT_MIN_LENGTH, normalizedText, textFingerprint } from './textFingerprint.ts';

describe('textFingerprint', () => {
  it('folds case, whitespace and markup', () => {
    expect(normalizedText('<p>Buy  CHEAP\n watches</p> <b>now</b>')).toBe('buy cheap watches now');
    expect(textFingerprint('Buy cheap watches now at our shop')).toBe(
      textFingerprint('<p>buy   CHEAP watches</p>\n<p>NOW at our shop</p>'),
    );
    expect(textFingerprint('Buy cheap watches now at our shop')).not.toBe(
      textFingerprint('Buy cheap watches later at our shop'),
    );
  });

  it('leaves short texts alone', () => {
    expect(FINGERPRINT_MIN_LENGTH).toBe(20);
    expect(textFingerprint('Thanks, great post!')).toBeNull();
    expect(textFingerprint('  <p>+1</p>  ')).toBeNull();
    expect(textFingerprint('Thanks, a great post!')).toMatch(/^[0-9a-f]{64}$/);
  });
});
