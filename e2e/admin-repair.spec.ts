import type { Page } from '@playwright/test';
import { expectFitsWidth, PHONE, type BrowseOptions, type Locale } from './support/browsing.ts';
import { postForData } from './support/composerMember.ts';
import { createMoment } from './support/content.ts';
import { expect, test, type Member } from './support/fixtures.ts';
import { withMainDatabase } from './support/mysqlAdmin.ts';
import { storedRow } from './support/storedFacts.ts';
import { wcagViolations } from './support/wcagAudit.ts';

// An administrator repairs the counters from the admin back end and sees the drift it fixed; members
// and moderators are refused by the API and the page. The counter broken on purpose is the like
// count of this spec's own moment, and a repair changes only what drifted, so specs running beside
// this one keep their counts.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`;
let admin: Member;
let member: Member;
let moderator: Member;
let momentId: number;

async function likeCount(): Promise<number> {
  return (await storedRow<{ n: number }>('SELECT like_count AS n FROM moments WHERE id = ?', [momentId])).n;
}

// The one write behind the app's back in the end-to-end suite: this spec is about repairing it.
const breakLikeCount = (value: number) =>
  withMainDatabase((connection) =>
    connection.query('UPDATE moments SET like_count = ? WHERE id = ?', [value, momentId]),
  );

/** A page signed in as the member, in a language, optionally dark and phone-sized. */
function pageAs(
  browse: (options?: BrowseOptions) => Promise<Page>,
  who: Member,
  { locale, dark = false, phone = false }: { locale: Locale; dark?: boolean; phone?: boolean },
): Promise<Page> {
  return browse({ as: who, locale, phone, ...(dark ? { colorMode: 'dark' as const } : {}) });
}

/** Presses the run button and waits for the repair's answer and the reload that shows its report. */
async function runRepair(page: Page, button: string): Promise<void> {
  const answered = page.waitForResponse('**/api/admin/counters/repair');
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: button }).click();
  const response = await answered;
  if (!response.ok()) throw new Error(`repair: ${await response.text()}`);
  await reloaded;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ accounts }) => {
  admin = await accounts.staff('Admin', 'admin');
  member = await accounts.member('Member');
  moderator = await accounts.staff('Mod', 'moderator');
  momentId = await createMoment(member.api, { title: `Counted ${RUN}`, content: '<p>Counted</p>' });
  await postForData(admin.api, '/api/like/toggle', { entityType: 'moment', entityId: momentId });
  expect(await likeCount()).toBe(1);
});

test('an administrator runs the repair and sees the drift it fixed, also in the audit log', async ({
  browse,
}) => {
  await breakLikeCount(41);
  const page = await pageAs(browse, admin, { locale: 'en-US' });
  await page.goto('/admin/repair');
  await expect(page.getByRole('heading', { name: 'Counter repair', level: 1 })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Admin' });
  await expect(menu.getByRole('link', { name: 'Counter repair' })).toHaveAttribute('aria-current', 'page');

  await runRepair(page, 'Run the repair');

  await expect(page.locator('[data-repair-ran]')).toContainText(`by ${admin.nickname}`);
  const row = page.locator('tr[data-counter="moments.like_count"]');
  await expect(row.getByRole('rowheader')).toContainText('Moment likes');
  await expect(row).toContainText(`#${momentId}: 41 → 1`);
  expect(await likeCount()).toBe(1);
  // The stored counters of counterDefinitions.ts (19) and the emoji counts of moments, articles and comments.
  await expect(page.locator('tr[data-counter]')).toHaveCount(22);

  await page.goto('/admin/audit?action=counters.repair');
  await expect(page.locator('tr[data-action="counters.repair"]').first()).toContainText('Counters repaired');
  await page.context().close();
});

test('the screen works in Chinese, at phone width and in dark mode', async ({ browse }) => {
  await breakLikeCount(12);
  const page = await pageAs(browse, admin, { locale: 'zh-CN', dark: true, phone: true });
  await page.goto('/admin/repair');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('heading', { name: '计数修复', level: 1 })).toBeVisible();

  await runRepair(page, '开始修复');

  const row = page.locator('tr[data-counter="moments.like_count"]');
  await expect(row.getByRole('rowheader')).toContainText('动态点赞数');
  await expect(row).toContainText(`#${momentId}：12 → 1`);
  expect(await likeCount()).toBe(1);
  const button = await page.getByRole('button', { name: '开始修复' }).boundingBox();
  expect(button && button.x >= 0 && button.x + button.width <= PHONE.width, 'the button fits').toBe(true);
  await expectFitsWidth(page);
  expect(await wcagViolations(page)).toEqual([]);
  await page.context().close();
});

test('members and moderators are refused by the API and cannot open the screen', async ({ browse }) => {
  await breakLikeCount(5);
  for (const refused of [member, moderator]) {
    const answer = await refused.api.post('/api/admin/counters/repair', { data: {} });
    expect(answer.status(), refused.nickname).toBe(403);
    expect(await answer.json()).toMatchObject({ success: false, errorCode: 3 });
  }
  expect(await likeCount(), 'a refused repair changes nothing').toBe(5);

  const memberPage = await pageAs(browse, member, { locale: 'en-US' });
  expect((await memberPage.goto('/admin/repair'))?.status()).toBe(403);
  await expect(memberPage.getByText('Forbidden')).toBeVisible();
  await memberPage.context().close();

  const moderatorPage = await pageAs(browse, moderator, { locale: 'en-US' });
  expect((await moderatorPage.goto('/admin/repair'))?.status()).toBe(403);
  await moderatorPage.goto('/admin');
  const menu = moderatorPage.getByRole('navigation', { name: 'Admin' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Counter repair' })).toHaveCount(0);
  await moderatorPage.context().close();
  await breakLikeCount(1);
});
