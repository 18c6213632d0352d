import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a shown sign-up form stays good to send. */
const FORM_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

function signature(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(`signup-form:${payload}`).digest('base64url');
}

/** A token saying when the sign-up form was shown: `<ms>.<nonce>.<hmac>`. */
export function signFormToken(key: Buffer, shownAt: number): string {
  const payload = `${shownAt}.${randomBytes(9).toString('base64url')}`;
  return `${payload}.${signature(key, payload)}`;
}

/** When the form was shown, or null for a token this server did not sign (or one too old). */
export function formShownAt(key: Buffer, token: string, now: number): number | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !/^\d{1,15}$/.test(parts[0]!)) return null;
  const payload = `${parts[0]}.${parts[1]}`;
  const expected = Buffer.from(signature(key, payload));
  const given = Buffer.from(parts[2]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const shownAt = Number(parts[0]);
  return shownAt <= now && now - shownAt <= FORM_TOKEN_LIFETIME_MS ? shownAt : null;
}
