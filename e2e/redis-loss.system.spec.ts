import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from './support/fixtures.ts';
import { systemPort, type SpawnedPlaza } from './support/spawnPlaza.ts';
import { startInstalledPlaza } from './support/installedPlaza.ts';
import { e2eDatabaseName } from './support/servers.ts';
import { privateRedis, type PrivateRedis } from './support/privateRedis.ts';
import { call, callerOf, expectData, SIGNED_OUT } from './support/plazaClient.ts';
import { openMessageStream } from './support/messageStream.ts';

// Redis is optional help, never a dependency: when it goes away the forum keeps answering as a
// single process would, says so once in the log, and uses Redis again when it returns.

const run = promisify(execFile);
const database = e2eDatabaseName('redis_loss');
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const redisPort = systemPort(54);

let redis: PrivateRedis;
let plaza: SpawnedPlaza;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

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
  plaza = await startInstalledPlaza({
    offset: 53,
    name: 'redis-loss',
    database,
    env: { REDIS_URL: redis.url, PAGE_CACHE_SECONDS: '60' },
  });
});

test.afterAll(async () => {
  await plaza?.stop('SIGKILL');
  await redis?.kill();
});

test('with Redis gone the forum answers as one process would, warns once, and uses Redis again when it returns', async ({
  accountsAt,
}) => {
  const [readerMember, writerMember] = await accountsAt(plaza.url).members('Reader', 'Writer');
  const [reader, writer] = [callerOf(readerMember), callerOf(writerMember)];
  const created = await expectData<{ id: number }>(
    call(plaza.url, writer, '/api/moment/create', { type: 0, title: `Before ${RUN}`, content: '<p>b</p>' }),
    'a moment before the outage',
  );
  await expect.poll(() => redisCli('PUBSUB', 'CHANNELS', 'plaza:*')).toContain('plaza:pages:changed');
  const linesBefore = redisLogLines().length;

  await redis.kill();
  const downSince = Date.now();

  // Reads, writes and the live count all keep working, without a single 5xx.
  const statuses: number[] = [];
  const stream = await openMessageStream(plaza.url, readerMember.token);
  statuses.push(stream.status);
  await stream.waitFor(/data: \{"count":0\}/);
  for (const path of ['/', '/moments', `/moment/${created.id}`, '/moments', `/moment/${created.id}`]) {
    const response = await fetch(`${plaza.url}${path}`, { headers: { 'user-agent': `Visitor ${path}` } });
    statuses.push(response.status);
  }
  const during = `During the outage ${RUN}`;
  const write = await call(plaza.url, writer, '/api/moment/create', {
    type: 0,
    title: during,
    content: '<p>d</p>',
  });
  statuses.push(write.status);
  // This process's cache is still cleared by its own writes.
  const moments = await fetch(`${plaza.url}/moments`);
  statuses.push(moments.status);
  expect(await moments.text()).toContain(during);
  // The fan-out falls back to this process's own listeners.
  const followed = await call(plaza.url, writer, '/api/follow/toggle', { userId: reader.id });
  statuses.push(followed.status);
  await stream.waitFor(/data: \{"count":1\}/);
  await stream.cancel();
  const wrongSignIn = await call(plaza.url, SIGNED_OUT, '/api/login/signin', {
    username: writerMember.email,
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
  // One warning per connection (each channel's publisher and subscriber, the commands): none twice.
  const components = outageLines.map((line) => /"component":"([^"]+)"/.exec(line)?.[1] ?? line);
  expect(components.length, outageLines.join('\n')).toBe(new Set(components).size);
  expect(plaza.output()).not.toMatch(/"level":50/);

  await redis.start();
  // Subscriptions come back, and the shared view window is written to Redis again.
  await expect
    .poll(() => redisCli('PUBSUB', 'CHANNELS', 'plaza:*'), { timeout: 10_000 })
    .toContain('plaza:pages:changed');
  await expect
    .poll(
      async () => {
        await fetch(`${plaza.url}/moment/${created.id}`, {
          headers: { 'user-agent': `Back ${Date.now()}` },
        });
        return redisCli('--scan', '--pattern', 'plaza:view:*');
      },
      { timeout: 10_000 },
    )
    .not.toBe('');
});
