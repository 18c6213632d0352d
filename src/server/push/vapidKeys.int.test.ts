import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { vapidKeys, vapidPublicKey } from './vapidKeys.ts';

const t = useTestDatabase();

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('VAPID keys', () => {
  it('are made once and shared through the database: every process reads the same pair', async () => {
    const first = await vapidKeys(t.db);
    expect(first.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = (await t.pool.query(
      "SELECT config_value FROM site_configs WHERE config_key = 'private.vapidKeys'",
    )) as unknown as [Array<{ config_value: string }>];
    expect(JSON.parse(JSON.parse(row[0]!.config_value) as string)).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(await vapidPublicKey(t.db)).toBe(first.publicKey);
  });

  it('come from the environment when a cluster sets them', async () => {
    const publicKey = `B${'q'.repeat(86)}`;
    vi.stubEnv('VAPID_PUBLIC_KEY', publicKey);
    vi.stubEnv('VAPID_PRIVATE_KEY', 'r'.repeat(43));
    vi.stubEnv('VAPID_SUBJECT', 'mailto:ops@plaza.test');
    // A fresh module graph reads the environment anew (getEnv keeps what it parsed).
    const fresh = await import('./vapidKeys.ts');
    expect(await fresh.vapidKeys(t.db)).toEqual({
      publicKey,
      privateKey: 'r'.repeat(43),
      subject: 'mailto:ops@plaza.test',
    });
  });
});
