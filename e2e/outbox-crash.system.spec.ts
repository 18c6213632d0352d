import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { startSmtpSink, type SmtpSink } from '../tests/smtpSink.ts';
import { E2E_ADMIN, e2eDatabaseName } from './support/servers.ts';
import { E2E_MYSQL, recreateDatabase, withAdminConnection } from './support/mysqlAdmin.ts';
import { installPlaza, spawnPlaza, systemPort, type SpawnedPlaza } from './support/spawnPlaza.ts';

// Mail is recorded with the write that asks for it (decision 028). With the SMTP server down, a
// forum killed with SIGKILL before it could deliver loses nothing: the next process delivers every
// mail once the server is back, and none twice.

const RUN = Date.now().toString(36);
const DATABASE = e2eDatabaseName('outbox_crash');
const PORT = systemPort(72);
const SMTP_PORT = systemPort(73);
const DATA_DIR = `.tmp/e2e-system-${PORT}/outbox-crash`;
const PRIVATE_SETTINGS_CACHE_MS = 5_300;

test.describe.configure({ timeout: 120_000 });

let plaza: SpawnedPlaza | undefined;
let sink: SmtpSink | undefined;

test.afterAll(async () => {
  await plaza?.stop('SIGKILL');
  await sink?.close();
});

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${plaza!.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: plaza!.url,
      ...(token ? { cookie: `token=${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { success: boolean; data?: { token?: string } };
}

async function waitingMails(): Promise<number> {
  return withAdminConnection(async (connection) => {
    const [rows] = await connection.query(
      `SELECT COUNT(*) AS n FROM \`${DATABASE}\`.outbox_events WHERE type = 'mail.requested'`,
    );
    return Number((rows as Array<{ n: number }>)[0]!.n);
  });
}

test('mails recorded while SMTP is down survive SIGKILL and arrive once after it is back', async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  await recreateDatabase(DATABASE);
  plaza = await spawnPlaza({ port: PORT, dataDir: DATA_DIR });
  await installPlaza(plaza.url, { ...E2E_MYSQL, database: DATABASE });

  const owner = await post('/api/login/signin', {
    username: E2E_ADMIN.username,
    password: E2E_ADMIN.password,
  });
  const smtp = {
    host: '127.0.0.1',
    port: SMTP_PORT,
    secure: false,
    username: '',
    from: 'Plaza <no-reply@plaza.test>',
  };
  expect(await post('/api/admin/settings/private', { smtp }, owner.data!.token)).toMatchObject({
    success: true,
  });
  await new Promise((done) => setTimeout(done, PRIVATE_SETTINGS_CACHE_MS));

  // Nothing listens on SMTP_PORT: each verification mail fails its first attempt and waits.
  const addresses = [1, 2, 3].map((n) => `outbox-${n}-${RUN}@example.com`);
  for (const [index, address] of addresses.entries()) {
    const member = await post('/api/login/signup', {
      nickname: `Outbox ${index}`,
      email: `signup-${index}-${RUN}@example.com`,
      password: 'member-pass',
      rePassword: 'member-pass',
    });
    expect(member.success).toBe(true);
    expect(await post('/api/user/email', { email: address }, member.data!.token)).toMatchObject({
      success: true,
    });
  }
  expect(await waitingMails()).toBeGreaterThanOrEqual(addresses.length);

  await plaza.stop('SIGKILL');
  sink = await startSmtpSink({ port: SMTP_PORT });
  plaza = await spawnPlaza({ port: PORT, dataDir: DATA_DIR });

  for (const address of addresses) {
    const mail = await sink.waitFor((received) => received.to.includes(address), 60_000);
    expect(mail.text).toContain('/user/email/verify?token=');
  }
  await expect.poll(waitingMails, { timeout: 15_000 }).toBe(0);
  // A few more polls of the outbox send nothing again.
  await new Promise((done) => setTimeout(done, 5_000));
  for (const address of addresses) expect(sink.to(address)).toHaveLength(1);
});
