import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { useTestDatabase } from '../../../../tests/useTestDatabase.ts';
import { smsCodes, users } from '../../db/schema/index.ts';
import { ApiError } from '../../http/ApiError.ts';
import { validateSessionToken } from '../../auth/session.commands.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { consumeSmsCode, sendSmsCode, SMS_CODE_MAX_ATTEMPTS } from './smsCodes.commands.ts';
import { signInWithSms } from './smsSignin.commands.ts';
import { createDevelopmentSmsProvider } from './developmentSmsProvider.ts';
import { createHttpSmsProvider } from './httpSmsProvider.ts';
import type { SmsProvider } from './smsProvider.ts';
import { findOrCreateUserByPhone } from '../signinAccounts.ts';

const t = useTestDatabase();
let counter = 0;
const meta = () => ({ ip: `10.1.0.${++counter}`, userAgent: 'vitest' });
const newPhone = () => `+1555${String(Date.now()).slice(-5)}${String(++counter).padStart(3, '0')}`;
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

/** A provider that keeps what it was asked to send, so the test can read the code. */
function capturingProvider() {
  const sent: { phone: string; text: string }[] = [];
  const provider: SmsProvider = {
    send(phone, text) {
      sent.push({ phone, text });
      return Promise.resolve();
    },
  };
  const lastCode = () => /\b(\d{6})\b/.exec(sent.at(-1)?.text ?? '')?.[1] ?? '';
  return { provider, sent, lastCode };
}

describe('SMS codes', () => {
  it('stores only a hash, and a code signs in once', async () => {
    const phone = newPhone();
    const capture = capturingProvider();
    await sendSmsCode(phone, meta(), capture.provider, 'Plaza', t.db);
    const code = capture.lastCode();
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);

    const result = await signInWithSms({ phone, code }, meta(), t.db);
    expect(result.user.phone).toBe(phone);
    expect(result.user.nickname).toBe(`${'*'.repeat(phone.length - 4)}${phone.slice(-4)}`);
    expect((await validateSessionToken(result.token, t.db))?.user.id).toBe(result.user.id);

    const again = await rejection(signInWithSms({ phone, code }, meta(), t.db));
    expect(again).toBeInstanceOf(ApiError);
    expect((again as ApiError).field).toBe('code');
  });

  it('refuses an expired code', async () => {
    const phone = newPhone();
    const capture = capturingProvider();
    await sendSmsCode(phone, meta(), capture.provider, 'Plaza', t.db);
    await t.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsCodes.phone, phone));
    expect(await rejection(consumeSmsCode(phone, capture.lastCode(), t.db))).toBeInstanceOf(ApiError);
  });

  it('allows five guesses per code, then refuses even the right one', async () => {
    const phone = newPhone();
    const capture = capturingProvider();
    await sendSmsCode(phone, meta(), capture.provider, 'Plaza', t.db);
    const code = capture.lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < SMS_CODE_MAX_ATTEMPTS - 1; i++) {
      expect(await rejection(consumeSmsCode(phone, wrong, t.db))).toBeInstanceOf(ApiError);
    }
    // The fifth guess is still allowed.
    await consumeSmsCode(phone, code, t.db);

    const phone2 = newPhone();
    await sendSmsCode(phone2, meta(), capture.provider, 'Plaza', t.db);
    const code2 = capture.lastCode();
    const wrong2 = code2 === '000000' ? '111111' : '000000';
    for (let i = 0; i < SMS_CODE_MAX_ATTEMPTS; i++) await rejection(consumeSmsCode(phone2, wrong2, t.db));
    const error = await rejection(consumeSmsCode(phone2, code2, t.db));
    expect(error).toBeInstanceOf(ApiError);
    const [row] = await t.db.select().from(smsCodes).where(eq(smsCodes.phone, phone2));
    expect(row!.attempts).toBe(SMS_CODE_MAX_ATTEMPTS);
  });

  it('only the latest code counts', async () => {
    const phone = newPhone();
    const capture = capturingProvider();
    await sendSmsCode(phone, meta(), capture.provider, 'Plaza', t.db);
    const first = capture.lastCode();
    // A second send within the minute is refused by the per-number limit, so insert the newer code directly.
    await t.db
      .insert(smsCodes)
      .values({ phone, codeHash: '0'.repeat(64), expiresAt: new Date(Date.now() + 60_000) });
    expect(await rejection(consumeSmsCode(phone, first, t.db))).toBeInstanceOf(ApiError);
  });

  it('limits each number to one code a minute and each address to 20 an hour', async () => {
    const phone = newPhone();
    const capture = capturingProvider();
    const ip = meta();
    await sendSmsCode(phone, ip, capture.provider, 'Plaza', t.db);
    const second = await rejection(sendSmsCode(phone, meta(), capture.provider, 'Plaza', t.db));
    expect((second as ApiError).errorCode).toBe(ErrorCode.rateLimited);

    const address = meta();
    for (let i = 0; i < 20; i++) await sendSmsCode(newPhone(), address, capture.provider, 'Plaza', t.db);
    const over = await rejection(sendSmsCode(newPhone(), address, capture.provider, 'Plaza', t.db));
    expect((over as ApiError).errorCode).toBe(ErrorCode.rateLimited);
  });

  it('limits each number to five codes an hour', async () => {
    const phone = newPhone();
    const capture = capturingProvider();
    for (let i = 0; i < 5; i++) {
      await sendSmsCode(phone, meta(), capture.provider, 'Plaza', t.db);
      // Step past the per-minute window by ageing that bucket.
      await t.pool.query("DELETE FROM rate_limit_buckets WHERE bucket_key LIKE 'sms:phone:min:%'");
    }
    const sixth = await rejection(sendSmsCode(phone, meta(), capture.provider, 'Plaza', t.db));
    expect((sixth as ApiError).errorCode).toBe(ErrorCode.rateLimited);
  });

  it('creates the member once when first sign-ins race', async () => {
    const phone = newPhone();
    const results = await Promise.all(Array.from({ length: 8 }, () => findOrCreateUserByPhone(phone, t.db)));
    expect(new Set(results.map((user) => user.id)).size).toBe(1);
    expect(await t.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(1);
  });

  it('keeps the language the visitor chose before signing up as the new member’s notice language', async () => {
    const phone = newPhone();
    const capture = capturingProvider();
    await sendSmsCode(phone, meta(), capture.provider, 'Plaza', t.db);
    const { user } = await signInWithSms(
      { phone, code: capture.lastCode() },
      { ...meta(), locale: 'zh-CN' },
      t.db,
    );
    const [row] = await t.db.select({ locale: users.locale }).from(users).where(eq(users.id, user.id));
    expect(row).toEqual({ locale: 'zh-CN' });
  });

  it('spends a code once when the same code is submitted in parallel', async () => {
    const phone = newPhone();
    const capture = capturingProvider();
    await sendSmsCode(phone, meta(), capture.provider, 'Plaza', t.db);
    const code = capture.lastCode();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, () => signInWithSms({ phone, code }, meta(), t.db)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(await t.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(1);
  });
});

describe('SMS providers', () => {
  it('the development provider logs the code with the number masked', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const provider = createDevelopmentSmsProvider(pino(stream));
    const phone = newPhone();
    await sendSmsCode(phone, meta(), provider, 'Plaza', t.db);
    const entry = JSON.parse(lines.join('')) as { phone: string; sms: string };
    expect(entry.phone).toBe(`${'*'.repeat(phone.length - 4)}${phone.slice(-4)}`);
    expect(lines.join('')).not.toContain(phone);
    const code = /\b(\d{6})\b/.exec(entry.sms)?.[1] ?? '';
    await consumeSmsCode(phone, code, t.db);
  });

  it('the HTTP provider posts JSON with the bearer key, and a refusal is "Failed to send SMS"', async () => {
    const requests: { headers: IncomingMessage['headers']; body: string; method?: string | undefined }[] = [];
    let status = 200;
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        requests.push({ headers: request.headers, body, method: request.method });
        response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
    try {
      const provider = createHttpSmsProvider({ url, apiKey: 'key-123', sender: 'Plaza' });
      const phone = newPhone();
      await sendSmsCode(phone, meta(), provider, 'Plaza', t.db);
      expect(requests).toHaveLength(1);
      expect(requests[0]!.method).toBe('POST');
      expect(requests[0]!.headers.authorization).toBe('Bearer key-123');
      expect(requests[0]!.headers['content-type']).toBe('application/json');
      const body = JSON.parse(requests[0]!.body) as { to: string; text: string; sender: string };
      expect(body.to).toBe(phone);
      expect(body.sender).toBe('Plaza');
      const code = /\b(\d{6})\b/.exec(body.text)?.[1] ?? '';
      await consumeSmsCode(phone, code, t.db);

      status = 500;
      const failed = await rejection(sendSmsCode(newPhone(), meta(), provider, 'Plaza', t.db));
      expect(failed).toBeInstanceOf(ApiError);
      expect((failed as ApiError).message).toBe('Failed to send SMS');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('the HTTP provider gives up after its timeout', async () => {
    const server = createServer(() => {
      // Never answers.
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
    try {
      const provider = createHttpSmsProvider({ url, apiKey: 'k', sender: 's' }, 200);
      const failed = await rejection(sendSmsCode(newPhone(), meta(), provider, 'Plaza', t.db));
      expect((failed as ApiError).message).toBe('Failed to send SMS');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
