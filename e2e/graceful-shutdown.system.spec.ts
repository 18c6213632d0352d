import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, test, type Accounts } from './support/fixtures.ts';
import { installPlaza, spawnPlaza, systemPort, type SpawnedPlaza } from './support/spawnPlaza.ts';
import { E2E_MYSQL, recreateDatabase } from './support/mysqlAdmin.ts';
import { e2eDatabaseName } from './support/servers.ts';
import { openMessageStream } from './support/messageStream.ts';

// SIGTERM (a deploy, a process manager, Ctrl-C) lets requests under way finish, closes live streams,
// and exits 0 — in a single process and in a cluster of workers.

const run = promisify(execFile);
const base = process.env.PLAZA_E2E_PORT_BASE ?? '3100';
const dataDir = `.tmp/e2e-${base}/graceful-shutdown`;
const database = e2eDatabaseName('graceful_shutdown');

// Long enough that the refusal can be seen on a busy machine before it finishes.
const SLOW_REQUEST_MS = 5000;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

function exited(plaza: SpawnedPlaza): Promise<number | null> {
  if (plaza.process.exitCode !== null) return Promise.resolve(plaza.process.exitCode);
  return new Promise((done) => plaza.process.once('exit', (code) => done(code)));
}

async function stopWhileBusy(plaza: SpawnedPlaza, accountsAt: (url: string) => Accounts): Promise<void> {
  const owner = await accountsAt(plaza.url).ownerSession();
  const stream = await openMessageStream(plaza.url, owner.token);
  expect(stream.status).toBe(200);
  await stream.waitFor(/event: count/);
  const { events } = stream;

  const slow = fetch(`${plaza.url}/api/dev/slow?ms=${SLOW_REQUEST_MS}`);
  await new Promise((done) => setTimeout(done, 500));
  const signalledAt = Date.now();
  plaza.process.kill('SIGTERM');
  const exitCode = exited(plaza);

  // The live stream is closed at once rather than holding the shutdown for its whole life. Events
  // already on their way (the conversations totals follow the count) may still arrive before the end.
  const drained = async (): Promise<string> => {
    for (;;) if ((await events.read()).done) return 'ended';
  };
  const streamEnd = await Promise.race([
    drained().catch(() => 'ended'),
    new Promise((done) => setTimeout(() => done('still open'), 2000)),
  ]);
  expect(streamEnd).toBe('ended');

  // New connections are refused while the slow request finishes (in a cluster, once every worker
  // has heard of the stop: the primary may hand one more connection to a worker that has not yet).
  // A probe that is neither answered nor refused soon is cut, so one stalled connection on a busy
  // machine cannot use up the window; the window closes well before the slow request ends.
  await expect
    .poll(
      () =>
        fetch(`${plaza.url}/api/install/status`, { signal: AbortSignal.timeout(400) }).then(
          () => 'answered',
          (error: Error) => (error.name === 'TimeoutError' ? 'no answer yet' : 'refused'),
        ),
      { timeout: SLOW_REQUEST_MS - 1500, intervals: [50] },
    )
    .toBe('refused');

  const answer = await slow;
  expect(answer.status).toBe(200);
  expect(await answer.json()).toMatchObject({ success: true, data: { waitedMs: SLOW_REQUEST_MS } });
  expect(await exitCode).toBe(0);
  expect(Date.now() - signalledAt).toBeLessThan(10_000);
  expect(plaza.output()).not.toMatch(/"level":50|Error:/);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(dataDir, { recursive: true, force: true });
  await recreateDatabase(database);
  const plaza = await spawnPlaza({ port: systemPort(55), dataDir, env: { ENABLE_DEV_PAGES: 'true' } });
  await installPlaza(plaza.url, { ...E2E_MYSQL, database });
  await plaza.stop('SIGKILL');
});

test('one process finishes the request under way, closes live streams and exits 0', async ({
  accountsAt,
}) => {
  const plaza = await spawnPlaza({ port: systemPort(55), dataDir, env: { ENABLE_DEV_PAGES: 'true' } });
  try {
    await stopWhileBusy(plaza, accountsAt);
  } finally {
    await plaza.stop('SIGKILL');
  }
});

test('a cluster of two workers does the same when its primary is told to stop', async ({ accountsAt }) => {
  const plaza = await spawnPlaza({
    port: systemPort(56),
    dataDir,
    env: { ENABLE_DEV_PAGES: 'true', PLAZA_PROCESSES: '2' },
  });
  // Each worker announces itself once it serves; a stop must find every worker serving.
  const serving = () => plaza.output().split('Server listening on').length - 1;
  try {
    expect(plaza.output()).toContain('starting 2 processes');
    await expect.poll(serving, { timeout: 30_000 }).toBe(2);
    const workers = async () =>
      (await run('ps', ['-o', 'pid=', '--ppid', String(plaza.process.pid)])).stdout
        .split(/\s+/)
        .filter(Boolean)
        .map(Number);
    await expect.poll(async () => (await workers()).length).toBe(2);
    // A worker that dies is replaced.
    const [victim] = await workers();
    process.kill(victim!, 'SIGKILL');
    await expect.poll(() => plaza.output()).toContain(`worker ${victim} ended`);
    await expect
      .poll(async () => {
        const now = await workers();
        return now.length === 2 && !now.includes(victim!);
      })
      .toBe(true);
    await expect.poll(serving, { timeout: 30_000 }).toBe(3);
    await stopWhileBusy(plaza, accountsAt);
    expect(plaza.output()).toContain('all workers stopped');
  } finally {
    await plaza.stop('SIGKILL');
  }
});
