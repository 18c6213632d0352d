import { defineConfig, devices } from '@playwright/test';
import { rmSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { E2E_PREVIEW_PORT, E2E_SERVERS } from './e2e/support/servers.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/support/chromiumFlags.ts';

// The runner sets the run id once; workers inherit it through the environment.
process.env.PLAZA_E2E_RUN ??= `${process.pid}`;
if (process.env.TEST_WORKER_INDEX === undefined) {
  for (const server of Object.values(E2E_SERVERS)) {
    rmSync(resolve(server.dataDir), { recursive: true, force: true });
    mkdirSync(resolve(server.dataDir), { recursive: true });
  }
}

const chromium = {
  ...devices['Desktop Chrome'],
  // The forum's service worker (decision 063) would take pages' requests out of page.route()'s
  // reach; e2e/webApp.spec.ts, e2e/push.spec.ts and e2e/console-clean.spec.ts allow it.
  serviceWorkers: 'block' as const,
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  },
};

const serverCommand = (port: number, dataDir: string) => ({
  command: 'node scripts/serve.ts',
  url: `http://127.0.0.1:${port}/api/install/status`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'pipe' as const,
  // Every spec signs in from 127.0.0.1; the limits themselves are proven by integration tests.
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    // Mails sent from the outbox have no request to take an origin from: their links (and the
    // one-click unsubscribe header, which must be absolute) name this one.
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_FACTOR: '100',
    ENABLE_DEV_PAGES: 'true',
    // The link preview spec's local page (e2e/linkpreviews.settings.spec.ts); no other private host.
    PREVIEW_PRIVATE_HOSTS: `127.0.0.1:${E2E_PREVIEW_PORT}`,
  },
});

export default defineConfig({
  testDir: './e2e',
  outputDir: `./test-results/${process.env.PLAZA_E2E_PORT_BASE ?? 'default'}`,
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAZA_PW_JSON ?? '.tmp/playwright-results.json' }]],
  globalTeardown: './e2e/support/globalTeardown.ts',
  // Recording traces has hung context teardown past the test timeout on these machines after a
  // passing test; failures still leave an error-context page snapshot. PLAZA_E2E_TRACE=on records them.
  use: { trace: process.env.PLAZA_E2E_TRACE === 'on' ? 'retain-on-failure' : 'off', locale: 'en-US' },
  webServer: [
    serverCommand(E2E_SERVERS.fresh.port, E2E_SERVERS.fresh.dataDir),
    serverCommand(E2E_SERVERS.main.port, E2E_SERVERS.main.dataDir),
  ],
  projects: [
    { name: 'install', testMatch: /install\.spec\.ts/, use: { ...chromium, baseURL: E2E_SERVERS.fresh.url } },
    { name: 'setup', testMatch: /support\/installMain\.setup\.ts/, use: { baseURL: E2E_SERVERS.main.url } },
    {
      name: 'app',
      testIgnore: [/install\.spec\.ts/, /support\//, /\.settings\.spec\.ts$/, /\.system\.spec\.ts$/],
      dependencies: ['setup'],
      use: { ...chromium, baseURL: E2E_SERVERS.main.url },
    },
    {
      // Specs that switch site settings (modules, e-mail rules) run after the rest, one at a time,
      // so no other test sees the settings they change.
      name: 'app-settings',
      testMatch: /\.settings\.spec\.ts$/,
      dependencies: ['app'],
      workers: 1,
      use: { ...chromium, baseURL: E2E_SERVERS.main.url },
    },
    {
      // Specs that start their own servers, databases or Redis (processes, faults, replicas).
      name: 'system',
      testMatch: /\.system\.spec\.ts$/,
      use: { ...chromium },
    },
  ],
});
