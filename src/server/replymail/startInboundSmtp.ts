import { getEnv } from '../config/env.ts';
import { logger } from '../log/logger.ts';
import { onShutdown } from '../shutdown/shutdownHooks.ts';

/**
 * Starts the reply listener when INBOUND_SMTP_PORT is set; it closes with the server. The SMTP server
 * and the mail parser are loaded only then: a forum without reply by e-mail never holds them in memory.
 */
export function startInboundSmtp(): void {
  const { INBOUND_SMTP_PORT: port, INBOUND_SMTP_HOST: host } = getEnv();
  if (port === undefined) return;
  const listening = import('./inboundSmtpServer.ts').then(({ createInboundSmtpServer }) => {
    const server = createInboundSmtpServer();
    server.on('error', (error) => logger.error({ err: error, port }, 'inbound SMTP listener error'));
    server.listen(port, host, () => logger.info({ port, host }, 'inbound SMTP listener started'));
    return server;
  });
  listening.catch((error: unknown) =>
    logger.error({ err: error, port }, 'inbound SMTP listener not started'),
  );
  onShutdown('inbound-smtp', async () => {
    const server = await listening.catch(() => undefined);
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}
