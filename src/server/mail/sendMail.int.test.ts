import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { startSmtpSink, type SmtpSink } from '../../../tests/smtpSink.ts';
import { clearPrivateSettingsCache, savePrivateSettings } from '../settings/privateSettings.ts';
import { closeMailTransport, isMailError, sendMail } from './sendMail.ts';

const database = useTestDatabase();
let sink: SmtpSink;
let authSink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  authSink = await startSmtpSink({ credentials: { username: 'mailer', password: 's3cret-smtp' } });
});

afterAll(async () => {
  closeMailTransport();
  await sink.close();
  await authSink.close();
});

beforeEach(() => clearPrivateSettingsCache());

async function useSmtp(values: { port: number; username?: string; password?: string }): Promise<void> {
  await savePrivateSettings(
    {
      smtp: {
        host: '127.0.0.1',
        port: values.port,
        secure: false,
        username: values.username ?? '',
        password: values.password ?? '',
        from: 'Plaza <no-reply@plaza.test>',
      },
    },
    database.db,
  );
}

describe('sendMail', () => {
  it('refuses with a typed error while SMTP is not configured', async () => {
    const error: unknown = await sendMail(
      { to: 'a@example.com', subject: 'x', text: 'y' },
      database.db,
    ).catch((caught: unknown) => caught);
    expect(isMailError(error) && error.reason).toBe('not-configured');
  });

  it('delivers text and html through a real SMTP server', async () => {
    await useSmtp({ port: sink.port });
    const link = `http://127.0.0.1/user/email/verify?token=${'ab'.repeat(40)}`;
    await sendMail(
      {
        to: 'reader@example.com',
        subject: 'Vérifiez — 验证',
        text: `Open ${link} now`,
        html: `<a href="${link}">Open</a>`,
      },
      database.db,
    );
    const mail = await sink.waitFor((candidate) => candidate.to.includes('reader@example.com'));
    expect(mail.from).toBe('no-reply@plaza.test');
    expect(mail.subject).toBe('Vérifiez — 验证');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('authenticates with the stored credentials and starts a new transport when they change', async () => {
    await useSmtp({ port: authSink.port, username: 'mailer', password: 'wrong' });
    const refused: unknown = await sendMail(
      { to: 'b@example.com', subject: 's', text: 't' },
      database.db,
    ).catch((caught: unknown) => caught);
    expect(isMailError(refused)).toBe(true);
    expect(String((refused as Error).message)).not.toContain('wrong');

    await useSmtp({ port: authSink.port, username: 'mailer', password: 's3cret-smtp' });
    await sendMail({ to: 'b@example.com', subject: 'signed in', text: 't' }, database.db);
    const mail = await authSink.waitFor((candidate) => candidate.subject === 'signed in');
    expect(mail.username).toBe('mailer');
  });

  it('reports a rejected message and an unreachable server as MailError', async () => {
    const rejecting = await startSmtpSink({ rejectWith: 550 });
    try {
      await useSmtp({ port: rejecting.port });
      const rejected: unknown = await sendMail(
        { to: 'c@example.com', subject: 's', text: 't' },
        database.db,
      ).catch((caught: unknown) => caught);
      expect(isMailError(rejected) && rejected.reason).toBe('rejected');
    } finally {
      await rejecting.close();
    }
    await useSmtp({ port: rejecting.port });
    const unreachable: unknown = await sendMail(
      { to: 'c@example.com', subject: 's', text: 't' },
      database.db,
    ).catch((caught: unknown) => caught);
    expect(isMailError(unreachable) && unreachable.reason).toBe('unreachable');
  });
});
