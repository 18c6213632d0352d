import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { gotoHydrated } from './support/gotoHydrated.ts';
import { signInOwnerPage } from './support/members.ts';
import { E2E_SMTP_PORT, startE2eSmtpSink, type SmtpSink } from './support/smtpSink.ts';
import { startSmtpSink } from '../tests/smtpSink.ts';
import { wcagViolations } from './support/wcagAudit.ts';

// Mail survives an SMTP outage: with the mail server down a verification mail waits in the outbox,
// the administrator sees it on /admin/deliveries with its error and can retry it, and once the
// server is back it arrives exactly once. A settings spec: it points the forum's mail at a port
// that is closed at first.

let sink: SmtpSink | undefined;

test.beforeAll(async () => {
  // Configured for the sink's port, then the sink is stopped: the forum's mail server is down.
  const down = await startE2eSmtpSink();
  await down.close();
});
test.afterAll(async () => {
  await sink?.close();
});

function deliveryOf(page: Page, address: string) {
  return page.locator('[data-delivery]').filter({ hasText: address });
}

test('a mail that failed waits on the deliveries screen, is retried there and arrives once', async ({
  page,
  secondMember: member,
}) => {
  const address = member.email;
  const asked = await member.api.post('/api/user/email', { data: { email: address } });
  expect(asked.ok(), await asked.text()).toBe(true);

  // A member cannot see the screen nor retry anything.
  const refusedPage = await member.api.get('/admin/deliveries', { maxRedirects: 0 });
  expect(refusedPage.status()).toBe(403);
  const refusedRetry = await member.api.post('/api/admin/deliveries/retry', { data: { id: 1 } });
  expect(refusedRetry.status()).toBe(403);

  await signInOwnerPage(page);
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

test('the deliveries screen speaks Chinese, fits a phone and reads in dark mode', async ({ browse }) => {
  const page = await browse({ locale: 'zh-CN', browserLocale: 'en-US', phone: true, colorMode: 'dark' });
  await signInOwnerPage(page);
  await gotoHydrated(page, '/admin/deliveries');
  await expect(page.getByRole('heading', { level: 1, name: '投递队列' })).toBeVisible();
  await expect(page.getByText('成员操作在别处还需引发的事')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await wcagViolations(page)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
