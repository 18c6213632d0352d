import { describe, expect, it } from 'vitest';
import { apiKeyTokenHash, generateApiKeyToken, looksLikeApiKey, visibleTokenPrefix } from './apiKeyToken.ts';

describe('API key tokens', () => {
  it('are plz_ and 40 base32 characters (200 random bits), different each time', () => {
    const token = generateApiKeyToken();
    expect(token).toMatch(/^plz_[a-z2-7]{40}$/);
    expect(generateApiKeyToken()).not.toBe(token);
    expect(looksLikeApiKey(token)).toBe(true);
    expect(looksLikeApiKey('abcdefghijklmnopqrstuvwxyz234567')).toBe(false);
  });

  it('hash to 64 hex characters; a malformed token has no hash', () => {
    const token = generateApiKeyToken();
    expect(apiKeyTokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(apiKeyTokenHash(token)).toBe(apiKeyTokenHash(token));
    expect(apiKeyTokenHash(`${token}x`)).toBeNull();
    expect(apiKeyTokenHash(token.toUpperCase())).toBeNull();
    expect(apiKeyTokenHash('plz_')).toBeNull();
    expect(apiKeyTokenHash(token.replace('plz_', 'plx_'))).toBeNull();
  });

  it('keep a short prefix in the clear', () => {
    const token = generateApiKeyToken();
    expect(visibleTokenPrefix(token)).toBe(token.slice(0, 10));
  });
});
