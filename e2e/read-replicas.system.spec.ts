import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './support/fixtures.ts';
import { startPrivateMariadb, type PrivateMariadb } from '../tests/privateMariadb.ts';
import { E2E_ADMIN } from './support/servers.ts';
import { installPlaza, spawnPlaza, systemPort, type SpawnedPlaza } from './support/spawnPlaza.ts';

// Issue 8: with DATABASE_REPLICA_URLS set, the running forum reads plain GETs from the replica,
// mutations and a browser that just wrote from the primary, and falls back when the replica is down.
// The "replica" is a copy taken once, so whatever the primary gains afterwards (a new session)
// shows where each read went.

const run = promisify(execFile);
const DATA_DIR = resolve(`.tmp/e2e-replicas-${process.env.PLAZA_E2E_PORT_BASE ?? 'default'}`);

let primary: PrivateMariadb;
let copy: PrivateMariadb;
let plaza: SpawnedPlaza;

async function copyPrimaryToReplica(): Promise<void> {
  const { stdout } = await run(
    'mariadb-dump',
    ['--host=127.0.0.1', `--port=${primary.port}`, '--user=root', '--single-transaction', 'plaza'],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  await new Promise<void>((done, fail) => {
    const child = execFile(
      'mariadb',
      ['--host=127.0.0.1', `--port=${copy.port}`, '--user=root', 'plaza'],
      (error) => (error ? fail(error) : done()),
    );
    child.stdin?.end(stdout);
  });
}

async function currentUser(cookie: string): Promise<string | null> {
  const response = await fetch(`${plaza.url}/api/user/current`, { headers: { cookie } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { username: string | null } | null };
  return body.data?.username ?? null;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  // One after the other: two mariadb-install-db runs at once can collide in the shared /tmp.
  primary = await startPrivateMariadb({ port: systemPort(67) });
  copy = await startPrivateMariadb({ port: systemPort(68) });
  for (const server of [primary, copy]) {
    const admin = await server.connect();
    await admin.query('CREATE DATABASE plaza CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
    await admin.end();
  }
  plaza = await spawnPlaza({
    port: systemPort(69),
    dataDir: DATA_DIR,
    env: { DATABASE_REPLICA_URLS: `mysql://root@127.0.0.1:${copy.port}/plaza` },
  });
  await installPlaza(plaza.url, {
    host: '127.0.0.1',
    port: primary.port,
    username: 'root',
    password: '',
    database: 'plaza',
  });
  await copyPrimaryToReplica();
});

test.afterAll(async () => {
  await plaza?.stop();
  await Promise.all([primary?.destroy(), copy?.destroy()]);
  rmSync(DATA_DIR, { recursive: true, force: true });
});

test('reads follow the replica, writes and a writer’s next requests the primary, and a dead replica falls back', async () => {
  const signin = await fetch(`${plaza.url}/api/login/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: plaza.url },
    body: JSON.stringify({ username: E2E_ADMIN.username, password: E2E_ADMIN.password }),
  });
  expect(signin.status).toBe(200);
  const cookies = signin.headers.getSetCookie();
  const token = cookies.find((cookie) => cookie.startsWith('token='))?.split(';')[0] ?? '';
  const recentWrite = cookies.find((cookie) => cookie.startsWith('plaza_rw='));
  expect(token).toMatch(/^token=./);
  // The sign-in wrote a session, so the browser reads the primary for a few seconds.
  expect(recentWrite).toMatch(/^plaza_rw=\d+; Max-Age=5; Path=\/; HttpOnly; SameSite=Lax$/);

  // The new session exists only on the primary: a plain read from the replica does not find it.
  expect(await currentUser(token)).toBeNull();
  // With the recent-write cookie the same read goes to the primary.
  expect(await currentUser(`${token}; ${recentWrite!.split(';')[0]}`)).toBe(E2E_ADMIN.username);

  // A mutation reads the primary throughout: the check-in sees the signed-in member.
  const checkin = await fetch(`${plaza.url}/api/checkin`, {
    method: 'POST',
    headers: { cookie: token, origin: plaza.url },
  });
  const checkinBody = (await checkin.json()) as { success: boolean; errorCode: number };
  expect(checkinBody.errorCode).not.toBe(1);

  // A replica that is down: reads fall back to the primary, pages keep working.
  await copy.stop();
  expect(await currentUser(token)).toBe(E2E_ADMIN.username);
  expect((await fetch(`${plaza.url}/`)).status).toBe(200);
  expect((await fetch(`${plaza.url}/readyz`)).status).toBe(200);
  expect(plaza.output()).not.toMatch(/api error/);
});
