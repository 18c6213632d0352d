import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { getDb, type Database } from '../db/client.ts';
import { storedSecret } from '../settings/storedSecret.ts';

async function signingKey(db: Database): Promise<Buffer> {
  return Buffer.from(
    await storedSecret('mailSigningKey', () => randomBytes(32).toString('base64'), db),
    'base64',
  );
}

function mac(key: Buffer, purpose: string, payload: string, length: number): string {
  return createHmac('sha256', key).update(`${purpose}\n${payload}`).digest('base64url').slice(0, length);
}

/**
 * A signature of `payload` for one purpose (an unsubscribe link, a reply address), so a link or an
 * address can name a member and an item without a stored token and cannot be made for another.
 * `length` base64url characters (the default, 22, is 132 bits); purposes never share signatures.
 */
export async function signFor(
  purpose: string,
  payload: string,
  length = 22,
  db: Database = getDb(),
): Promise<string> {
  return mac(await signingKey(db), purpose, payload, length);
}

/** Whether `signature` is `payload`'s for this purpose, compared in constant time. */
export async function verifySignature(
  purpose: string,
  payload: string,
  signature: string,
  length = 22,
  db: Database = getDb(),
): Promise<boolean> {
  if (signature.length !== length) return false;
  const expected = Buffer.from(mac(await signingKey(db), purpose, payload, length));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
