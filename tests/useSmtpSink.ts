import { afterAll, beforeAll } from 'vitest';
import type { Database } from '@/server/db/client.ts';
import { closeMailTransport } from '@/server/mail/sendMail.ts';
import { clearPrivateSettingsCache, savePrivateSettings } from '@/server/settings/privateSettings.ts';
import { startSmtpSink, type SmtpSink } from './smtpSink.ts';

/** Points the site's mail at the SMTP server on 127.0.0.1:`port` (no AUTH, no TLS). */
export async function sendSiteMailTo(port: number, db: Database): Promise<void> {
  await savePrivateSettings(
    {
      smtp: {
        host: '127.0.0.1',
        port,
        secure: false,
        username: '',
        password: '',
        from: 'Plaza <no-reply@plaza.test>',
      },
    },
    db,
  );
  clearPrivateSettingsCache();
}

/**
 * A sink the site's mail goes to, started before the file's tests and closed (with the mail
 * transport) after them. Its fields are read when used, since it exists only once beforeAll ran.
 */
export function useSmtpSink(test: { readonly db: Database }): SmtpSink {
  let current: SmtpSink | undefined;
  const sink = (): SmtpSink => {
    if (!current) throw new Error('the SMTP sink exists only once the beforeAll hooks ran');
    return current;
  };
  beforeAll(async () => {
    current = await startSmtpSink();
    await sendSiteMailTo(current.port, test.db);
  });
  afterAll(async () => {
    closeMailTransport();
    await current?.close();
  });
  return {
    get host() {
      return sink().host;
    },
    get port() {
      return sink().port;
    },
    get messages() {
      return sink().messages;
    },
    waitFor: (match, timeoutMs) => sink().waitFor(match, timeoutMs),
    to: (address) => sink().to(address),
    close: () => sink().close(),
  };
}
