import { describe, expect, it } from 'vitest';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { matchingStep, newTotpSecret, otpauthUri, timeStep, totpSecretText } from './totp.ts';

// RFC 6238 appendix B's SHA1 seed, as an authenticator app was given it: the base32 of "12345678901234567890".
const RFC_SECRET_TEXT = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_SECRET = decodeBase32IgnorePadding(RFC_SECRET_TEXT);

// RFC 6238 appendix B (SHA1), the last six of its eight digits: the same number modulo 10^6.
const RFC_VECTORS: Array<[seconds: number, code: string]> = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
];

describe('TOTP codes (RFC 6238 appendix B, SHA1)', () => {
  it('reads the published seed from its base32 text', () => {
    expect(new TextDecoder().decode(RFC_SECRET)).toBe('12345678901234567890');
    expect(totpSecretText(RFC_SECRET)).toBe(RFC_SECRET_TEXT);
  });

  it.each(RFC_VECTORS)('at %i s accepts %s as that moment’s step', (seconds, code) => {
    const at = seconds * 1000;
    expect(matchingStep(RFC_SECRET, code, at, 0)).toBe(timeStep(at));
  });
});

describe('matchingStep: drift window and replay', () => {
  // 1111111109 s and 1111111111 s fall in neighbouring steps, with published codes for both.
  const earlier = { at: 1111111109_000, step: 37037036, code: '081804' };
  const later = { at: 1111111111_000, step: 37037037, code: '050471' };
  const period = 30_000;

  it('accepts the code of the step before now and of the step after now', () => {
    expect(matchingStep(RFC_SECRET, earlier.code, later.at, 0)).toBe(earlier.step);
    expect(matchingStep(RFC_SECRET, later.code, earlier.at, 0)).toBe(later.step);
  });

  it('refuses a code two steps away either side', () => {
    expect(matchingStep(RFC_SECRET, earlier.code, later.at + period, 0)).toBeNull();
    expect(matchingStep(RFC_SECRET, later.code, earlier.at - period, 0)).toBeNull();
  });

  it('refuses a step already used, and any earlier one, but takes a later one', () => {
    expect(matchingStep(RFC_SECRET, later.code, later.at, later.step)).toBeNull();
    expect(matchingStep(RFC_SECRET, earlier.code, later.at, later.step)).toBeNull();
    expect(matchingStep(RFC_SECRET, later.code, earlier.at, earlier.step)).toBe(later.step);
  });

  it('refuses a wrong code and anything that is not six digits', () => {
    expect(matchingStep(RFC_SECRET, '000000', later.at, 0)).toBeNull();
    expect(matchingStep(RFC_SECRET, '94287082', 59_000, 0)).toBeNull();
    expect(matchingStep(RFC_SECRET, '28708', 59_000, 0)).toBeNull();
    expect(matchingStep(RFC_SECRET, 'abcdef', 59_000, 0)).toBeNull();
  });
});

describe('secrets and URIs', () => {
  it('makes 160-bit secrets whose base32 text decodes back to them', () => {
    const secret = newTotpSecret();
    expect(secret).toHaveLength(20);
    const text = totpSecretText(secret);
    expect(text).toMatch(/^[A-Z2-7]{32}$/);
    expect(decodeBase32IgnorePadding(text)).toEqual(secret);
    expect(totpSecretText(newTotpSecret())).not.toBe(text);
  });

  it('builds an otpauth URI with issuer, label and the app’s settings', () => {
    const uri = new URL(otpauthUri('My Plaza', 'alice', RFC_SECRET));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/My Plaza:alice');
    expect(uri.searchParams.get('secret')).toBe(RFC_SECRET_TEXT);
    expect(uri.searchParams.get('issuer')).toBe('My Plaza');
    expect(uri.searchParams.get('algorithm')).toBe('SHA1');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
  });
});
