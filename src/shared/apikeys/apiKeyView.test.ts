import { describe, expect, it } from 'vitest';
import { apiKeyState } from './apiKeyView.ts';

describe('apiKeyState', () => {
  const now = Date.parse('2026-12-07T00:00:00Z');
  it('is active without expiry, or before it', () => {
    expect(apiKeyState({ expiresAt: null, revokedAt: null }, now)).toBe('active');
    expect(apiKeyState({ expiresAt: '2026-12-07T00:00:01Z', revokedAt: null }, now)).toBe('active');
  });
  it('is expired from its expiry on, and revoked above all', () => {
    expect(apiKeyState({ expiresAt: '2026-12-07T00:00:00Z', revokedAt: null }, now)).toBe('expired');
    expect(apiKeyState({ expiresAt: '2026-12-06T00:00:00Z', revokedAt: '2026-12-05T00:00:00Z' }, now)).toBe(
      'revoked',
    );
  });
});
