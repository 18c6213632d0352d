import { startSmtpSink, type SmtpSink } from '../../tests/smtpSink.ts';
import { savePrivateSettings } from './siteConfig.ts';

export { firstLink, startSmtpSink, type SmtpSink } from '../../tests/smtpSink.ts';

/** The fixed port of the e2e SMTP sink: the main server is told to send mail there. */
export const E2E_SMTP_PORT = Number(process.env.PLAZA_E2E_PORT_BASE ?? 3100) + 10;

/** The mail settings that send to the sink. */
export const SINK_SMTP = {
  host: '127.0.0.1',
  port: E2E_SMTP_PORT,
  secure: false,
  username: '',
  clearPassword: true,
  from: 'Plaza <no-reply@plaza.test>',
};

/**
 * Starts the SMTP sink in the test process on E2E_SMTP_PORT and points the main server's mail at it.
 * Specs that use it run in the one-at-a-time settings project (`*.settings.spec.ts`): the port is fixed.
 * Close it in afterAll.
 */
export async function startE2eSmtpSink(): Promise<SmtpSink> {
  const sink = await startSmtpSink({ port: E2E_SMTP_PORT });
  await savePrivateSettings({ smtp: SINK_SMTP });
  return sink;
}
