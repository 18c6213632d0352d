import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Only relative imports here: scripts/serve.ts checks the key at start-up with Node's type stripping.

export const TWO_FACTOR_KEY_FILE = 'two-factor.key';
const KEY_BYTES = 32;

export class TwoFactorKeyError extends Error {
  override name = 'TwoFactorKeyError';
}

/** A key as TWO_FACTOR_KEY or the key file hold it: 32 bytes in base64. */
export function decodeTwoFactorKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed)) return undefined;
  const key = Buffer.from(trimmed, 'base64');
  return key.length === KEY_BYTES ? key : undefined;
}

function readKeyFile(path: string): Buffer | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const key = decodeTwoFactorKey(text);
  if (!key) throw new TwoFactorKeyError(`${path} does not hold a 32-byte key in base64`);
  return key;
}

/**
 * The AES-256 key for authenticator secrets. TWO_FACTOR_KEY, when set, is the key of every server
 * of a cluster without copying files; it must then equal DATA_DIR/two-factor.key where that file
 * exists, or the secrets sealed with the file would no longer open. Otherwise the key is that
 * file (mode 0600), created on first use: exclusively ('wx'), so when two processes race the
 * loser reads the winner's key. Errors never show a key.
 */
export function resolveTwoFactorKey(
  dir: string,
  fromEnv: string | undefined,
  create = true,
): Buffer | undefined {
  const path = join(dir, TWO_FACTOR_KEY_FILE);
  if (fromEnv) {
    const key = decodeTwoFactorKey(fromEnv);
    if (!key)
      throw new TwoFactorKeyError('TWO_FACTOR_KEY must be 32 bytes in base64 (openssl rand -base64 32)');
    const filed = readKeyFile(path);
    if (filed && !filed.equals(key)) {
      throw new TwoFactorKeyError(
        `TWO_FACTOR_KEY differs from ${path}: set it to that file's content (secrets sealed with the file would not open otherwise), or remove the file if no member has enrolled`,
      );
    }
    return key;
  }
  const existing = readKeyFile(path);
  if (existing || !create) return existing;
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(path, randomBytes(KEY_BYTES).toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readKeyFile(path);
}
