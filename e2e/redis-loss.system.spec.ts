import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { installPlaza, spawnPlaza, systemPort, type SpawnedPlaza } from './support/spawnPlaza.ts';
import { E2E_MYSQL, recreateDatabase } from './support/mysqlAdmin.ts';
import { e2eDatabaseName } from './support/servers.ts';
import { privateRedis, type PrivateRedis } from './support/privateRedis.ts';
import { call, signUp } from './support/plazaClient.ts';

// Redis is optional help, never a dependency: when it goes away the forum keeps answering as a
// single process would, says so once in the log, and uses Redis again when it returns.

const run = promisify(execFile);
const base = process.env.PLAZA_E2E_PORT_BASE ?? '3100';
const dataDir = `.tmp/e2e-${base}/redis-loss`;
const database = e2eDatabaseName('redis_loss');
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const redisPort = systemPort(54);

let redis: PrivateRedis;
let plaza: SpawnedPlaza;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

async function post<T>(path: string, data: unknown, token?: string) {
  const answer = await call(plaza.url, { label: 'member', id: 0, token: token ?? null }, path, data);
  return { status: answer.status, body: answer.body as { success: boolean; data: T } };
}

async function redisCli(...args: string[]): Promise<string> {
  const { stdout } = await run('redis-cli', ['-p', String(redisPort), ...args]);
  return stdout.trim();
}

function redisLogLines(): string[] {
  return plaza
    .output()
    .split('\n')
    .filter((line) => /redis/i.test(line));
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  redis = privateRedis(redisPort);
  await redis.start();
  rmSync(dataDir, { recursive: true, force: true });
  await recreateDatabase(database);
  plaza = await spawnPlaza({
    port: systemPort(53),
    dataDir,
    env: { REDIS_URL: redis.url, PAGE_CACHE_SECONDS: '60' },
  });
  await installPlaza(plaza.url, { ...E2E_MYSQL, database });
});

test.afterAll(async () => {
  await plaza?.stop('SIGKILL');
  await redis?.kill();
});

test('with Redis gone the forum answers as one process would, warns once, and uses Redis again when it returns', async () => {
  const reader = await signUp(plaza.url, 'reader', RUN);
  const writer = await signUp(plaza.url, 'writer', RUN);
  const { body: created } = await post<{ id: number }>(
    '/api/moment/create',
    { type: 0, title: `Before ${RUN}`, content: '<p>b</p>' },
    writer.token,
  );
  await expect.poll(() => redisCli('PUBSUB', 'CHANNELS', 'plaza:*')).toContain('plaza:pages:changed');
  const linesBefore = redisLogLines().length;

  await redis.kill();
  const downSince = Date.now();

  // Reads, writes and the live count all keep working, without a single 5xx.
  const statuses: number[] = [];
  const stream = await fetch(`${plaza.url}/api/user/msg_stream`, {
    headers: { cookie: `token=${reader.token}`, accept: 'text/event-stream' },
  });
  statuses.push(stream.status);
  const events = stream.body!.getReader();
  let received = '';
  const read = async (pattern: RegExp) => {
    while (!pattern.test(received)) {
      const chunk = await events.read();
      if (chunk.done) throw new Error(`stream ended: ${received}`);
      received += new TextDecoder().decode(chunk.value);
    }
  };
  await read(/data: \{"count":0\}/);
  for (const path of [
    '/',
    '/moments',
    `/moment/${created.data.id}`,
    '/moments',
    `/moment/${created.data.id}`,
  ]) {
    const response = await fetch(`${plaza.url}${path}`, { headers: { 'user-agent': `Visitor ${path}` } });
    statuses.push(response.status);
  }
  const during = `During the outage ${RUN}`;
  const write = await post(
    '/api/moment/create',
    { type: 0, title: during, content: '<p>d</p>' },
    writer.token,
  );
  statuses.push(write.status);
  // This process's cache is still cleared by its own writes.
  const moments = await fetch(`${plaza.url}/moments`);
  statuses.push(moments.status);
  expect(await moments.text()).toContain(during);
  // The fan-out falls back to this process's own listeners.
  const followed = await post('/api/follow/toggle', { userId: reader.id }, writer.token);
  statuses.push(followed.status);
  await read(/data: \{"count":1\}/);
  await events.cancel();
  const wrongSignIn = await post('/api/login/signin', {
    username: `writer-${RUN}@example.test`,
    password: 'wrong-pass-1',
  });
  statuses.push(wrongSignIn.status);
  expect(
    statuses.filter((status) => status >= 500),
    statuses.join(','),
  ).toEqual([]);

  // Several seconds of reconnect attempts: one warning per connection, not one per attempt.
  await new Promise((done) => setTimeout(done, Math.max(0, 8000 - (Date.now() - downSince))));
  const outageLines = redisLogLines().slice(linesBefore);
  expect(outageLines.length, outageLines.join('\n')).toBeGreaterThan(0);
  expect(outageLines.length, outageLines.join('\n')).toBeLessThanOrEqual(8);
  expect(plaza.output()).not.toMatch(/"level":50/);

  await redis.start();
  // Subscriptions come back, and the shared view window is written to Redis again.
  await expect
    .poll(() => redisCli('PUBSUB', 'CHANNELS', 'plaza:*'), { timeout: 10_000 })
    .toContain('plaza:pages:changed');
  await expect
    .poll(
      async () => {
        await fetch(`${plaza.url}/moment/${created.data.id}`, {
          headers: { 'user-agent': `Back ${Date.now()}` },
        });
        return redisCli('--scan', '--pattern', 'plaza:view:*');
      },
      { timeout: 10_000 },
    )
    .not.toBe('');
});
