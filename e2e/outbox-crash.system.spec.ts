import { startSmtpSink, type SmtpSink } from '../tests/smtpSink.ts';
import { expect, test } from './support/fixtures.ts';
import { e2eDatabaseName } from './support/servers.ts';
import { withAdminConnection } from './support/mysqlAdmin.ts';
import { startInstalledPlaza } from './support/installedPlaza.ts';
import { spawnPlaza, systemPort, type SpawnedPlaza } from './support/spawnPlaza.ts';
import { call, callerOf, expectData } from './support/plazaClient.ts';

// Mail is recorded with the write that asks for it (decision 028). With the SMTP server down, a
// forum killed with SIGKILL before it could deliver loses nothing: the next process delivers every
// mail once the server is back, and none twice.

const RUN = Date.now().toString(36);
const DATABASE = e2eDatabaseName('outbox_crash');
const PORT = systemPort(72);
const SMTP_PORT = systemPort(73);
// The folder startInstalledPlaza gives this forum (offset 72, name 'outbox-crash'), started again after the kill.
const DATA_DIR = `.tmp/e2e-system-${PORT}/outbox-crash`;
const PRIVATE_SETTINGS_CACHE_MS = 5_300;

test.describe.configure({ timeout: 120_000 });

let plaza: SpawnedPlaza | undefined;
let sink: SmtpSink | undefined;

test.afterAll(async () => {
  await plaza?.stop('SIGKILL');
  await sink?.close();
});

async function waitingMails(): Promise<number> {
  return withAdminConnection(async (connection) => {
    const [rows] = await connection.query(
      `SELECT COUNT(*) AS n FROM \`${DATABASE}\`.outbox_events WHERE type = 'mail.requested'`,
    );
    return Number((rows as Array<{ n: number }>)[0]!.n);
  });
}

test('mails recorded while SMTP is down survive SIGKILL and arrive once after it is back', async ({
  accountsAt,
}) => {
  plaza = await startInstalledPlaza({ offset: 72, name: 'outbox-crash', database: DATABASE });
  const url = plaza.url;

  const accounts = accountsAt(url);
  const owner = callerOf(await accounts.ownerSession());
  const smtp = {
    host: '127.0.0.1',
    port: SMTP_PORT,
    secure: false,
    username: '',
    from: 'Plaza <no-reply@plaza.test>',
  };
  await expectData(call(url, owner, '/api/admin/settings/private', { smtp }), 'save the SMTP settings');
  await new Promise((done) => setTimeout(done, PRIVATE_SETTINGS_CACHE_MS));

  // Nothing listens on SMTP_PORT: each verification mail fails its first attempt and waits.
  const addresses = [1, 2, 3].map((n) => `outbox-${n}-${RUN}@example.com`);
  for (const [index, address] of addresses.entries()) {
    const member = callerOf(await accounts.member(`Outbox ${index}`));
    await expectData(
      call(url, member, '/api/user/email', { email: address }),
      `change ${member.label}'s e-mail`,
    );
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
