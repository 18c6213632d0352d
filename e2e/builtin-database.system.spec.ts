import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { saveE2eForumSettings, spawnPlaza, systemPort, type SpawnedPlaza } from './support/spawnPlaza.ts';
import { createMoment } from './support/content.ts';
import { E2E_ADMIN } from './support/servers.ts';

// `npm start` on a machine where no database is configured: the wizard's default, the built-in
// database, is a private mariadbd under DATA_DIR/mysql on a socket, started and stopped with the
// forum and brought back when it dies (decision 067). DATABASE_URL is emptied, so nothing points the
// forum at the machine's shared MariaDB, and the built-in server listens on no TCP port at all.

const base = process.env.PLAZA_E2E_PORT_BASE ?? '3100';
const dataDir = resolve(`.tmp/e2e-${base}/builtin-database`);
const mysqlDir = resolve(dataDir, 'mysql');
const port = systemPort(84);
const env = { DATABASE_URL: '', PLAZA_PROCESSES: '1' };
const TITLE = 'Kept in the built-in database';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let plaza: SpawnedPlaza | undefined;
let momentId = 0;

function mariadbdPid(): number {
  return Number(readFileSync(resolve(mysqlDir, 'mysqld.pid'), 'utf8').trim());
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function installThroughTheWizard(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/install`);
  await expect(page.getByRole('heading', { name: 'Welcome to Plaza' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByRole('radio', {
      name: 'Built-in database (MariaDB in the data folder, started and stopped with the forum)',
    }),
  ).toBeChecked();
  // The first start initialises the data folder (mariadb-install-db) before it answers.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Site Information' })).toBeFocused({ timeout: 90_000 });
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('status')).toContainText('The built-in database is running (MariaDB');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Site name').fill('Built-in Forum');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Administrator username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByLabel('Confirm password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Language Settings' })).toBeFocused();
  await expect(page.getByText('Built-in database', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Install' }).click();
  await expect(page.getByRole('heading', { name: 'Installation Complete' })).toBeVisible({ timeout: 60_000 });
}

async function expectMoment(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/moment/${momentId}`);
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
}

test.beforeAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

test.afterAll(async () => {
  await plaza?.stop('SIGTERM');
});

test('the wizard installs the forum on the built-in database, which keeps its content across a restart', async ({
  page,
  accountsAt,
}) => {
  plaza = await spawnPlaza({ port, dataDir, env });
  await installThroughTheWizard(page, plaza.url);

  const config = JSON.parse(readFileSync(resolve(dataDir, 'config.json'), 'utf8')) as {
    database: Record<string, unknown>;
  };
  expect(config.database).toMatchObject({ builtin: true, socketPath: resolve(mysqlDir, 'mysqld.sock') });
  expect(statSync(mysqlDir).mode & 0o777).toBe(0o700);
  const pid = mariadbdPid();
  const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  expect(args).toContain('--skip-networking');
  expect(args).toContain(`--datadir=${resolve(mysqlDir, 'data')}`);

  await saveE2eForumSettings(plaza.url);
  const member = await accountsAt(plaza.url).member('builtin');
  momentId = await createMoment(member.api, { title: TITLE });
  await expectMoment(page, plaza.url);

  // SIGTERM: the app drains, then the built-in server shuts down cleanly, and the launcher exits 0.
  expect(await plaza.stop('SIGTERM')).toBe(0);
  expect(plaza.output()).toContain('the built-in database stopped');
  expect(isAlive(pid)).toBe(false);
  expect(existsSync(resolve(mysqlDir, 'mysqld.sock'))).toBe(false);

  plaza = await spawnPlaza({ port, dataDir, env });
  expect(plaza.output()).toContain('starting the built-in database');
  await expectMoment(page, plaza.url);
});

test('a built-in server killed outright comes back, and the forum answers and takes writes again', async ({
  page,
  accountsAt,
}) => {
  const running = plaza ?? (plaza = await spawnPlaza({ port, dataDir, env }));
  const killed = mariadbdPid();
  process.kill(killed, 'SIGKILL');
  await expect
    .poll(() => running.output(), { timeout: 15_000 })
    .toMatch(/the built-in database exited \(SIGKILL\); restarting it in 1 s/);
  await expect
    .poll(() => running.output(), { timeout: 60_000 })
    .toContain('the built-in database is answering again');
  await expect.poll(async () => (await fetch(`${running.url}/readyz`)).status, { timeout: 30_000 }).toBe(200);
  expect(mariadbdPid()).not.toBe(killed);

  const member = await accountsAt(running.url).member('afterkill');
  const later = await createMoment(member.api, { title: 'Written after the restart' });
  await page.goto(`${running.url}/moment/${later}`);
  await expect(page.getByRole('heading', { name: 'Written after the restart', level: 1 })).toBeVisible();
  await expectMoment(page, running.url);
});

test('in a cluster, a worker asks the primary to start the built-in database, which stops after the workers', async () => {
  const clusterDir = resolve(`.tmp/e2e-${base}/builtin-database-cluster`);
  rmSync(clusterDir, { recursive: true, force: true });
  const cluster = await spawnPlaza({
    port: systemPort(85),
    dataDir: clusterDir,
    env: { DATABASE_URL: '', PLAZA_PROCESSES: '2' },
  });
  try {
    const status = await fetch(`${cluster.url}/api/install/status`);
    expect(await status.json()).toMatchObject({
      data: { installed: false, builtinDatabase: { available: true } },
    });
    const install = await fetch(`${cluster.url}/api/install/install`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: cluster.url },
      body: JSON.stringify({
        siteTitle: 'Built-in cluster',
        language: 'zh-CN',
        databaseKind: 'builtin',
        username: E2E_ADMIN.username,
        password: E2E_ADMIN.password,
        rePassword: E2E_ADMIN.password,
      }),
    });
    expect(await install.json()).toMatchObject({ success: true });
    // Both workers serve from it: each answers readiness once it has read the new config.
    for (let round = 0; round < 6; round += 1) {
      await expect
        .poll(async () => (await fetch(`${cluster.url}/readyz`)).status, { timeout: 15_000 })
        .toBe(200);
    }
    const pid = Number(readFileSync(resolve(clusterDir, 'mysql', 'mysqld.pid'), 'utf8').trim());
    expect(await cluster.stop('SIGTERM')).toBe(0);
    const output = cluster.output();
    expect(output.indexOf('all workers stopped')).toBeGreaterThan(-1);
    expect(output.indexOf('the built-in database stopped')).toBeGreaterThan(
      output.indexOf('all workers stopped'),
    );
    expect(isAlive(pid)).toBe(false);
  } finally {
    await cluster.stop('SIGKILL');
  }
});
