import type { APIRequestContext, Page } from '@playwright/test';
import type { BrowseOptions, Locale } from './support/browsing.ts';
import { postForData } from './support/composerMember.ts';
import { createMoment } from './support/content.ts';
import { expect, test, type Member } from './support/fixtures.ts';
import { signInOwnerPage } from './support/members.ts';
import { E2E_SERVERS } from './support/servers.ts';

// The personal parts of public pages are islands on the viewer stores (decision 027): the server
// sends every reader the same HTML, and each reader's likes, follows, check-in and staff menu come
// from GET /api/viewer. Everything here runs at phone width, in English and in Chinese.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const BASE = E2E_SERVERS.main.url;

let author: Member;
let liker: Member;
let other: Member;
let momentId = 0;

/** A phone-sized page, signed in as `member` (or a visitor), in the given language. */
function phonePage(
  browse: (options?: BrowseOptions) => Promise<Page>,
  member: Member | null,
  locale: Locale = 'en-US',
): Promise<Page> {
  return browse({ ...(member ? { as: member } : {}), locale, browserLocale: 'en-US', phone: true });
}

/** The server's HTML of the moment's footer (reactions, menus, author actions) for one reader. */
async function footerHtml(request: APIRequestContext): Promise<string> {
  const html = await (await request.get(`/moment/${momentId}`)).text();
  const start = html.indexOf('<footer class="moment-detail-footer"');
  expect(start, 'the moment page has its footer').toBeGreaterThan(0);
  return html.slice(start, html.indexOf('</footer>', start));
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ accounts }) => {
  [author, liker, other] = await accounts.members('Author', 'Liker', 'Other');
  momentId = await createMoment(author.api, {
    title: `Islands moment ${RUN}`,
    content: '<p>One page for every reader</p>',
  });
  await postForData(liker.api, '/api/like/toggle', { entityType: 'moment', entityId: momentId });
  await postForData(liker.api, '/api/favorite/toggle', { entityType: 'moment', entityId: momentId });
});

test('the reaction bar is the same HTML for two members and a visitor; each sees their own state from the store', async ({
  browse,
  playwright,
}) => {
  const visitor = await playwright.request.newContext({ baseURL: BASE });
  const [asVisitor, asLiker, asOther] = await Promise.all([
    footerHtml(visitor),
    footerHtml(liker.api),
    footerHtml(other.api),
  ]);
  expect(asLiker).toBe(asVisitor);
  expect(asOther).toBe(asVisitor);
  expect(asVisitor).toContain(`data-viewer-entity="moment:${momentId}"`);
  expect(asVisitor).not.toContain('aria-pressed="true"');
  await visitor.dispose();

  const likerPage = await phonePage(browse, liker);
  await likerPage.goto(`/moment/${momentId}`);
  const likerBar = likerPage.locator('[data-reaction-bar]');
  await expect(likerBar.getByRole('button', { name: /Like/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(likerBar.getByRole('button', { name: /Favorite/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(likerBar.locator('[data-reaction="like"] [data-reaction-count]')).toHaveText('1');

  // Another member likes it: the count comes live from the store, the press is theirs alone.
  const otherPage = await phonePage(browse, other, 'zh-CN');
  await otherPage.goto(`/moment/${momentId}`);
  const otherLike = otherPage.locator('[data-reaction-bar]').getByRole('button', { name: /点赞/ });
  await expect(otherLike).toHaveAttribute('aria-pressed', 'false');
  await expect(otherLike.locator('[data-reaction-count]')).toHaveText('1');
  const answered = otherPage.waitForResponse('**/api/like/toggle');
  await otherLike.click();
  await answered;
  await expect(otherLike).toHaveAttribute('aria-pressed', 'true');
  await expect(otherLike.locator('[data-reaction-count]')).toHaveText('2');
  await likerPage.reload();
  await expect(likerBar.locator('[data-reaction="like"] [data-reaction-count]')).toHaveText('2');
  await likerPage.context().close();
  await otherPage.context().close();
});

test('a visitor loads no React before touching the page, and a like leads to sign in', async ({ browse }) => {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    const page = await phonePage(browse, null, locale);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`/moment/${momentId}`);
    await page.waitForLoadState('networkidle');
    expect(
      scripts.filter((url) => /\/_astro\/(react|react-dom|client|ReactionBar)\.[^/]+\.js$/.test(url)),
      'no island code before interaction',
    ).toEqual([]);
    const like = page.locator('[data-reaction="like"]');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(page).toHaveURL(/\/user\/signin\?redirect=/, { timeout: 15_000 });
    expect(
      scripts.some((url) => /\/_astro\/ReactionBar\.[^/]+\.js$/.test(url)),
      'the touch hydrated the island',
    ).toBe(true);
    await page.context().close();
  }
});

test('follow on a profile at phone width, in Chinese; hidden on your own profile', async ({ browse }) => {
  const page = await phonePage(browse, other, 'zh-CN');
  await page.goto(`/user/${author.id}`);
  const follow = page.getByRole('button', { name: '关注', exact: true });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  const answered = page.waitForResponse('**/api/follow/toggle');
  await follow.click();
  await answered;
  await expect(page.getByRole('button', { name: '已关注', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator(`[data-fans-count="${author.id}"]`)).toHaveText('1');
  await page.reload();
  await expect(page.getByRole('button', { name: '已关注', exact: true })).toBeVisible();

  // Their own profile: no follow button, the edit link instead.
  await page.goto(`/user/${other.id}`);
  await expect(page.getByRole('link', { name: '编辑资料' })).toBeVisible();
  await expect(page.locator('[data-follow-button]')).toHaveCount(0);
  await page.context().close();
});

test('the check-in widget at phone width: a member checks in, in Chinese; a visitor is asked to sign in', async ({
  browse,
}) => {
  const checker = await phonePage(browse, liker, 'zh-CN');
  await checker.goto('/');
  const widget = checker.locator('[data-checkin-widget]');
  await expect(widget.getByRole('heading', { name: '每日签到' })).toBeVisible();
  await expect(widget.getByRole('link', { name: '登录后签到' })).toBeHidden();
  await widget.getByRole('button', { name: '签到' }).click();
  await expect(widget.getByText('已签到 · 连续 1 天')).toBeVisible();
  await expect(widget.locator('[data-checkin-ranking]')).toContainText(liker.nickname);
  await checker.reload();
  await expect(widget.getByText('已签到 · 连续 1 天')).toBeVisible();
  await expect(widget.getByRole('button', { name: '签到' })).toBeHidden();
  await checker.context().close();

  const visitor = await phonePage(browse, null);
  await visitor.goto('/');
  const visitorWidget = visitor.locator('[data-checkin-widget]');
  await expect(visitorWidget.getByRole('link', { name: 'Sign in to check in' })).toBeVisible();
  await expect(visitorWidget.getByRole('button', { name: 'Check in' })).toBeHidden();
  await visitor.context().close();
});

test('the manage menu shows only to staff; the author gets their own actions, in both languages', async ({
  browse,
}) => {
  const admin = await phonePage(browse, null, 'zh-CN');
  await signInOwnerPage(admin);
  await admin.goto(`/moment/${momentId}`);
  await admin.getByRole('button', { name: '管理' }).click();
  await expect(admin.getByRole('menuitem', { name: '置顶' })).toBeVisible();
  await admin.context().close();

  const member = await phonePage(browse, other);
  await member.goto(`/moment/${momentId}`);
  await expect(member.getByRole('button', { name: 'Report' })).toBeVisible();
  await expect(member.getByRole('button', { name: 'Manage' })).toHaveCount(0);
  await expect(member.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await member.context().close();

  const owner = await phonePage(browse, author);
  await owner.goto(`/moment/${momentId}`);
  await expect(owner.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/moment/edit/${momentId}`);
  await expect(owner.getByRole('button', { name: 'Delete' })).toBeVisible();
  await expect(owner.locator('[data-report-target="moment"]')).toHaveCount(0);
  await expect(owner.getByRole('button', { name: 'Manage' })).toHaveCount(0);
  await owner.context().close();
});

test("a member's viewer request answered outside the framework's pipeline equals the app's answer", async ({
  playwright,
}) => {
  // A browser's request (session cookie and member hint) takes the direct answer (decision 040); the
  // same session as an API client's bearer token takes the app's whole way. Both must agree.
  const client = await playwright.request.newContext({ baseURL: BASE });
  try {
    const path = `/api/viewer?moment=${momentId}&checkin=1&watch=moment:${momentId}`;
    const [direct, whole] = await Promise.all([
      client.get(path, { headers: { cookie: `token=${liker.token}; plaza_member=1; locale=zh-CN` } }),
      client.get(path, { headers: { authorization: `Bearer ${liker.token}`, cookie: 'locale=zh-CN' } }),
    ]);
    expect(direct.status()).toBe(200);
    expect(whole.status()).toBe(200);
    const headersOf = (response: typeof direct) =>
      Object.fromEntries(
        response
          .headersArray()
          .map(({ name, value }) => [name.toLowerCase(), value] as const)
          .filter(([name]) => !['date', 'content-length'].includes(name)),
      );
    expect(headersOf(direct)).toEqual(headersOf(whole));
    const [directBody, wholeBody] = [await direct.json(), await whole.json()];
    expect(directBody).toEqual(wholeBody);
    expect(directBody.data.user.id).toBe(liker.id);
    expect(directBody.data.reactions[`moment:${momentId}`]).toMatchObject({ liked: true, favorited: true });
  } finally {
    await client.dispose();
  }
});
