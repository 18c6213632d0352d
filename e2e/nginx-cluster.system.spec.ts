import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { request, type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { pngBytes } from './support/pngFile.ts';
import { installPlaza, spawnPlaza, systemPort, type SpawnedPlaza } from './support/spawnPlaza.ts';
import { E2E_MYSQL, recreateDatabase, withAdminConnection } from './support/mysqlAdmin.ts';
import { privateRedis, type PrivateRedis } from './support/privateRedis.ts';
import { e2eDatabaseName } from './support/servers.ts';
import { S3RVER_CREDENTIALS, startS3TestServer, type S3TestServer } from '../tests/s3TestServer.ts';

// The README's way to grow past one machine: Debian's nginx terminates TLS in front of two app
// servers with data folders of their own, one database, Redis and an S3 bucket, and caches shared
// pages by Plaza's Cache-Control. nginx runs deploy/nginx/plaza-cluster.conf as it is shipped.

const base = process.env.PLAZA_E2E_PORT_BASE ?? '3100';
const root = resolve(`.tmp/e2e-${base}/nginx-cluster`);
const database = e2eDatabaseName('nginx_cluster');
const PROXY_PORT = systemPort(74);
const PURGE_PORT = systemPort(75);
const PROXY = `https://127.0.0.1:${PROXY_PORT}`;
const RUN = Date.now().toString(36);

let redis: PrivateRedis;
let s3: S3TestServer;
let first: SpawnedPlaza;
let second: SpawnedPlaza;
let nginx: ChildProcess | undefined;
let nginxOutput = '';
let proxy: APIRequestContext;
let token = '';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

/** The shipped site file with this run's values, inside a minimal nginx.conf of the spec's own. */
function writeNginxConfig(apps: SpawnedPlaza[]): string {
  const values: Record<string, string> = {
    PLAZA_SERVER_NAME: '127.0.0.1',
    PLAZA_LISTEN: `127.0.0.1:${PROXY_PORT}`,
    PLAZA_TLS_CERT: join(root, 'tls.crt'),
    PLAZA_TLS_KEY: join(root, 'tls.key'),
    PLAZA_CACHE_DIR: join(root, 'nginx-cache'),
    PLAZA_APP_1: new URL(apps[0]!.url).host,
    PLAZA_APP_2: new URL(apps[1]!.url).host,
    PLAZA_PURGE_LISTEN: `127.0.0.1:${PURGE_PORT}`,
    PLAZA_APP_NETWORK: '127.0.0.0/8',
  };
  const site = readFileSync('deploy/nginx/plaza-cluster.conf', 'utf8').replace(
    /\$\{(PLAZA_[A-Z0-9_]+)\}/g,
    (_, name: string) => values[name] ?? `\${${name}}`,
  );
  expect(site).not.toMatch(/\$\{PLAZA_/);
  writeFileSync(join(root, 'plaza.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${join(root, `nginx-${name}`)};`;
  const main = [
    'load_module /usr/lib/nginx/modules/ngx_http_cache_purge_module.so;',
    // Started as root, nginx runs its workers as `nobody`, who cannot reach a cache folder inside a
    // checkout under a private directory (a `mktemp -d` clone): every cached answer was a 500.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'daemon off;',
    `pid ${join(root, 'nginx.pid')};`,
    `error_log ${join(root, 'nginx-error.log')} warn;`,
    'events {}',
    'http {',
    '  access_log off;',
    `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
    '  include /etc/nginx/mime.types;',
    `  include ${join(root, 'plaza.conf')};`,
    '}',
  ].join('\n');
  writeFileSync(join(root, 'nginx.conf'), main);
  return join(root, 'nginx.conf');
}

async function startNginx(config: string): Promise<void> {
  // Another process on the port (an nginx an earlier run left behind, say) would answer in its place.
  if (await listening(PROXY_PORT)) throw new Error(`port ${PROXY_PORT} is already taken`);
  nginx = spawn('/usr/sbin/nginx', ['-c', config, '-p', root], { stdio: ['ignore', 'pipe', 'pipe'] });
  nginx.stdout?.on('data', (chunk: Buffer) => (nginxOutput += chunk.toString()));
  nginx.stderr?.on('data', (chunk: Buffer) => (nginxOutput += chunk.toString()));
  const deadline = Date.now() + 10_000;
  while (!(await listening(PROXY_PORT))) {
    if (nginx.exitCode !== null || Date.now() > deadline)
      throw new Error(`nginx did not start:\n${nginxOutput}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

async function homeThroughProxy(headers: Record<string, string> = {}) {
  const response = await proxy.get('/', { headers });
  expect(response.status()).toBe(200);
  return { cache: response.headers()['x-cache-status'], html: await response.text() };
}

async function momentIp(title: string): Promise<string> {
  return withAdminConnection(async (connection) => {
    const [rows] = await connection.query(`SELECT ip FROM \`${database}\`.moments WHERE title = ?`, [title]);
    return String((rows as Array<{ ip: string }>)[0]?.ip);
  });
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(join(root, 'nginx-cache'), { recursive: true });
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      join(root, 'tls.key'),
      '-out',
      join(root, 'tls.crt'),
    ],
    { stdio: 'ignore' },
  );
  redis = privateRedis(systemPort(78));
  await redis.start();
  s3 = await startS3TestServer();
  await recreateDatabase(database);
  const env = {
    ...S3RVER_CREDENTIALS,
    STORAGE_URL: s3.storageUrl({ prefix: 'uploads' }),
    REDIS_URL: redis.url,
    TRUST_PROXY: 'true',
    PUBLIC_ORIGIN: PROXY,
    // Long enough that only a purge can refresh the proxy's copy within the test.
    PAGE_CACHE_SECONDS: '60',
    PROXY_PURGE_URLS: `http://127.0.0.1:${PURGE_PORT}/purge`,
  };
  first = await spawnPlaza({ port: systemPort(76), dataDir: join(root, 'first'), env });
  await installPlaza(first.url, { ...E2E_MYSQL, database });
  // The second server has only the installer's file: the same database, nothing else of the first's.
  mkdirSync(join(root, 'second'), { recursive: true });
  copyFileSync(join(root, 'first', 'config.json'), join(root, 'second', 'config.json'));
  second = await spawnPlaza({ port: systemPort(77), dataDir: join(root, 'second'), env });
  await startNginx(writeNginxConfig([first, second]));
  proxy = await request.newContext({
    baseURL: PROXY,
    ignoreHTTPSErrors: true,
    extraHTTPHeaders: { origin: PROXY },
  });
});

/**
 * SIGTERM: nginx's master stops its workers and then itself. A SIGKILL would end the master alone and
 * leave its workers listening on the port, to answer the next run's requests.
 */
async function stopNginx(): Promise<void> {
  if (!nginx || nginx.exitCode !== null || nginx.signalCode !== null) return;
  const exited = new Promise((done) => nginx!.once('exit', done));
  nginx.kill('SIGTERM');
  const stopped = await Promise.race([
    exited.then(() => true),
    new Promise<boolean>((done) => setTimeout(() => done(false), 10_000)),
  ]);
  if (!stopped) nginx.kill('SIGKILL');
}

test.afterAll(async () => {
  await proxy?.dispose();
  await stopNginx();
  await first?.stop('SIGKILL');
  await second?.stop('SIGKILL');
  await redis?.kill();
  await s3?.stop();
  await withAdminConnection((connection) => connection.query(`DROP DATABASE IF EXISTS \`${database}\``));
});

test('a member signed up over HTTPS through the proxy is signed in on both servers', async ({
  accountsAt,
}) => {
  const member = await accountsAt(PROXY, { ignoreHTTPSErrors: true }).member('Proxy');
  token = member.token;
  // X-Forwarded-Proto from the proxy is trusted: the cookie the sign-up set is Secure and HSTS is sent.
  const { cookies } = await member.api.storageState();
  const cookie = cookies.find((one) => one.name === 'token');
  expect(cookie?.value).toBe(token);
  expect(cookie?.secure).toBe(true);
  const current = await member.api.get('/api/user/current');
  expect(current.headers()['strict-transport-security']).toBeTruthy();
  expect(((await current.json()) as { data: { nickname: string } | null }).data?.nickname).toBe(
    member.nickname,
  );

  for (const server of [first, second]) {
    const current = await fetch(`${server.url}/api/user/current`, { headers: { cookie: `token=${token}` } });
    expect(((await current.json()) as { data: { nickname: string } | null }).data?.nickname).toBe(
      member.nickname,
    );
  }
});

test('an image uploaded through one server is served by the other and through the proxy', async () => {
  const picture = await pngBytes(40, 30, '#e0562f');
  const upload = await fetch(`${first.url}/api/upload`, {
    method: 'POST',
    headers: { cookie: `token=${token}`, origin: first.url },
    body: (() => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'red.png');
      return form;
    })(),
  });
  const uploaded = (await upload.json()) as { data?: { url: string } };
  expect(uploaded.data?.url, JSON.stringify(uploaded)).toMatch(/^\/uploads\//);
  const fromFirst = Buffer.from(await (await fetch(`${first.url}${uploaded.data!.url}`)).arrayBuffer());
  const fromSecond = await fetch(`${second.url}${uploaded.data!.url}`);
  expect(fromSecond.status).toBe(200);
  expect(Buffer.from(await fromSecond.arrayBuffer())).toEqual(fromFirst);
  const throughProxy = await proxy.get(uploaded.data!.url);
  expect(throughProxy.status()).toBe(200);
  expect(Buffer.from(await throughProxy.body())).toEqual(fromFirst);
});

test('the proxy caches shared pages, and a new moment purges its copies of / in every language', async () => {
  const chinese = { cookie: 'locale=zh-CN' };
  for (const headers of [{}, chinese]) {
    await homeThroughProxy(headers);
    expect((await homeThroughProxy(headers)).cache).toBe('HIT');
  }
  const title = `Through the proxy ${RUN}`;
  const created = await proxy.post('/api/moment/create', {
    headers: { cookie: `token=${token}`, 'x-forwarded-for': '203.0.113.7' },
    data: { type: 0, title, content: '<p>Purged from the proxy</p>', tags: [] },
  });
  expect(created.ok(), await created.text()).toBe(true);
  for (const headers of [{}, chinese]) {
    const home = await homeThroughProxy(headers);
    expect(home.cache).not.toBe('HIT');
    expect(home.html).toContain(title);
  }
  // The proxy set the reader's address itself: a forwarded address the reader sent is not used.
  expect(await momentIp(title)).toBe('127.0.0.1');
});

test('an app server trusts the forwarded address from the proxy (TRUST_PROXY)', async () => {
  const title = `Forwarded ${RUN}`;
  const created = await fetch(`${second.url}/api/moment/create`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: second.url,
      cookie: `token=${token}`,
      'x-forwarded-for': '198.51.100.4',
    },
    body: JSON.stringify({ type: 0, title, content: '<p>From behind the proxy</p>', tags: [] }),
  });
  expect(created.ok, await created.text()).toBe(true);
  expect(await momentIp(title)).toBe('198.51.100.4');
});
