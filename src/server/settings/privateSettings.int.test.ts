import { beforeAll, describe, expect, it } from 'vitest';
import type { APIContext } from 'astro';
import pino from 'pino';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { siteConfigs } from '../db/schema/index.ts';
import { loadSiteConfig } from '../site/siteConfig.queries.ts';
import { logger } from '../log/logger.ts';
import { GET as getConfigs } from '../../pages/api/config/configs.ts';
import {
  DEFAULT_PRIVATE_SETTINGS,
  clearPrivateSettingsCache,
  getPrivateSettings,
  loadPrivateSettings,
  savePrivateSettings,
} from './privateSettings.ts';

const database = useTestDatabase();

const SMTP_PASSWORD = 'smtp-secret-7f3a';
const OAUTH_SECRET = 'oauth-secret-91c2';
const SMS_KEY = 'sms-key-55d0';

beforeAll(async () => {
  await savePrivateSettings(
    {
      smtp: {
        host: 'smtp.example.com',
        port: 465,
        secure: true,
        username: 'mailer',
        password: SMTP_PASSWORD,
        from: 'a@b.c',
      },
      sms: { provider: 'http', url: 'https://sms.example.com/send', apiKey: SMS_KEY, sender: 'Plaza' },
      oauth: { github: { enabled: true, clientId: 'gh-client', clientSecret: OAUTH_SECRET } },
    },
    database.db,
  );
});

describe('private settings', () => {
  it('round-trips each section, merging a partial save over what is stored', async () => {
    await savePrivateSettings({ smtp: { port: 2525 } }, database.db);
    const settings = await loadPrivateSettings(database.db);
    expect(settings.smtp).toMatchObject({ host: 'smtp.example.com', port: 2525, password: SMTP_PASSWORD });
    expect(settings.sms.apiKey).toBe(SMS_KEY);
    expect(settings.oauth.github).toEqual({
      enabled: true,
      clientId: 'gh-client',
      clientSecret: OAUTH_SECRET,
    });
    expect(settings.oauth.oidc).toEqual(DEFAULT_PRIVATE_SETTINGS.oauth.oidc);
  });

  it('refuses an invalid section and falls back to defaults for a corrupt stored one', async () => {
    await expect(savePrivateSettings({ smtp: { port: 0 } }, database.db)).rejects.toThrow();
    await database.db
      .insert(siteConfigs)
      .values({ key: 'private.sms', value: '{"provider":"carrier-pigeon"}' })
      .onDuplicateKeyUpdate({ set: { value: '{"provider":"carrier-pigeon"}' } });
    clearPrivateSettingsCache();
    expect((await getPrivateSettings(database.db)).sms).toEqual(DEFAULT_PRIVATE_SETTINGS.sms);
  });

  it('never reaches GET /api/config/configs', async () => {
    // Even a secret stored under a public-looking key that the config does not know is dropped.
    await database.db
      .insert(siteConfigs)
      .values({ key: 'smtpPassword', value: JSON.stringify(SMTP_PASSWORD) });
    const config = await loadSiteConfig(database.db);
    const response = await getConfigs({ locals: { config } } as unknown as APIContext);
    const body = await response.text();
    expect(response.status).toBe(200);
    for (const secret of [
      SMTP_PASSWORD,
      OAUTH_SECRET,
      SMS_KEY,
      'private.',
      'smtp.example.com',
      'gh-client',
    ]) {
      expect(body).not.toContain(secret);
    }
    expect(body.toLowerCase()).not.toContain('password');
    expect(Object.keys(config).some((key) => key.startsWith('private') || key === 'smtp')).toBe(false);
  });

  it('is censored by the logger wherever a password sits', () => {
    const lines: string[] = [];
    const internals = logger as unknown as Record<symbol, unknown>;
    const stream = internals[pino.symbols.streamSym];
    const level = logger.level;
    // Capture what the real logger (with its redaction rules) would write.
    internals[pino.symbols.streamSym] = { write: (line: string) => lines.push(line) };
    logger.level = 'info';
    try {
      const smtp = { ...DEFAULT_PRIVATE_SETTINGS.smtp, password: SMTP_PASSWORD };
      logger.info({ password: SMTP_PASSWORD }, 'top');
      logger.info({ smtp }, 'nested');
      logger.info({ settings: { smtp } }, 'deep');
    } finally {
      internals[pino.symbols.streamSym] = stream;
      logger.level = level;
    }
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).not.toContain(SMTP_PASSWORD);
      expect(line).toContain('[redacted]');
    }
  });
});
