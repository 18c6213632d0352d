import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/** Every key starts so: the middleware tells a key from a session token by it, and scanners can find leaked ones. */
const API_KEY_TOKEN_PREFIX = 'plz_';
/** 25 random bytes: 200 bits, 40 base32 characters. */
const RANDOM_BYTES = 25;
const TOKEN_PATTERN = /^plz_[a-z2-7]{40}$/;
/** Characters of the token kept in the clear to tell keys apart in lists. */
const VISIBLE_LENGTH = API_KEY_TOKEN_PREFIX.length + 6;

export function generateApiKeyToken(): string {
  const bytes = new Uint8Array(RANDOM_BYTES);
  crypto.getRandomValues(bytes);
  return `${API_KEY_TOKEN_PREFIX}${encodeBase32LowerCaseNoPadding(bytes)}`;
}

/** Whether a bearer token is meant as an API key (well formed or not). */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_TOKEN_PREFIX);
}

/** The stored hash of a well-formed key, or null for a malformed one (never looked up). */
export function apiKeyTokenHash(token: string): string | null {
  if (!TOKEN_PATTERN.test(token)) return null;
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export function visibleTokenPrefix(token: string): string {
  return token.slice(0, VISIBLE_LENGTH);
}
