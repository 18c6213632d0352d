import type { Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expectFitsWidth, useLocale } from './support/browsing.ts';
import { expect, test, type Member } from './support/fixtures.ts';
import { MEMBER_PASSWORD, signInOwnerPage } from './support/members.ts';
import { E2E_SERVERS } from './support/servers.ts';

// The owner manages members through /admin/users; each member acts in a browser context of their own.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function signInStatus(playwright: PlaywrightWorkerArgs['playwright'], email: string, password: string) {
  const api = await playwright.request.newContext({ baseURL: E2E_SERVERS.main.url });
  const response = await api.post('/api/login/signin', { data: { username: email, password } });
  const body = await response.json();
  await api.dispose();
  return { status: response.status(), success: body.success as boolean };
}

/** Opens the member's admin screen through the search, as an admin would. */
async function openMember(page: Page, member: Member): Promise<void> {
  await page.goto('/admin/users');
  await page.getByLabel('ID, email, username or nickname').fill(member.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/admin\/users\?q=/);
  await page.getByRole('link', { name: member.nickname }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${member.nickname} (#${member.id})`);
  // The actions' controller is a deferred module: it has run once the page has loaded.
  await page.waitForLoadState('load');
}

let target: Member;
let leaving: Member;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ accounts }) => {
  [target, leaving] = await accounts.members('Target', 'Leaving');
});

test('the owner sees the dashboard counts and the 30-day charts, in both languages', async ({
  page,
  context,
  asOwner: _owner,
}) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const members = page.locator('.total', { hasText: 'Members' }).locator('dd');
  expect(Number(await members.textContent())).toBeGreaterThanOrEqual(3);
  await expect(page.getByText('Waiting for review')).toBeVisible();
  for (const series of ['New members', 'New moments', 'New articles', 'New comments']) {
    await expect(page.getByRole('img', { name: new RegExp(`^${series}: \\d+ in 30 days`) })).toBeVisible();
  }
  // Today's sign-ups (the members above) show in the members chart and in the table.
  await page.getByText('Show the numbers as a table').click();
  const today = new Date().toISOString().slice(0, 10);
  const todayRow = page.getByRole('row', { name: new RegExp(`^${today}`) });
  expect(Number(await todayRow.getByRole('cell').first().textContent())).toBeGreaterThanOrEqual(2);
  const adminMenu = page.getByRole('navigation', { name: 'Admin' });
  await expect(adminMenu.getByRole('link')).toHaveCount(19);
  await expect(adminMenu.getByRole('link', { name: 'Mail replies' })).toHaveAttribute(
    'href',
    '/admin/mail-replies',
  );

  await useLocale(context, 'zh-CN');
  await page.reload();
  await expect(page.getByRole('heading', { name: '仪表盘', level: 1 })).toBeVisible();
  await expect(page.getByText('待审核')).toBeVisible();
  await expect(page.getByRole('img', { name: /^新成员：30 天共 \d+/ })).toBeVisible();
});

test('the owner finds a member, bans them for 7 days and lifts the ban; both are in the audit log', async ({
  page,
  asOwner: _owner,
}) => {
  await openMember(page, target);
  await expect(page.locator('[data-ban-state]')).toHaveText('Not banned.');
  await page.getByLabel('Reason (shown to the member)').fill(`spam ${RUN}`);
  await page.getByRole('button', { name: 'Ban for 7 days' }).click();
  await expect(page.locator('[data-ban-state]')).toContainText('Banned until');
  await expect(page.getByText(`Reason: spam ${RUN}`)).toBeVisible();
  // The ban holds: the member cannot post.
  const refused = await target.api.post('/api/moment/create', { data: { content: '<p>hello</p>' } });
  expect(refused.ok()).toBe(false);

  await page.getByRole('button', { name: 'Lift the ban' }).click();
  await expect(page.locator('[data-ban-state]')).toHaveText('Not banned.');

  await page.getByRole('link', { name: 'Audit log for this member' }).click();
  const rows = page.locator('#audit-list tr');
  await expect(rows.first()).toContainText('Lifted a ban');
  await expect(rows.nth(1)).toContainText('Banned a member');
  await expect(rows.nth(1)).toContainText(`spam ${RUN}`);
  await expect(rows.nth(1).getByRole('link', { name: `Member #${target.id}` })).toHaveAttribute(
    'href',
    `/admin/users/${target.id}`,
  );
  await page.getByLabel('Action').selectOption('user.ban');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.locator('#audit-list tr').first()).toContainText('Banned a member');
  await expect(page.locator('#audit-list tr', { hasText: 'Lifted a ban' })).toHaveCount(0);
});

test('a member promoted to moderator opens the back end with a reduced menu', async ({
  page,
  browse,
  asOwner: _owner,
}) => {
  const before = await target.api.get('/admin');
  expect(before.status()).toBe(403);
  await openMember(page, target);
  await page.getByLabel('New role').selectOption('moderator');
  await page.getByRole('button', { name: 'Change role' }).click();
  await expect(page.locator('.fact', { hasText: 'Role' }).locator('dd')).toHaveText('Moderator');

  const memberPage = await browse({ as: target });
  const response = await memberPage.goto('/admin');
  expect(response?.status()).toBe(200);
  const menu = memberPage.getByRole('navigation', { name: 'Admin' });
  await expect(menu.getByRole('link', { name: 'Members' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Review queue' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Site settings' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  expect((await memberPage.goto('/admin/audit'))?.status()).toBe(403);
  // A moderator may not change roles, whatever the page shows.
  const refused = await target.api.post(`/api/admin/users/${leaving.id}/role`, {
    data: { role: 'moderator' },
  });
  expect(refused.status()).toBe(403);
});

test('an admin adjusts a score with a reason the member reads in the ledger, in both languages at phone width', async ({
  page,
  browse,
  asOwner: _owner,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openMember(page, target);
  const section = page.getByRole('region', { name: 'Score' });
  await expect(section.locator('[data-score-current]')).toHaveText('Current score: 0');
  await section.getByLabel('Points').fill('-5');
  await section.getByLabel('Reason the member reads').fill(`Welcome ${RUN}`);
  await section.getByRole('button', { name: 'Adjust score' }).click();
  await expect(page.getByText('A score cannot go below 0')).toBeVisible();

  await section.getByLabel('Points').fill('25');
  const reloaded = page.waitForEvent('load');
  await section.getByRole('button', { name: 'Adjust score' }).click();
  await reloaded;
  await expect(page.getByRole('region', { name: 'Score' }).locator('[data-score-current]')).toHaveText(
    'Current score: 25',
  );
  await expectFitsWidth(page);

  await useLocale(page.context(), 'zh-CN');
  await page.reload();
  const zh = page.getByRole('region', { name: '积分' });
  await expect(zh.locator('[data-score-current]')).toHaveText('当前积分：25');
  await expect(zh.getByRole('button', { name: '调整积分' })).toBeVisible();

  const memberPage = await browse({ as: target });
  await memberPage.goto('/user/scores');
  const entry = memberPage.locator('#score-ledger > li').first();
  await expect(entry).toContainText(`Welcome ${RUN}`);
  await expect(entry).toContainText('Staff');
  await expect(entry.locator('[data-score-amount]')).toHaveText('+25');
});

test('a password reset shows a new password once; the member signs in with it', async ({
  page,
  playwright,
  asOwner: _owner,
}) => {
  await openMember(page, target);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset password' }).click();
  const output = page.locator('[data-password-output]');
  await expect(output).toHaveText(/^[a-zA-Z2-9]{16}$/);
  const password = (await output.textContent()) ?? '';
  expect(await signInStatus(playwright, target.email, password)).toEqual({ status: 200, success: true });
  expect((await signInStatus(playwright, target.email, MEMBER_PASSWORD)).success).toBe(false);
  // The member's old session ended.
  const current = await target.api.get('/admin');
  expect(current.url()).toContain('/user/signin');
});

test('a deleted member loses the profile and cannot sign in', async ({ page, playwright }) => {
  expect((await page.goto(`/user/${leaving.id}`))?.status()).toBe(200);
  await signInOwnerPage(page);
  await openMember(page, leaving);
  await page.getByLabel('Reason', { exact: true }).fill('asked to leave');
  await page.getByRole('button', { name: 'Delete member' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete member' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'This member was deleted.' })).toBeVisible();
  expect((await page.goto(`/user/${leaving.id}`))?.status()).toBe(404);
  expect(await signInStatus(playwright, leaving.email, MEMBER_PASSWORD)).toEqual({
    status: 400,
    success: false,
  });
  const session = await leaving.api.get('/api/user/current');
  expect((await session.json()).data).toBeNull();
});

test('a plain member gets 403 on the back end pages and its API', async ({ secondMember: plain }) => {
  expect((await plain.api.get('/admin')).status()).toBe(403);
  expect((await plain.api.get('/admin/users')).status()).toBe(403);
  const refused = await plain.api.post(`/api/admin/users/${plain.id}/password`);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ success: false, errorCode: 3 });
});
