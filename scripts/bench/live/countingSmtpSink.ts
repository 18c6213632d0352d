import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface CountingSmtpSink {
  port: number;
  /** Messages received so far. */
  received(): number;
  /** performance.now() of the last message received, 0 before any. */
  lastAt(): number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 that accepts every message and keeps only a count: 20,000 digests
 * held in memory as tests/smtpSink.ts does would weigh on the bench process measuring beside it.
 */
export async function startCountingSmtpSink(): Promise<CountingSmtpSink> {
  let count = 0;
  let last = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    // The forum opens a connection per mail: many at once during a run.
    maxClients: 1000,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        count += 1;
        last = performance.now();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    received: () => count,
    lastAt: () => last,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
