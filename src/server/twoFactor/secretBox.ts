import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { getEnv } from '../config/env.ts';
import { dataDir } from '../config/installConfig.ts';
import { resolveTwoFactorKey } from './twoFactorKey.ts';

const VERSION = 'v1';
let cachedKey: { dir: string; fromEnv: string | undefined; key: Buffer } | undefined;

/** The key of twoFactorKey.ts, resolved once per data folder and setting. */
function secretKey(): Buffer {
  const dir = dataDir();
  const fromEnv = getEnv().TWO_FACTOR_KEY;
  if (cachedKey?.dir === dir && cachedKey.fromEnv === fromEnv) return cachedKey.key;
  const key = resolveTwoFactorKey(dir, fromEnv)!;
  cachedKey = { dir, fromEnv, key };
  return key;
}

/** `v1.<iv>.<tag>.<ciphertext>` (base64url), AES-256-GCM bound to the member's id. */
export function sealSecret(secret: Uint8Array, userId: number): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(), iv);
  cipher.setAAD(Buffer.from(`user:${userId}`));
  const body = Buffer.concat([cipher.update(secret), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function openSecret(sealed: string, userId: number): Uint8Array {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !body) throw new Error('Unknown two-factor secret format');
  const decipher = createDecipheriv('aes-256-gcm', secretKey(), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(`user:${userId}`));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return new Uint8Array(Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]));
}

/** Text sealed like sealSecret, bound to `purpose` instead of a member (OIDC client secrets and keys). */
export function sealText(text: string, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(), iv);
  cipher.setAAD(Buffer.from(`purpose:${purpose}`));
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function openText(sealed: string, purpose: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !body) throw new Error('Unknown sealed text format');
  const decipher = createDecipheriv('aes-256-gcm', secretKey(), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(`purpose:${purpose}`));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
