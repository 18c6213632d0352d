import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir } from '../config/installConfig.ts';

const KEY_FILE = 'two-factor.key';
const VERSION = 'v1';
let cachedKey: { dir: string; key: Buffer } | undefined;

/**
 * The AES-256 key for authenticator secrets: a random file in DATA_DIR (mode 0600), created on
 * first use, so a database dump alone does not reveal the secrets. Creation is exclusive ('wx'):
 * when two processes race, the loser reads the winner's key.
 */
function secretKey(): Buffer {
  const dir = dataDir();
  if (cachedKey?.dir === dir) return cachedKey.key;
  const path = join(dir, KEY_FILE);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(path, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (writeError) {
      if ((writeError as NodeJS.ErrnoException).code !== 'EEXIST') throw writeError;
    }
    text = readFileSync(path, 'utf8');
  }
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32) throw new Error(`${path} does not hold a 32-byte key`);
  cachedKey = { dir, key };
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
