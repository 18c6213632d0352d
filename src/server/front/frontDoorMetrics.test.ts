import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openFrontDoor } from './frontDoor.ts';
import type { RoutePattern } from '../metrics/routeLabels.ts';

const TOKEN = 'front-door-metrics-token';
const ROUTES: RoutePattern[] = [
  { pattern: '/moment/[id]', regex: '^\\/moment\\/([^/]+?)\\/?$', flags: '', prefix: ['moment'] },
];

let server: Server | undefined;
let clientDir: string | undefined;

afterEach(async () => {
  await new Promise((done) => server?.close(done) ?? done(undefined));
  if (clientDir) rmSync(clientDir, { recursive: true, force: true });
  server = undefined;
});

async function start(metricsToken: string | null): Promise<string> {
  clientDir = mkdtempSync(join(tmpdir(), 'plaza-client-'));
  writeFileSync(join(clientDir, 'favicon.svg'), 'x');
  server = createServer((_request, response) => response.end('static'));
  openFrontDoor(server, {
    app: (request: IncomingMessage, response: ServerResponse) => {
      response.statusCode = request.url === '/metrics' ? 404 : 200;
      response.end(`app ${request.url}`);
    },
    clientDir,
    cache: null,
    routes: ROUTES,
    metricsToken,
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const scrape = (base: string, authorization?: string) =>
  fetch(`${base}/metrics`, authorization ? { headers: { authorization } } : {});

/** The value of one series in Prometheus text, 0 when it is not there yet. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics at the front door', () => {
  it('is the app’s (its 404) when no token is configured', async () => {
    const base = await start(null);
    const response = await scrape(base, `Bearer ${TOKEN}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('app /metrics');
  });

  it('refuses a missing and a wrong token alike, without a body or a cacheable answer', async () => {
    const base = await start(TOKEN);
    const answers = [
      await scrape(base),
      await scrape(base, `Bearer ${TOKEN}-wrong`),
      await scrape(base, TOKEN),
    ];
    for (const response of answers) {
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toBe('');
    }
  });

  it('answers the token holder in Prometheus text, never cached', async () => {
    const base = await start(TOKEN);
    const response = await scrape(base, `Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toContain('# TYPE plaza_http_requests_total counter');
    expect(text).toContain('# TYPE plaza_http_request_duration_seconds histogram');
    const posted = await fetch(`${base}/metrics`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(posted.status).toBe(405);
  });

  it('counts and times each request under its route pattern, method and status', async () => {
    const base = await start(TOKEN);
    const series = 'plaza_http_requests_total{route="/moment/[id]",method="GET",status="200"}';
    const before = sample(await (await scrape(base, `Bearer ${TOKEN}`)).text(), series);
    await (await fetch(`${base}/moment/12`)).text();
    await (await fetch(`${base}/moment/13?tab=hot`)).text();
    await (await fetch(`${base}/favicon.svg`)).text();
    await (await fetch(`${base}/wp-login.php`, { method: 'PROPFIND' })).text();
    const text = await (await scrape(base, `Bearer ${TOKEN}`)).text();
    expect(sample(text, series)).toBe(before + 2);
    expect(
      sample(text, 'plaza_http_requests_total{route="static",method="GET",status="200"}'),
    ).toBeGreaterThan(0);
    expect(
      sample(text, 'plaza_http_requests_total{route="other",method="OTHER",status="200"}'),
    ).toBeGreaterThan(0);
    expect(
      sample(text, 'plaza_http_request_duration_seconds_count{route="/moment/[id]",method="GET"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(text).not.toContain('/moment/12');
  });
});
