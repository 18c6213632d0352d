import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a receiver checks: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`. */
export const SIGNATURE_HEADER = 'Plaza-Signature';

/** How old a signed timestamp a receiver should accept, by default (replays after it are refused). */
const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

function hmacHex(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The Plaza-Signature value for this body, signed at `now`. */
export function signWebhookBody(secret: string, body: string, now: Date = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, body)}`;
}

/**
 * What a receiver does (documented in docs/webhooks.md and on /admin/webhooks): recompute the HMAC
 * over the raw body with the timestamp from the header, compare in constant time, refuse old ones.
 */
export function verifyWebhookSignature(
  header: string,
  body: string,
  secret: string,
  now: Date = new Date(),
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmacHex(secret, timestamp, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
