import { rmSync } from 'node:fs';
import { expect, test } from './support/fixtures.ts';
import { installPlaza, spawnPlaza, systemPort, type SpawnedPlaza } from './support/spawnPlaza.ts';
import { E2E_MYSQL, recreateDatabase } from './support/mysqlAdmin.ts';
import { e2eDatabaseName } from './support/servers.ts';
import { openMessageStream } from './support/messageStream.ts';
import { parsePrometheusText, sumOf, type PrometheusText } from './support/prometheusText.ts';

// Issue 42: an operator's monitoring system scrapes GET /metrics with the configured token and reads
// the forum's figures in Prometheus text format; without the token it learns nothing, and a forum
// without a token has no such page. In a cluster one scrape shows every worker's own figures.

const base = process.env.PLAZA_E2E_PORT_BASE ?? '3100';
const dataDir = `.tmp/e2e-${base}/metrics`;
const database = e2eDatabaseName('metrics');
const TOKEN = `metrics-token-${Date.now().toString(36)}-e2e`;

let plaza: SpawnedPlaza;
let untokened: SpawnedPlaza | undefined;
let cluster: SpawnedPlaza | undefined;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(dataDir, { recursive: true, force: true });
  await recreateDatabase(database);
  plaza = await spawnPlaza({ port: systemPort(50), dataDir, env: { METRICS_TOKEN: TOKEN } });
  await installPlaza(plaza.url, { ...E2E_MYSQL, database });
});

test.afterAll(async () => {
  await plaza?.stop('SIGKILL');
  await untokened?.stop('SIGKILL');
  await cluster?.stop('SIGKILL');
});

const scrapeAnswer = (url: string, authorization?: string) =>
  fetch(`${url}/metrics`, { headers: authorization ? { authorization } : {} });

async function scrape(url: string): Promise<PrometheusText> {
  const response = await scrapeAnswer(url, `Bearer ${TOKEN}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return parsePrometheusText(await response.text());
}

const EXPECTED_TYPES: Record<string, string> = {
  plaza_http_requests_total: 'counter',
  plaza_http_request_duration_seconds: 'histogram',
  plaza_page_cache_lookups_total: 'counter',
  plaza_db_query_duration_seconds: 'histogram',
  plaza_db_pool_connections: 'gauge',
  plaza_outbox_due_events: 'gauge',
  plaza_outbox_oldest_due_age_seconds: 'gauge',
  plaza_outbox_failures_total: 'counter',
  plaza_mails_total: 'counter',
  plaza_event_streams: 'gauge',
  process_resident_memory_bytes: 'gauge',
  nodejs_eventloop_lag_seconds: 'gauge',
  nodejs_heap_size_used_bytes: 'gauge',
};

test('a scrape with the token reads every figure in Prometheus text, with bounded labels', async () => {
  await (await fetch(`${plaza.url}/`)).text();
  await (await fetch(`${plaza.url}/moment/424242`)).text();
  const scraped = await scrape(plaza.url);
  for (const [name, type] of Object.entries(EXPECTED_TYPES)) expect(scraped.types.get(name), name).toBe(type);
  const requests = scraped.samples.filter((sample) => sample.name === 'plaza_http_requests_total');
  expect(requests.length).toBeGreaterThan(0);
  for (const { labels } of requests) {
    expect(Object.keys(labels).sort()).toEqual(['method', 'route', 'status']);
    expect(labels.route).not.toContain('424242');
  }
  expect(
    sumOf(scraped, 'plaza_http_requests_total', { route: '/moment/[id]', method: 'GET' }),
  ).toBeGreaterThan(0);
  for (const state of ['used', 'idle', 'waiting']) {
    expect(
      scraped.samples.some(
        (sample) =>
          sample.name === 'plaza_db_pool_connections' &&
          sample.labels.state === state &&
          sample.labels.pool === 'primary',
      ),
      state,
    ).toBe(true);
  }
  expect(sumOf(scraped, 'plaza_db_query_duration_seconds_count', { pool: 'primary' })).toBeGreaterThan(0);
  expect(sumOf(scraped, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
  expect(plaza.output()).not.toContain(TOKEN);
});

test('a request raises its route’s counter and a repeated page view counts a cache hit', async () => {
  const before = await scrape(plaza.url);
  const home = { route: '/', method: 'GET', status: '200' };
  for (let view = 0; view < 3; view++) await (await fetch(`${plaza.url}/`)).text();
  const after = await scrape(plaza.url);
  expect(sumOf(after, 'plaza_http_requests_total', home)).toBe(
    sumOf(before, 'plaza_http_requests_total', home) + 3,
  );
  expect(sumOf(after, 'plaza_http_request_duration_seconds_count', { route: '/', method: 'GET' })).toBe(
    sumOf(before, 'plaza_http_request_duration_seconds_count', { route: '/', method: 'GET' }) + 3,
  );
  expect(sumOf(after, 'plaza_page_cache_lookups_total', { result: 'hit' })).toBeGreaterThan(
    sumOf(before, 'plaza_page_cache_lookups_total', { result: 'hit' }),
  );
});

test('an open event stream shows while it is open', async ({ accountsAt }) => {
  const member = await accountsAt(plaza.url).member('Streamer');
  const stream = await openMessageStream(plaza.url, member.token);
  try {
    await stream.waitFor(/event: count/, 5000);
    expect(sumOf(await scrape(plaza.url), 'plaza_event_streams')).toBe(1);
  } finally {
    await stream.cancel();
  }
  await expect.poll(async () => sumOf(await scrape(plaza.url), 'plaza_event_streams')).toBe(0);
});

test('without the token, or with a wrong one, the scrape is refused the same way', async () => {
  for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, `Basic ${TOKEN}`]) {
    const response = await scrapeAnswer(plaza.url, authorization);
    expect(response.status, String(authorization)).toBe(401);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('');
  }
});

test('a forum started without a token has no metrics page', async () => {
  untokened = await spawnPlaza({ port: systemPort(51), dataDir });
  for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
    expect((await scrapeAnswer(untokened.url, authorization)).status).toBe(404);
  }
});

test('a cluster of two workers answers one scrape with each worker’s own figures', async () => {
  cluster = await spawnPlaza({
    port: systemPort(53),
    dataDir,
    env: { METRICS_TOKEN: TOKEN, PLAZA_PROCESSES: '2' },
  });
  const workersIn = (scraped: PrometheusText) =>
    new Set(
      scraped.samples
        .filter((sample) => sample.name === 'process_resident_memory_bytes')
        .map((sample) => sample.labels.worker),
    );
  // The second worker may still be starting when the first answers.
  await expect.poll(async () => workersIn(await scrape(cluster!.url)).size, { timeout: 20_000 }).toBe(2);
  const before = await scrape(cluster.url);
  const workers = [...workersIn(before)];
  expect(workers.every((worker) => /^\d+$/.test(worker ?? ''))).toBe(true);
  for (const sample of before.samples) expect(sample.labels.worker, sample.name).toBeDefined();
  const home = { route: '/', method: 'GET', status: '200' };
  for (let view = 0; view < 6; view++) await (await fetch(`${cluster.url}/`)).text();
  const after = await scrape(cluster.url);
  expect(sumOf(after, 'plaza_http_requests_total', home)).toBe(
    sumOf(before, 'plaza_http_requests_total', home) + 6,
  );
  expect((await scrapeAnswer(cluster.url)).status).toBe(401);
});
