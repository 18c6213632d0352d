import { expect, test } from './support/fixtures.ts';
import { spawnPlaza, systemPort, type SpawnedPlaza } from './support/spawnPlaza.ts';
import { watchCsp } from './support/cspWatch.ts';
import { islandsHydrated } from './support/islands.ts';

// HSTS only when the browser came over HTTPS: a trusted proxy's X-Forwarded-Proto counts, an
// untrusted one does not. Uninstalled forums are enough: the headers come before the install gate.

const RUN = `${Date.now().toString(36)}`;
const HTTPS = { 'x-forwarded-proto': 'https' };

let behindProxy: SpawnedPlaza;
let direct: SpawnedPlaza;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  // Spawning and installing forums outlasts the default 30 s on a busy machine, as in the other system specs.
  test.setTimeout(120_000);
  [behindProxy, direct] = await Promise.all([
    spawnPlaza({
      port: systemPort(96),
      dataDir: `.tmp/system-hsts-${RUN}/proxy`,
      env: { TRUST_PROXY: 'true' },
    }),
    spawnPlaza({
      port: systemPort(97),
      dataDir: `.tmp/system-hsts-${RUN}/direct`,
      env: { TRUST_PROXY: 'false' },
    }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([behindProxy?.stop(), direct?.stop()]);
});

async function hsts(url: string, headers: Record<string, string> = {}): Promise<string | null> {
  const response = await fetch(url, { headers, redirect: 'manual' });
  return response.headers.get('strict-transport-security');
}

test('HSTS is sent for HTTPS behind a trusted proxy, on pages, API answers and redirects', async () => {
  for (const path of ['/install', '/api/install/status', '/', '/api/no-such-endpoint']) {
    const value = await hsts(`${behindProxy.url}${path}`, HTTPS);
    expect(value, path).toMatch(/^max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(value ?? '')?.[1]), path).toBeGreaterThanOrEqual(31_536_000);
    expect(await hsts(`${behindProxy.url}${path}`), `${path} over plain HTTP`).toBeNull();
    expect(await hsts(`${behindProxy.url}${path}`, { 'x-forwarded-proto': 'http' }), path).toBeNull();
  }
});

test('an untrusted X-Forwarded-Proto earns no HSTS', async () => {
  for (const path of ['/install', '/api/install/status']) {
    expect(await hsts(`${direct.url}${path}`, HTTPS), path).toBeNull();
  }
});

test('the install wizard works under the policy', async ({ page }) => {
  const csp = await watchCsp(page);
  await page.goto(`${direct.url}/install`);
  await islandsHydrated(page);
  await expect(page.getByRole('heading', { name: 'Welcome to Plaza' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Database Configuration' })).toBeFocused();
  // The built-in database is the first choice (decision 067); the existing server's fields come with its own.
  await page.getByRole('radio', { name: 'An existing MySQL 5.7+ / MariaDB 10.6+ server' }).check();
  await page.getByLabel('Host', { exact: true }).fill('127.0.0.1');
  await expect(page.getByLabel('Host', { exact: true })).toHaveValue('127.0.0.1');
  expect(csp.take()).toEqual([]);
});
