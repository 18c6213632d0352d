import { encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { createTOTPKeyURI, verifyHOTP } from '@oslojs/otp';

const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that still count (clock drift and typing time). */
const TOTP_WINDOW = 1;
const SECRET_BYTES = 20;

/** The RFC 6238 time step (the HOTP counter) of a moment. */
export function timeStep(atMs: number): number {
  return Math.floor(atMs / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * The step a code belongs to, searched within ±TOTP_WINDOW of now and only above `lastStep`
 * (a step already used cannot sign in again), or null. Each step is checked on its own (not with
 * a grace period) because the step found is what gets recorded against replay.
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
    if (verifyHOTP(secret, BigInt(step), TOTP_DIGITS, code)) return step;
  }
  return null;
}

/** A new 160-bit secret (RFC 4226's recommended length for HMAC-SHA1). */
export function newTotpSecret(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(SECRET_BYTES));
}

/** The secret as a person types it into an authenticator app: RFC 4648 base32, no padding. */
export function totpSecretText(secret: Uint8Array): string {
  return encodeBase32UpperCaseNoPadding(secret);
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function otpauthUri(issuer: string, account: string, secret: Uint8Array): string {
  return createTOTPKeyURI(issuer, account, secret, TOTP_PERIOD_SECONDS, TOTP_DIGITS);
}
