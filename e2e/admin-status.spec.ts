import type { Page } from '@playwright/test';
import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expectFitsWidth } from './support/browsing.ts';
import { expect, test, type Member } from './support/fixtures.ts';
import type { OwnerSession } from './support/members.ts';
import { wcagViolations } from './support/wcagAudit.ts';
import { E2E_SERVERS } from './support/servers.ts';

// The owner's status page (issue 42): the servers, the work waiting, the last day's traffic drawn
// as plots, the disk and the backups; "Back up now" takes one that the owner downloads. Anyone else
// is refused the page and the archive.

let owner: OwnerSession;
let admin: Member;
let member: Member;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ accounts }) => {
  owner = await accounts.ownerSession();
  admin = await accounts.staff('StatusAdmin', 'admin');
  member = await accounts.member('StatusMember');
});

/** Presses "Back up now" and waits for the page it redirects to. */
async function backUpNow(page: Page, button: string): Promise<void> {
  await Promise.all([
    page.waitForURL(/\/admin\/status\?backup=/),
    page.getByRole('button', { name: button }).click(),
  ]);
}

test('the owner reads the status page, takes a backup and downloads it', async ({ browse }) => {
  test.setTimeout(60_000);
  const page = await browse({ as: owner, locale: 'en-US' });
  const response = await page.goto('/admin/status');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toContain('no-store');
  await expect(page.getByRole('heading', { name: 'Status', level: 1 })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Admin' });
  await expect(menu.getByRole('link', { name: 'Status' })).toHaveAttribute('aria-current', 'page');

  await expect(page.locator('[data-fact="version"] dd')).toHaveText(/^\d+\.\d+\.\d+/);
  await expect(page.locator('[data-fact="uptime"] dd')).toHaveText(/\d+ (min|h|d)/);
  await expect(page.locator('[data-fact="database"] dd')).toContainText('MariaDB');
  await expect(page.locator('[data-fact="database"] dd')).toContainText(/answered in \d+ ms/);
  await expect(page.locator('[data-fact="outbox"] dd')).toHaveText(/^\d+$/);
  await expect(page.locator('[data-fact="uploads"] dd')).toHaveText(/ in \d+ files?$/);
  await expect(page.locator('[data-fact="disk-free"] dd')).toHaveText(/ of /);
  await expect(page.locator('[data-fact="requests"] dd')).toHaveText(/^\d+$/);
  for (const plot of [
    'Requests per 15 minutes',
    'Server errors per 15 minutes',
    '95th percentile response time',
  ]) {
    await expect(page.getByRole('img', { name: new RegExp(`^${plot}: `) })).toBeVisible();
  }
  // Server-rendered plots: the page ships no script of its own for them.
  expect(await page.locator('svg[role="img"] script').count()).toBe(0);

  await backUpNow(page, 'Back up now');
  await expect(page.locator('[data-backup-notice="taken"]')).toHaveText('The backup is done.');
  await expect(page.locator('[data-last-backup]')).toContainText(/Last backup: .+, \d+(\.\d)? (B|KB|MB)\./);
  const newest = page.locator('#backup-runs tbody tr').first();
  await expect(newest).toContainText('On request');
  const link = newest.getByRole('link', { name: /^plaza-backup-\d{8}T\d{6}Z\.tar\.gz$/ });
  const name = (await link.textContent())!.trim();
  expect(await link.getAttribute('href')).toBe(`/admin/backups/${name}`);

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(name);
  const bytes = await owner.api.get(`/admin/backups/${name}`);
  expect(bytes.status()).toBe(200);
  expect(bytes.headers()['content-type']).toBe('application/gzip');
  const body = await bytes.body();
  // A gzip stream starts with 1f 8b.
  expect([body[0], body[1]]).toEqual([0x1f, 0x8b]);

  // A name that is no kept archive, or that reaches out of the folder, is not found.
  for (const path of [
    '/admin/backups/plaza-backup-20000101T000000Z.tar.gz',
    '/admin/backups/..%2Fconfig.json',
    '/admin/backups/config.json',
  ]) {
    expect((await owner.api.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
});

test('in Chinese, in dark mode and at phone width the page fits and passes axe', async ({ browse }) => {
  const page = await browse({ as: owner, locale: 'zh-CN', phone: true, colorMode: 'dark' });
  await page.goto('/admin/status');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('heading', { name: '运行状态', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '最近 24 小时', level: 2 })).toBeVisible();
  await expect(page.getByRole('img', { name: /^每 15 分钟的请求数：24 小时共 \d+/ })).toBeVisible();
  await expect(page.locator('[data-fact="database"] dt')).toHaveText('数据库');
  await expect(page.getByRole('button', { name: '立即备份' })).toBeVisible();
  await expect(page.locator('#backup-runs tbody tr').first()).toContainText('手动');
  await expectFitsWidth(page);
  expect(await wcagViolations(page)).toEqual([]);
});

test('the light page passes axe too', async ({ browse }) => {
  const page = await browse({ as: owner, locale: 'en-US', colorMode: 'light' });
  await page.goto('/admin/status');
  await expect(page.getByRole('heading', { name: 'Backups', level: 2 })).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
});

test('administrators, members and visitors are refused the page and the archives', async ({ browse }) => {
  test.slow(); // four browsers (20 s in a CI rehearsal)
  const ownerPage = await browse({ as: owner });
  await ownerPage.goto('/admin/status');
  const archive = await ownerPage
    .locator('#backup-runs a[href^="/admin/backups/"]')
    .first()
    .getAttribute('href');
  expect(archive).toMatch(/^\/admin\/backups\/plaza-backup-/);

  for (const refused of [admin, member]) {
    const page = await browse({ as: refused });
    expect((await page.goto('/admin/status'))?.status(), refused.nickname).toBe(403);
    const download = await refused.api.get(archive!, { maxRedirects: 0 });
    expect(download.status(), refused.nickname).toBe(403);
    expect(download.headers()['content-type']).toContain('text/html');
  }
  // The administrator's menu has no Status link; the owner's has.
  const adminPage = await browse({ as: admin });
  await adminPage.goto('/admin');
  await expect(
    adminPage.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Status' }),
  ).toHaveCount(0);

  const visitor = await browse();
  await visitor.goto(archive!);
  await expect(visitor).toHaveURL(/\/user\/signin/);
});

test('a failed backup shows at the top of the backups with its reason, until one succeeds', async ({
  browse,
}) => {
  test.setTimeout(60_000);
  // BACKUP_DIR is DATA_DIR/backups: a file in its place makes scripts/backup.sh fail at its mkdir.
  const folder = join(E2E_SERVERS.main.dataDir, 'backups');
  const aside = `${folder}-aside`;
  await rename(folder, aside);
  await writeFile(folder, 'not a folder');
  const page = await browse({ as: owner, locale: 'zh-CN', phone: true, colorMode: 'dark' });
  try {
    await page.goto('/admin/status');
    await backUpNow(page, '立即备份');
    await expect(page.locator('[data-backup-notice="failed"]')).toHaveText(
      '备份失败；原因见下方列表和日志。',
    );
    await expect(page.locator('[data-backup-failed]')).toContainText('最近一次备份');
    await expect(page.locator('[data-backup-failed] code')).toContainText(/mkdir|File exists/);
    const failedRow = page.locator('#backup-runs tbody tr').first();
    await expect(failedRow).toHaveAttribute('data-failed', '');
    await expect(failedRow).toContainText('失败');
    // The last good backup is still named above the failure.
    await expect(page.locator('[data-last-backup]')).toContainText('最近一次备份：');
    await expectFitsWidth(page);
    expect(await wcagViolations(page)).toEqual([]);
  } finally {
    await rm(folder, { force: true });
    await rename(aside, folder);
  }
  await backUpNow(page, '立即备份');
  await expect(page.locator('[data-backup-notice="taken"]')).toBeVisible();
  await expect(page.locator('[data-backup-failed]')).toHaveCount(0);
});
