import { createHmac, randomBytes } from 'node:crypto';
import { base32Encode } from './base32.ts';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that still count (clock drift and typing time). */
export const TOTP_WINDOW = 1;

/** RFC 4226 HOTP with HMAC-SHA1 and dynamic truncation. */
export function hotp(secret: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return binary.toString().padStart(digits, '0');
}

export function timeStep(atMs: number): number {
  return Math.floor(atMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** RFC 6238 TOTP at a moment in time. */
export function totp(secret: Uint8Array, atMs: number, digits = TOTP_DIGITS): string {
  return hotp(secret, timeStep(atMs), digits);
}

/**
 * The step a code belongs to, searched within ±TOTP_WINDOW of now and only above `lastStep`
 * (a step already used cannot sign in again), or null.
 */
export function matchingStep(
  secret: Uint8Array,
  code: string,
  atMs: number,
  lastStep: number,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = timeStep(atMs);
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    if (step <= lastStep) continue;
    if (constantTimeEqual(hotp(secret, step), code)) return step;
  }
  return null;
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** A new 160-bit secret, as bytes and as base32 for manual entry. */
export function newTotpSecret(): { bytes: Uint8Array; base32: string } {
  const bytes = new Uint8Array(randomBytes(20));
  return { bytes, base32: base32Encode(bytes) };
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function otpauthUri(issuer: string, account: string, secretBase32: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({
    secret: secretBase32,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
