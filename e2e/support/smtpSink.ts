import { startSmtpSink, type SmtpSink } from '../../tests/smtpSink.ts';
import { withMainDatabase } from './siteConfig.ts';

export { firstLink, type CapturedMail, type SmtpSink } from '../../tests/smtpSink.ts';

/** The fixed port of the e2e SMTP sink: the main server is told to send mail there. */
export const E2E_SMTP_PORT = Number(process.env.PLAZA_E2E_PORT_BASE ?? 3100) + 10;

/** Stores `private.*` settings (secrets included) in the main server's database. */
export async function savePrivateSetting(key: 'smtp' | 'sms' | 'oauth', value: unknown): Promise<void> {
  await withMainDatabase(async (connection) => {
    await connection.query(
      'INSERT INTO site_configs (config_key, config_value) VALUES (?, ?) ' +
        'ON DUPLICATE KEY UPDATE config_value = VALUES(config_value)',
      [`private.${key}`, JSON.stringify(value)],
    );
  });
}

// The server caches private settings for up to 5 s and there is no public endpoint to poll for them.
const PRIVATE_SETTINGS_CACHE_MS = 5_200;

/**
 * Starts the SMTP sink in the test process on E2E_SMTP_PORT and points the main server's mail at it.
 * Specs that use it run in the one-at-a-time settings project (`*.settings.spec.ts`): the port is fixed.
 * Close it in afterAll.
 */
export async function startE2eSmtpSink(): Promise<SmtpSink> {
  const sink = await startSmtpSink({ port: E2E_SMTP_PORT });
  await savePrivateSetting('smtp', {
    host: '127.0.0.1',
    port: E2E_SMTP_PORT,
    secure: false,
    username: '',
    password: '',
    from: 'Plaza <no-reply@plaza.test>',
  });
  await new Promise((resolve) => setTimeout(resolve, PRIVATE_SETTINGS_CACHE_MS));
  return sink;
}
