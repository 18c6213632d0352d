import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from './support/servers.ts';
import { gotoHydrated } from './support/gotoHydrated.ts';
import { E2E_SMTP_PORT, startE2eSmtpSink, type SmtpSink } from './support/smtpSink.ts';
import { startSmtpSink } from '../tests/smtpSink.ts';
import { wcagViolations } from './support/wcagAudit.ts';
import { COLOR_MODE_KEY } from '../src/stores/colorMode.ts';

// Mail survives an SMTP outage: with the mail server down a verification mail waits in the outbox,
// the administrator sees it on /admin/deliveries with its error and can retry it, and once the
// server is back it arrives exactly once. A settings spec: it points the forum's mail at a port
// that is closed at first.

let sink: SmtpSink | undefined;
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.beforeAll(async () => {
  // Configured for the sink's port, then the sink is stopped: the forum's mail server is down.
  const down = await startE2eSmtpSink();
  await down.close();
});
test.afterAll(async () => {
  await sink?.close();
});

async function signIn(request: APIRequestContext, username: string, password: string): Promise<void> {
  const response = await request.post('/api/login/signin', { data: { username, password } });
  expect(response.ok(), await response.text()).toBe(true);
}

async function member(request: APIRequestContext, label: string) {
  const email = `deliveries-${label}-${RUN}@example.com`;
  const response = await request.post('/api/login/signup', {
    data: { nickname: `Deliv ${label}`, email, password: 'member-pass', rePassword: 'member-pass' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

function deliveryOf(page: Page, address: string) {
  return page.locator('[data-delivery]').filter({ hasText: address });
}

test('a mail that failed waits on the deliveries screen, is retried there and arrives once', async ({
  page,
  browser,
}) => {
  const visitor = await browser.newContext();
  const address = await member(visitor.request, 'verify');
  const asked = await visitor.request.post('/api/user/email', { data: { email: address } });
  expect(asked.ok(), await asked.text()).toBe(true);

  // A member cannot see the screen nor retry anything.
  const refusedPage = await visitor.request.get('/admin/deliveries', { maxRedirects: 0 });
  expect(refusedPage.status()).toBe(403);
  const refusedRetry = await visitor.request.post('/api/admin/deliveries/retry', { data: { id: 1 } });
  expect(refusedRetry.status()).toBe(403);
  await visitor.close();

  await signIn(page.request, E2E_ADMIN.username, E2E_ADMIN.password);
  await gotoHydrated(page, '/admin/deliveries');
  await expect(page.getByRole('heading', { level: 1, name: 'Deliveries' })).toBeVisible();
  const row = deliveryOf(page, address);
  await expect(row).toContainText('Mail');
  await expect(row).toContainText('Mail not sent');
  expect(await wcagViolations(page)).toEqual([]);

  // Retrying while the server is still down makes a fresh attempt that fails again; the screen
  // reloads itself once the answer is in.
  const reloaded = page.waitForEvent('load');
  await row.getByRole('button', { name: 'Retry now' }).click();
  await reloaded;
  await expect(deliveryOf(page, address)).toContainText('Attempts: 1');

  // The mail server comes back: the forum's own retries deliver the mail, once.
  sink = await startSmtpSink({ port: E2E_SMTP_PORT });
  const mail = await sink.waitFor((received) => received.to.includes(address), 30_000);
  expect(mail.text).toContain('/user/email/verify?token=');
  await expect
    .poll(
      async () => {
        await page.reload();
        return deliveryOf(page, address).count();
      },
      { timeout: 15_000 },
    )
    .toBe(0);
  expect(sink.to(address)).toHaveLength(1);
});

test('the deliveries screen speaks Chinese, fits a phone and reads in dark mode', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL ?? '', localStorage: [{ name: COLOR_MODE_KEY, value: 'dark' }] }],
    },
  });
  await context.addCookies([{ name: 'locale', value: 'zh-CN', url: baseURL ?? '' }]);
  const page = await context.newPage();
  await signIn(page.request, E2E_ADMIN.username, E2E_ADMIN.password);
  await gotoHydrated(page, '/admin/deliveries');
  await expect(page.getByRole('heading', { level: 1, name: '投递队列' })).toBeVisible();
  await expect(page.getByText('成员操作在别处还需引发的事')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await wcagViolations(page)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});
