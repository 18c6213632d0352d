import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('applies the defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DATA_DIR: './data', TRUST_PROXY: false });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('reads valid values', () => {
    const env = parseEnv({ PORT: '8080', DATABASE_URL: 'mysql://u:p@db:3307/plaza', TRUST_PROXY: 'true' });
    expect(env).toMatchObject({ PORT: 8080, DATABASE_URL: 'mysql://u:p@db:3307/plaza', TRUST_PROXY: true });
  });

  it('names every bad variable', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'postgres://x/y' })).toThrow(ConfigError);
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'postgres://x/y' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('DATABASE_URL');
    }
  });

  it('reads STORAGE_URL into a storage location and names it when it is wrong', () => {
    expect(parseEnv({}).STORAGE_URL).toEqual({ kind: 'disk' });
    expect(parseEnv({ STORAGE_URL: 's3://plaza-media/up' }).STORAGE_URL).toMatchObject({
      kind: 's3',
      bucket: 'plaza-media',
      prefix: 'up',
    });
    expect(() => parseEnv({ STORAGE_URL: 's3://plaza-media?bogus=1' })).toThrow(
      'Invalid configuration: STORAGE_URL: unknown parameter "bogus"',
    );
  });

  it('takes a VAPID key pair for clusters, both halves or neither, and never echoes a key', () => {
    const publicKey = `B${'x'.repeat(86)}`;
    const privateKey = 'p'.repeat(43);
    expect(
      parseEnv({
        VAPID_PUBLIC_KEY: publicKey,
        VAPID_PRIVATE_KEY: privateKey,
        VAPID_SUBJECT: 'mailto:ops@plaza.test',
      }),
    ).toMatchObject({
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
      VAPID_SUBJECT: 'mailto:ops@plaza.test',
    });
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/VAPID_PRIVATE_KEY: set both/);
    const wrong = `${privateKey}!`;
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: wrong })).toThrow(
      /VAPID_PRIVATE_KEY: must be a P-256 private key/,
    );
    try {
      parseEnv({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: wrong });
    } catch (error) {
      expect((error as Error).message).not.toContain(wrong);
    }
    expect(() => parseEnv({ VAPID_SUBJECT: 'http://plaza.test' })).toThrow(/VAPID_SUBJECT/);
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ PORT: '' }).PORT).toBe(3000);
  });
});
