import type { Page } from '@playwright/test';
import { expect, test, type Member } from './support/fixtures.ts';
import { signInBrowser, type OwnerSession } from './support/members.ts';
import { expectFitsWidth } from './support/browsing.ts';
import { wcagViolations } from './support/wcagAudit.ts';

// The owner sets the daily backup's time of day and how many archives are kept on the settings
// screen; the status page repeats it. A wrong value is refused with the reason in the reader's
// language, and an administrator neither sees the section nor may post it. Turned off at the end.

let owner: OwnerSession;
let admin: Member;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ accounts }) => {
  owner = await accounts.ownerSession();
  admin = await accounts.staff('ScheduleAdmin', 'admin');
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInBrowser(page.context(), owner);
  await page.goto('/admin/settings');
  await saveSchedule(page, { enabled: false, time: '03:00', keep: '7' }, 'Save the schedule');
  await page.context().close();
});

async function saveSchedule(
  page: Page,
  values: { enabled: boolean; time: string; keep: string },
  button: string,
): Promise<void> {
  const form = page.getByTestId('backup-schedule');
  await form.locator('input[name="enabled"]').setChecked(values.enabled);
  await form.locator('input[name="time"]').fill(values.time);
  await form.locator('input[name="keep"]').fill(values.keep);
  await Promise.all([page.waitForEvent('load'), form.getByRole('button', { name: button }).click()]);
}

test('the owner schedules a daily backup and sees it on the status page', async ({ browse }) => {
  const page = await browse({ as: owner, locale: 'en-US' });
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Daily backup', level: 2 })).toBeVisible();
  await saveSchedule(page, { enabled: true, time: '04:30', keep: '5' }, 'Save the schedule');
  await expect(page).toHaveURL(/\/admin\/settings\?saved=backups#backup-schedule$/);
  const form = page.getByTestId('backup-schedule');
  await expect(form.getByRole('status')).toHaveText('Saved.');
  await expect(form.getByLabel('Back up every day')).toBeChecked();
  await expect(form.locator('input[name="time"]')).toHaveValue('04:30');
  await expect(form.getByLabel('Backups kept')).toHaveValue('5');

  await page.goto('/admin/status');
  await expect(page.locator('[data-backup-schedule]')).toContainText(
    /Every day at 04:30 \(.+\), keeping the newest 5\./,
  );
  await page.getByRole('link', { name: 'Change the schedule' }).click();
  await expect(page).toHaveURL(/\/admin\/settings#backup-schedule$/);
});

test('a wrong time or count is refused with the reason, in both languages', async ({ browse }) => {
  const page = await browse({ as: owner, locale: 'en-US' });
  await page.goto('/admin/settings');
  await saveSchedule(page, { enabled: true, time: '04:30', keep: '0' }, 'Save the schedule');
  await expect(page.getByTestId('backup-schedule').getByRole('alert')).toHaveText(
    'Keep a whole number of backups from 1 to 365.',
  );
  // The refused values are shown again to correct; nothing was saved.
  await expect(page.getByTestId('backup-schedule').locator('input[name="keep"]')).toHaveValue('0');
  await page.goto('/admin/status');
  await expect(page.locator('[data-backup-schedule]')).toContainText('keeping the newest 5.');

  const chinese = await browse({ as: owner, locale: 'zh-CN' });
  await chinese.goto('/admin/settings');
  await expect(chinese.getByRole('heading', { name: '每日备份', level: 2 })).toBeVisible();
  const answered = chinese.waitForResponse(
    (response) =>
      response.url().endsWith('/admin/settings/backups') && response.request().method() === 'POST',
  );
  await saveSchedule(chinese, { enabled: true, time: '04:30', keep: '400' }, '保存备份计划');
  expect((await answered).status()).toBe(400);
  await expect(chinese.getByTestId('backup-schedule').getByRole('alert')).toHaveText(
    '保留份数须为 1 到 365 之间的整数。',
  );

  // A time no time field sends (a script's post) is refused the same way.
  const refused = await owner.api.post('/admin/settings/backups', {
    form: { enabled: 'on', time: '24:00', keep: '5' },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain('Enter a time of day as HH:MM, such as 03:00.');
});

test('the section in Chinese, dark, at phone width fits and passes axe', async ({ browse }) => {
  const page = await browse({ as: owner, locale: 'zh-CN', phone: true, colorMode: 'dark' });
  await page.goto('/admin/settings#backup-schedule');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const form = page.getByTestId('backup-schedule');
  await expect(form.getByLabel('每天备份')).toBeChecked();
  await expect(form.getByLabel('保留份数')).toHaveValue('5');
  await expect(form.getByRole('button', { name: '保存备份计划' })).toBeVisible();
  await expectFitsWidth(page);
  expect(await wcagViolations(page)).toEqual([]);
});

test('an administrator does not see the section and may not post it', async ({ browse }) => {
  const page = await browse({ as: admin, locale: 'en-US' });
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Site settings', level: 1 })).toBeVisible();
  await expect(page.getByTestId('backup-schedule')).toHaveCount(0);
  const origin = new URL(page.url()).origin;
  const refused = await admin.api.post('/admin/settings/backups', {
    form: { enabled: 'on', time: '01:00', keep: '1' },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);
});
