import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import { E2E_SERVERS, e2eDatabaseName } from './support/servers.ts';
import { withAdminConnection } from './support/mysqlAdmin.ts';
import { wcagViolations } from './support/wcagAudit.ts';
import { COLOR_MODE_KEY } from '../src/stores/colorMode.ts';

// An administrator repairs the counters from the admin back end and sees the drift it fixed; members
// and moderators are refused by the API and the page. The counter broken on purpose is the like
// count of this spec's own moment, and a repair changes only what drifted, so specs running beside
// this one keep their counts.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PASSWORD = 'repair-pass-123';
const DATABASE = e2eDatabaseName('main');
const MAIN = E2E_SERVERS.main.url;
const PHONE = { width: 390, height: 844 };

interface Member {
  id: number;
  nickname: string;
  email: string;
  api: APIRequestContext;
}

let admin: Member;
let member: Member;
let moderator: Member;
let momentId: number;

async function sql<T = unknown>(query: string, params: unknown[] = []): Promise<T> {
  return withAdminConnection(async (connection) => {
    await connection.query(`USE \`${DATABASE}\``);
    const [result] = await connection.query(query, params);
    return result as T;
  });
}

async function signUp(playwright: PlaywrightWorkerArgs['playwright'], label: string): Promise<Member> {
  const api = await playwright.request.newContext({ baseURL: MAIN });
  const nickname = `${label.slice(0, 3)} ${RUN}`;
  const email = `repair-${label.toLowerCase()}-${RUN}@example.test`;
  const response = await api.post('/api/login/signup', {
    data: { nickname, email, password: PASSWORD, rePassword: PASSWORD },
  });
  const body = await response.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  return { id: body.data.user.id as number, nickname, email, api };
}

async function signIn(request: APIRequestContext, who: Member): Promise<void> {
  const response = await request.post('/api/login/signin', {
    data: { username: who.email, password: PASSWORD },
  });
  expect(response.ok()).toBe(true);
}

async function likeCount(): Promise<number> {
  const rows = await sql<Array<{ n: number }>>('SELECT like_count AS n FROM moments WHERE id = ?', [
    momentId,
  ]);
  return rows[0]!.n;
}

const breakLikeCount = (value: number) =>
  sql('UPDATE moments SET like_count = ? WHERE id = ?', [value, momentId]);

/** Presses the run button and waits for the repair's answer and the reload that shows its report. */
async function runRepair(page: Page, button: string): Promise<void> {
  const answered = page.waitForResponse('**/api/admin/counters/repair');
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: button }).click();
  const response = await answered;
  if (!response.ok()) throw new Error(`repair: ${await response.text()}`);
  await reloaded;
}

/** A phone-sized page in dark mode and Chinese, signed in as the administrator. */
async function darkChinesePhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    locale: 'zh-CN',
    viewport: PHONE,
    storageState: {
      cookies: [],
      origins: [{ origin: MAIN, localStorage: [{ name: COLOR_MODE_KEY, value: 'dark' }] }],
    },
  });
  await context.addCookies([{ name: 'locale', value: 'zh-CN', url: MAIN }]);
  await signIn(context.request, admin);
  return context.newPage();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  admin = await signUp(playwright, 'Admin');
  member = await signUp(playwright, 'Member');
  moderator = await signUp(playwright, 'Moderator');
  await sql('UPDATE users SET role = ? WHERE id = ?', ['admin', admin.id]);
  await sql('UPDATE users SET role = ? WHERE id = ?', ['moderator', moderator.id]);
  const posted = await member.api.post('/api/moment/create', {
    data: { type: 0, title: `Counted ${RUN}`, content: '<p>Counted</p>' },
  });
  momentId = ((await posted.json()) as { data: { id: number } }).data.id;
  const liked = await admin.api.post('/api/like/toggle', {
    data: { entityType: 'moment', entityId: momentId },
  });
  expect(liked.ok()).toBe(true);
  expect(await likeCount()).toBe(1);
});

test.afterAll(async () => {
  for (const one of [admin, member, moderator]) await one?.api.dispose();
});

test('an administrator runs the repair and sees the drift it fixed, also in the audit log', async ({
  page,
}) => {
  await breakLikeCount(41);
  await signIn(page.request, admin);
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
  await expect(page.locator('tr[data-counter]')).toHaveCount(16);

  await page.goto('/admin/audit?action=counters.repair');
  await expect(page.locator('tr[data-action="counters.repair"]').first()).toContainText('Counters repaired');
});

test('the screen works in Chinese, at phone width and in dark mode', async ({ browser }) => {
  await breakLikeCount(12);
  const page = await darkChinesePhone(browser);
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
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'nothing sticks out sideways').toBeLessThanOrEqual(PHONE.width);
  expect(await wcagViolations(page)).toEqual([]);
  await page.context().close();
});

test('members and moderators are refused by the API and cannot open the screen', async ({ page }) => {
  await breakLikeCount(5);
  for (const refused of [member, moderator]) {
    const answer = await refused.api.post('/api/admin/counters/repair', { data: {} });
    expect(answer.status(), refused.nickname).toBe(403);
    expect(await answer.json()).toMatchObject({ success: false, errorCode: 3 });
  }
  expect(await likeCount(), 'a refused repair changes nothing').toBe(5);

  await signIn(page.request, member);
  expect((await page.goto('/admin/repair'))?.status()).toBe(403);
  await expect(page.getByText('Forbidden')).toBeVisible();

  await signIn(page.request, moderator);
  expect((await page.goto('/admin/repair'))?.status()).toBe(403);
  await page.goto('/admin');
  const menu = page.getByRole('navigation', { name: 'Admin' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Counter repair' })).toHaveCount(0);
  await breakLikeCount(1);
});
