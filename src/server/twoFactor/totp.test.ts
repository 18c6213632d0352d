import { describe, expect, it } from 'vitest';
import { hotp, matchingStep, newTotpSecret, otpauthUri, timeStep, totp } from './totp.ts';
import { base32Decode } from './base32.ts';

const RFC_SECRET = new TextEncoder().encode('12345678901234567890');

describe('HOTP (RFC 4226 appendix D)', () => {
  it('matches every published value', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(RFC_SECRET, counter))).toEqual(expected);
  });
});

describe('TOTP (RFC 6238 appendix B, SHA1)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s gives %s with 8 digits, and its last 6 with 6', (seconds, code) => {
    expect(totp(RFC_SECRET, seconds * 1000, 8)).toBe(code);
    // Truncating to 6 digits is the same number modulo 10^6.
    expect(totp(RFC_SECRET, seconds * 1000)).toBe(code.slice(2));
  });
});

describe('matchingStep', () => {
  const at = 1_700_000_000_000;
  const now = timeStep(at);

  it('accepts the current step and one step either side', () => {
    for (const offset of [-1, 0, 1]) {
      expect(matchingStep(RFC_SECRET, hotp(RFC_SECRET, now + offset), at, 0)).toBe(now + offset);
    }
  });

  it('refuses codes two steps away', () => {
    expect(matchingStep(RFC_SECRET, hotp(RFC_SECRET, now - 2), at, 0)).toBeNull();
    expect(matchingStep(RFC_SECRET, hotp(RFC_SECRET, now + 2), at, 0)).toBeNull();
  });

  it('refuses a step already used, and any earlier one', () => {
    const code = hotp(RFC_SECRET, now);
    expect(matchingStep(RFC_SECRET, code, at, now)).toBeNull();
    expect(matchingStep(RFC_SECRET, hotp(RFC_SECRET, now - 1), at, now)).toBeNull();
    expect(matchingStep(RFC_SECRET, hotp(RFC_SECRET, now + 1), at, now)).toBe(now + 1);
  });

  it('refuses anything that is not six digits', () => {
    expect(matchingStep(RFC_SECRET, '12345', at, 0)).toBeNull();
    expect(matchingStep(RFC_SECRET, `${hotp(RFC_SECRET, now)}0`, at, 0)).toBeNull();
    expect(matchingStep(RFC_SECRET, 'abcdef', at, 0)).toBeNull();
  });
});

describe('secrets and URIs', () => {
  it('makes 160-bit secrets whose base32 decodes back to them', () => {
    const secret = newTotpSecret();
    expect(secret.bytes).toHaveLength(20);
    expect(secret.base32).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret.base32)).toEqual(secret.bytes);
    expect(newTotpSecret().base32).not.toBe(secret.base32);
  });

  it('builds an otpauth URI with issuer and label', () => {
    const text = otpauthUri('My Plaza', 'alice', 'JBSWY3DPEHPK3PXP');
    expect(text.startsWith('otpauth://totp/My%20Plaza%3Aalice?')).toBe(true);
    const uri = new URL(text);
    expect(uri.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(uri.searchParams.get('issuer')).toBe('My Plaza');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
  });
});
