import { rmSync } from 'node:fs';
import { expect, test, type Member } from './support/fixtures.ts';
import { installPlaza, spawnPlaza, systemPort, type SpawnedPlaza } from './support/spawnPlaza.ts';
import { E2E_MYSQL, recreateDatabase, withAdminConnection } from './support/mysqlAdmin.ts';
import { e2eDatabaseName } from './support/servers.ts';
import { privateRedis, type PrivateRedis } from './support/privateRedis.ts';
import { call, callerOf, SIGNED_OUT } from './support/plazaClient.ts';
import { openMessageStream } from './support/messageStream.ts';

// Two app processes on one machine share one MySQL database and one Redis: a change made through
// one reaches people served by the other (live counts, cached pages), and limits hold across both.
// Shared pages are cached for every reader, members included, and emptied by the writes that change
// them (a new moment), not by the ones that do not (a like).

const base = process.env.PLAZA_E2E_PORT_BASE ?? '3100';
const dataDir = `.tmp/e2e-${base}/two-processes`;
const database = e2eDatabaseName('two_processes');
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

let redis: PrivateRedis;
let first: SpawnedPlaza;
let second: SpawnedPlaza;
let reader: Member;
let writer: Member;
let alone: SpawnedPlaza | undefined;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** A call to one of the two processes, as `who` (signed out when no one). */
async function post<T>(plaza: SpawnedPlaza, path: string, data: unknown, who?: Member) {
  const answer = await call(plaza.url, who ? callerOf(who) : SIGNED_OUT, path, data);
  return {
    status: answer.status,
    body: answer.body as { success: boolean; errorCode?: string; data: T },
  };
}

async function page(plaza: SpawnedPlaza, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${plaza.url}${path}`, { headers });
  return { response, html: await response.text() };
}

function spawnShared(offset: number): Promise<SpawnedPlaza> {
  return spawnPlaza({
    port: systemPort(offset),
    dataDir,
    // The real limits (factor 1), and a page cache long enough that only invalidation can refresh it.
    env: { REDIS_URL: redis.url, PAGE_CACHE_SECONDS: '60', RATE_LIMIT_FACTOR: '1' },
  });
}

test.beforeAll(async ({ accountsAt }) => {
  test.setTimeout(120_000);
  redis = privateRedis(systemPort(52));
  await redis.start();
  rmSync(dataDir, { recursive: true, force: true });
  await recreateDatabase(database);
  first = await spawnShared(50);
  await installPlaza(first.url, { ...E2E_MYSQL, database });
  second = await spawnShared(51);
  reader = await accountsAt(first.url).member('Reader');
  writer = await accountsAt(second.url).member('Writer');
});

test.afterAll(async () => {
  await first?.stop('SIGKILL');
  await second?.stop('SIGKILL');
  await alone?.stop('SIGKILL');
  await redis?.kill();
});

test('a message caused through one process reaches a member connected to the other at once', async () => {
  const stream = await openMessageStream(first.url, reader.token);
  expect(stream.status).toBe(200);
  try {
    await stream.waitFor(/event: count\ndata: \{"count":0\}/, 5000);
    const followed = await post(second, '/api/follow/toggle', { userId: reader.id }, writer);
    expect(followed.body).toMatchObject({ success: true });
    // The poll would take 30 s; only the fan-out through Redis delivers this within 3 s.
    await stream.waitFor(/data: \{"count":1\}/, 3000);
  } finally {
    await stream.cancel();
  }
});

test('a comment and a like made through one process reach a page open on the other at once', async () => {
  const { body } = await post<{ id: number }>(
    second,
    '/api/moment/create',
    { type: 0, title: `Live on both ${RUN}`, content: '<p>live</p>' },
    writer,
  );
  const momentId = body.data.id;
  const stream = await openMessageStream(first.url, reader.token, `?item=moment:${momentId}&after=0`);
  expect(stream.status).toBe(200);
  try {
    await stream.waitFor(/event: item\ndata: \{"type":"item\.counts"/, 5000);
    const commented = await post<{ id: number }>(
      second,
      '/api/comment/create',
      { entityType: 'moment', entityId: momentId, content: 'From the other process' },
      writer,
    );
    expect(commented.body).toMatchObject({ success: true });
    const created = new RegExp(
      `"type":"comment\\.created","topic":"moment:${momentId}","commentId":${commented.body.data.id}`,
    );
    await stream.waitFor(created, 3000);
    await post(second, '/api/like/toggle', { entityType: 'moment', entityId: momentId }, reader);
    await stream.waitFor(new RegExp(`"type":"item\\.likes","topic":"moment:${momentId}","likes":1`), 3000);
  } finally {
    await stream.cancel();
  }
});

test('a sign-in limit counts attempts made through both processes together', async () => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 11; attempt++) {
    const plaza = attempt % 2 === 0 ? first : second;
    const { status } = await post(plaza, '/api/login/signin', {
      username: writer.email,
      password: 'wrong-password-1',
    });
    statuses.push(status);
  }
  // Ten failed sign-ins per account (decision 007): five on each process, then the eleventh is refused.
  expect(
    statuses.slice(0, 10).every((status) => status !== 429),
    statuses.join(','),
  ).toBe(true);
  expect(statuses[10]).toBe(429);
});

test('a new moment shows on the pages that list it at once, through either process', async () => {
  for (const path of ['/', '/moments']) {
    await page(first, path);
    expect((await page(first, path)).response.headers.get('x-plaza-page-cache'), path).toBe('hit');
  }

  const here = `Written here ${RUN}`;
  expect(
    (await post(first, '/api/moment/create', { type: 0, title: here, content: '<p>here</p>' }, writer)).body,
  ).toMatchObject({ success: true });
  expect((await page(first, '/')).html).toContain(here);
  expect((await page(first, '/moments')).html).toContain(here);

  const there = `Written there ${RUN}`;
  expect(
    (await post(second, '/api/moment/create', { type: 0, title: there, content: '<p>there</p>' }, writer))
      .body,
  ).toMatchObject({ success: true });
  await expect.poll(async () => (await page(first, '/')).html, { timeout: 2000 }).toContain(there);
  await expect.poll(async () => (await page(first, '/moments')).html, { timeout: 2000 }).toContain(there);
});

test('two members and a signed-out reader are served the same cached bytes', async () => {
  const { body } = await post<{ id: number }>(
    first,
    '/api/moment/create',
    { type: 0, title: `Same for all ${RUN}`, content: '<p>same</p>' },
    writer,
  );
  for (const path of ['/', `/moment/${body.data.id}`]) {
    const answers = [];
    for (const cookie of [
      '',
      `token=${reader.token}; plaza_member=1`,
      `token=${writer.token}; plaza_member=1`,
    ]) {
      const { response, html } = await page(first, path, cookie ? { cookie } : {});
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toMatch(/^public, max-age=0, s-maxage=60,/);
      expect(response.headers.get('vary') ?? '', path).not.toMatch(/cookie/i);
      answers.push({ state: response.headers.get('x-plaza-page-cache'), html });
    }
    // The members' requests were answered from the copy the signed-out reader's request rendered.
    expect(
      answers.map((answer) => answer.state),
      path,
    ).toEqual([answers[0]!.state, 'hit', 'hit']);
    expect(new Set(answers.map((answer) => answer.html)).size, path).toBe(1);
    // Rendered for nobody: neither member's private pages are linked from it.
    expect(answers[0]!.html).not.toContain('/user/messages');
  }
});

test('a like by a member leaves the cached pages in place', async () => {
  const { body } = await post<{ id: number }>(
    first,
    '/api/moment/create',
    { type: 0, title: `Liked ${RUN}`, content: '<p>like me</p>' },
    writer,
  );
  const path = `/moment/${body.data.id}`;
  // The new moment's own invalidations may reach this process after a first render: the pages are
  // held before the like, so a miss afterwards can only be the like's or the follow's doing.
  for (const shown of ['/', path]) {
    await expect
      .poll(async () => (await page(first, shown)).response.headers.get('x-plaza-page-cache'), {
        message: shown,
      })
      .toBe('hit');
  }
  const liked = await post(
    second,
    '/api/like/toggle',
    { entityType: 'moment', entityId: body.data.id },
    reader,
  );
  expect(liked.body).toMatchObject({ success: true });
  const followed = await post(first, '/api/follow/toggle', { userId: writer.id }, reader);
  expect(followed.body).toMatchObject({ success: true });
  for (const shown of ['/', path]) {
    const member = await page(first, shown, { cookie: `token=${reader.token}` });
    expect(member.response.headers.get('x-plaza-page-cache'), shown).toBe('hit');
  }
});

test('a process that cannot hear the others (no Redis) shows a new moment within its cache period', async () => {
  alone = await spawnPlaza({
    port: systemPort(58),
    dataDir,
    env: { PAGE_CACHE_SECONDS: '3', RATE_LIMIT_FACTOR: '1' },
  });
  await page(alone, '/');
  expect((await page(alone, '/')).response.headers.get('x-plaza-page-cache')).toBe('hit');
  const title = `Unheard ${RUN}`;
  const created = await post(first, '/api/moment/create', { type: 0, title, content: '<p>u</p>' }, writer);
  expect(created.body).toMatchObject({ success: true });
  // Written through another process: this one serves its copy until it expires, then the new one.
  const startedAt = Date.now();
  await expect
    .poll(async () => (await page(alone!, '/')).html, { timeout: 6000, intervals: [250] })
    .toContain(title);
  expect(Date.now() - startedAt).toBeLessThan(5000);
  // Its own writes empty its own pages at once.
  const own = `Written alone ${RUN}`;
  await post(alone, '/api/moment/create', { type: 0, title: own, content: '<p>o</p>' }, writer);
  expect((await page(alone, '/')).html).toContain(own);
});

test('views of a cached detail page are still counted, once per viewer (member or not) across processes, never for bots', async () => {
  const { body } = await post<{ id: number }>(
    first,
    '/api/moment/create',
    { type: 0, title: `Viewed ${RUN}`, content: '<p>v</p>' },
    writer,
  );
  const path = `/moment/${body.data.id}`;
  const visit = async (plaza: SpawnedPlaza, userAgent: string) =>
    (await page(plaza, path, { 'user-agent': userAgent })).response.headers.get('x-plaza-page-cache');
  expect(await visit(first, 'Reader One')).toBe('miss');
  expect(await visit(first, 'Reader Two')).toBe('hit');
  expect(await visit(first, 'Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe('hit');
  // The same viewer on the other process is the same viewer (the window is shared through Redis).
  await visit(second, 'Reader Two');
  await visit(second, 'Reader Two');
  // A member's views count as theirs, whichever process and cache serves them.
  const member = async (plaza: SpawnedPlaza) =>
    (
      await page(plaza, path, { 'user-agent': 'Reader One', cookie: `token=${reader.token}` })
    ).response.headers.get('x-plaza-page-cache');
  expect(await member(first)).toBe('hit');
  expect(await member(second)).toBe('hit');
  await expect
    .poll(async () =>
      withAdminConnection(async (connection) => {
        const [rows] = await connection.query(
          `SELECT view_count AS views FROM \`${database}\`.moments WHERE id = ?`,
          [body.data.id],
        );
        return Number((rows as Array<{ views: number }>)[0]?.views);
      }),
    )
    .toBe(3);
});
