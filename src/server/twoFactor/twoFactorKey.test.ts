import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  decodeTwoFactorKey,
  resolveTwoFactorKey,
  TWO_FACTOR_KEY_FILE,
  TwoFactorKeyError,
} from './twoFactorKey.ts';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'plaza-2fa-key-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the two-factor key', () => {
  it('comes from TWO_FACTOR_KEY without writing a file', () => {
    const dir = dataDir();
    const text = randomBytes(32).toString('base64');
    expect(resolveTwoFactorKey(dir, text)).toEqual(Buffer.from(text, 'base64'));
    expect(existsSync(join(dir, TWO_FACTOR_KEY_FILE))).toBe(false);
  });

  it('is otherwise created once in the data folder, mode 0600, and read back after', () => {
    const dir = dataDir();
    const first = resolveTwoFactorKey(dir, undefined)!;
    expect(first).toHaveLength(32);
    expect(statSync(join(dir, TWO_FACTOR_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(resolveTwoFactorKey(dir, undefined)).toEqual(first);
    expect(resolveTwoFactorKey(dataDir(), undefined, false)).toBeUndefined();
  });

  it('accepts the key file content as TWO_FACTOR_KEY, so a cluster can take over an existing key', () => {
    const dir = dataDir();
    const filed = resolveTwoFactorKey(dir, undefined)!;
    const text = readFileSync(join(dir, TWO_FACTOR_KEY_FILE), 'utf8');
    expect(resolveTwoFactorKey(dir, text)).toEqual(filed);
  });

  it('refuses a TWO_FACTOR_KEY that differs from the key file, or is malformed, without showing either', () => {
    const dir = dataDir();
    const filed = resolveTwoFactorKey(dir, undefined)!.toString('base64');
    const other = randomBytes(32).toString('base64');
    expect(() => resolveTwoFactorKey(dir, other)).toThrow(TwoFactorKeyError);
    expect(() => resolveTwoFactorKey(dir, other)).toThrow(/differs from/);
    for (const bad of ['short', randomBytes(16).toString('base64'), `${other}!`]) {
      expect(() => resolveTwoFactorKey(dataDir(), bad)).toThrow(/32 bytes in base64/);
    }
    try {
      resolveTwoFactorKey(dir, other);
    } catch (error) {
      expect(String(error)).not.toContain(other);
      expect(String(error)).not.toContain(filed);
    }
  });

  it('refuses a key file that does not hold a key', () => {
    const dir = dataDir();
    writeFileSync(join(dir, TWO_FACTOR_KEY_FILE), 'not a key');
    expect(() => resolveTwoFactorKey(dir, undefined)).toThrow(/does not hold a 32-byte key/);
    expect(decodeTwoFactorKey(` ${randomBytes(32).toString('base64')}\n`)).toHaveLength(32);
  });
});
