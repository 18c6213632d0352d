import { describe, expect, it } from 'vitest';
import {
  hashRecoveryCode,
  newRecoveryCodes,
  normalizeRecoveryCode,
  RECOVERY_CODE_COUNT,
} from './recoveryCodes.ts';

describe('recovery codes', () => {
  it('makes ten distinct codes of two groups of five unambiguous characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
  });

  it('normalizes what a member types', () => {
    expect(normalizeRecoveryCode('k7qxm3rd9p')).toBe('K7QXM-3RD9P');
    expect(normalizeRecoveryCode(' K7QXM - 3RD9P ')).toBe('K7QXM-3RD9P');
  });

  it('refuses input that cannot be a code', () => {
    expect(normalizeRecoveryCode('123456')).toBeNull();
    expect(normalizeRecoveryCode('K7QXM-3RD9')).toBeNull();
    expect(normalizeRecoveryCode('K7QXM-3RD0P')).toBeNull();
    expect(normalizeRecoveryCode('')).toBeNull();
  });

  it('hashes with SHA-256 hex, same code same hash', () => {
    expect(hashRecoveryCode('K7QXM-3RD9P')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode('K7QXM-3RD9P')).toBe(hashRecoveryCode('K7QXM-3RD9P'));
    expect(hashRecoveryCode('K7QXM-3RD9P')).not.toBe(hashRecoveryCode('K7QXM-3RD9Q'));
  });
});
