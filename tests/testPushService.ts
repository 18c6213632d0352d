import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decrypt } from 'http_ece';

/** A push the service received, decrypted with the subscription's own keys. */
interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The plain text the forum encrypted, '' when the service refused the push. */
  text: string;
  status: number;
}

/** A browser's subscription as the forum stores it, with the private half that only the browser holds. */
interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The P-256 private key (base64url), for a browser stand-in that must decrypt itself. */
  privateKey: string;
}

export interface TestPushService {
  origin: string;
  /** The self-signed certificate the service presents; clients must be told to trust it. */
  certificate: string;
  received: ReceivedPush[];
  subscribe(): TestSubscription;
  /** The next answers to give, in order (then 201 again): 410 says gone, 500 a failure. */
  answerNext(...statuses: number[]): void;
  close(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1, made by openssl for this run only. */
function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'plaza-push-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
      ].concat(
        ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
        ['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
      ),
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A real push service on 127.0.0.1 over HTTPS (web-push speaks nothing else): it takes what the
 * forum posts to a subscription's endpoint and decrypts it (aes128gcm, RFC 8291) with the keys the
 * browser would hold, so a test reads what the device would show.
 */
export async function startTestPushService(): Promise<TestPushService> {
  const { key, cert } = selfSignedCertificate();
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const received: ReceivedPush[] = [];
  const answers: number[] = [];
  const server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const status = answers.shift() ?? 201;
      const browser = browsers.get(path);
      const text =
        status < 300 && browser
          ? decrypt(Buffer.concat(chunks), {
              version: 'aes128gcm',
              privateKey: browser.ecdh,
              authSecret: browser.auth,
            }).toString('utf8')
          : '';
      received.push({ path, headers: request.headers, text, status });
      response.writeHead(browser ? status : 404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    certificate: cert,
    received,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomUUID()}`;
      browsers.set(path, { ecdh, auth });
      return {
        endpoint: `${origin}${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        privateKey: ecdh.getPrivateKey().toString('base64url'),
      };
    },
    answerNext(...statuses) {
      answers.push(...statuses);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
