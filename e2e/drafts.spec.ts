import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';

type Playwright = PlaywrightWorkerArgs['playwright'];
import { waitForComments } from './support/commentsReady.ts';
import { E2E_SERVERS } from './support/servers.ts';
import { storedRows } from './support/storedFacts.ts';

// Drafts are never lost: what a member types in a composer or a comment box comes back after a
// reload and on another device, leaving with unsaved changes asks first, a failed publish keeps the
// text, a publish ends the draft, and the drafts page lists what is left.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PASSWORD = 'drafts-pass-123';
/** Set from another device, which ends this member's other sessions. */
const NEW_PASSWORD = 'drafts-pass-456';
const EMAIL = `drafts-${RUN}@example.test`;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
let memberId = 0;
let signedIn: StorageState;
let momentId = 0;

/** A browser of the one member this file shares (another context is another device). */
async function device(browser: Browser, options: { locale?: string; phone?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    storageState: signedIn,
    locale: options.locale ?? 'en-US',
    ...(options.phone ? { viewport: { width: 390, height: 844 } } : {}),
  });
  if (options.locale === 'zh-CN') {
    await context.addCookies([{ name: 'locale', value: 'zh-CN', url: E2E_SERVERS.main.url }]);
  }
  return context.newPage();
}

async function openComposer(page: Page, path: string, form = 'form.composer'): Promise<void> {
  await page.goto(path);
  await expect(page.locator(`${form}[data-ready]`)).toBeAttached();
}

const draftStatus = (page: Page) => page.locator('.draft-status [role="status"]');
const title = (page: Page) => page.getByRole('textbox', { name: 'Title' });
const editor = (page: Page) => page.getByRole('textbox', { name: 'Content' });
const commentBox = (page: Page) => page.locator('[data-comment-section] form[data-comment-form]').first();

async function draftKeys(): Promise<string[]> {
  const rows = await storedRows<{ draft_key: string }>(
    'SELECT draft_key FROM drafts WHERE user_id = ? ORDER BY id',
    [memberId],
  );
  return rows.map((row) => row.draft_key);
}

/** The member's stored draft fields under one key, as the server keeps them. */
async function storedDraft(key: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await storedRows<{ payload: string }>(
    'SELECT payload FROM drafts WHERE user_id = ? AND draft_key = ?',
    [memberId, key],
  );
  return row === undefined ? undefined : (JSON.parse(row.payload) as Record<string, unknown>);
}

/** The member changes their password on another device: every other session of theirs ends. */
async function changePasswordElsewhere(playwright: Playwright): Promise<void> {
  const elsewhere = await playwright.request.newContext({ baseURL: E2E_SERVERS.main.url });
  try {
    const signedInThere = await elsewhere.post('/api/login/signin', {
      data: { username: EMAIL, password: PASSWORD },
    });
    expect(signedInThere.ok(), await signedInThere.text()).toBe(true);
    const changed = await elsewhere.post('/api/user/password', {
      data: { oldPassword: PASSWORD, password: NEW_PASSWORD, rePassword: NEW_PASSWORD },
    });
    expect(changed.ok(), await changed.text()).toBe(true);
  } finally {
    await elsewhere.dispose();
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: E2E_SERVERS.main.url });
  const signup = await api.post('/api/login/signup', {
    data: { nickname: `Drafter ${RUN}`, email: EMAIL, password: PASSWORD, rePassword: PASSWORD },
  });
  const body = await signup.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  memberId = body.data.user.id;
  const moment = await api.post('/api/moment/create', {
    data: { type: 0, title: `Talk here ${RUN}`, content: '<p>Comments welcome</p>' },
  });
  momentId = (await moment.json()).data.id;
  signedIn = await api.storageState();
  await api.dispose();
});

test('a new post comes back after a reload, and on another device', async ({ browser }) => {
  const laptop = await device(browser);
  await openComposer(laptop, '/moment/create');
  await title(laptop).fill(`Half-written ${RUN}`);
  await editor(laptop).click();
  await laptop.keyboard.type('A body typed before the reload');
  await expect(draftStatus(laptop)).toHaveText('Draft saved');

  await laptop.reload();
  await expect(laptop.locator('form.composer[data-ready]')).toBeAttached();
  await expect(title(laptop)).toHaveValue(`Half-written ${RUN}`);
  await expect(editor(laptop)).toHaveText('A body typed before the reload');
  await expect(draftStatus(laptop)).toHaveText('Draft restored');

  // A second browser shares no local storage with the first: the draft comes from the server.
  const phone = await device(browser);
  await openComposer(phone, '/moment/create');
  await expect(title(phone)).toHaveValue(`Half-written ${RUN}`);
  await expect(editor(phone)).toHaveText('A body typed before the reload');
  await laptop.context().close();
  await phone.context().close();
});

test('leaving with changes the server has not got asks first, and they stay in this browser', async ({
  browser,
}) => {
  const page = await device(browser);
  await openComposer(page, '/moment/create');
  await page.route('**/api/draft/save', (route) => route.abort('internetdisconnected'));
  await title(page).fill(`Offline edit ${RUN}`);
  await expect(draftStatus(page)).toHaveText('Saved on this device only');

  // A link on the page: the member may stay…
  await page.locator('a.header-home').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Leave this page?');
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/moment\/create$/);
  await expect(title(page)).toHaveValue(`Offline edit ${RUN}`);

  // …closing or reloading the tab gets the browser's own question…
  const question = page.waitForEvent('dialog', { timeout: 7_000 });
  void page.evaluate(() => window.location.assign('/articles')).catch(() => undefined);
  const asked = await question;
  expect(asked.type()).toBe('beforeunload');
  await asked.dismiss();
  await expect(page).toHaveURL(/\/moment\/create$/);

  // …or leave: the text is kept in this browser and reaches the server on the way back.
  await page.locator('a.header-home').click();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.unroute('**/api/draft/save');
  await openComposer(page, '/moment/create');
  await expect(title(page)).toHaveValue(`Offline edit ${RUN}`);
  await expect(draftStatus(page)).toHaveText('Draft restored');
  expect((await storedDraft('moment:new:post'))?.title).toBe(`Offline edit ${RUN}`);
  await page.context().close();
});

test('a publish refused for a missing title keeps the text; publishing ends the draft', async ({
  browser,
}) => {
  const page = await device(browser);
  await openComposer(page, '/moment/create');
  await title(page).fill('');
  await editor(page).click();
  await page.keyboard.type('Body without a title');
  await expect(draftStatus(page)).toHaveText('Draft saved');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Please enter a title')).toBeVisible();
  await expect(editor(page)).toContainText('Body without a title');
  expect(await draftKeys()).toContain('moment:new:post');

  await title(page).fill(`Published at last ${RUN}`);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/moment\/\d+$/);
  expect(await draftKeys()).not.toContain('moment:new:post');
  await page.goto('/user/drafts');
  await expect(page.getByText(`Published at last ${RUN}`)).toHaveCount(0);
  // Back in the composer, nothing is restored: the draft is gone here and on the server.
  await openComposer(page, '/moment/create');
  await expect(title(page)).toHaveValue('');
  await page.context().close();
});

test('a comment box and a reply box keep their drafts across a reload', async ({ browser }) => {
  const page = await device(browser);
  await page.goto(`/moment/${momentId}`);
  await waitForComments(page);
  await commentBox(page).getByRole('textbox').fill('A comment I will finish later');
  await expect(commentBox(page).locator('[data-form-draft]')).toHaveText('Draft saved');
  await page.reload();
  await waitForComments(page);
  await expect(commentBox(page).getByRole('textbox')).toHaveValue('A comment I will finish later');

  await commentBox(page).getByRole('button', { name: 'Post comment' }).click();
  const posted = page.locator('li.comment', { hasText: 'A comment I will finish later' });
  await expect(posted).toBeVisible();
  await expect(commentBox(page).getByRole('textbox')).toHaveValue('');
  expect(await draftKeys()).not.toContain(`comment:moment:${momentId}`);

  await posted.getByRole('button', { name: 'Reply' }).first().click();
  const replyBox = posted.locator('[data-reply-slot] form');
  await replyBox.getByRole('textbox').fill('A reply in progress');
  await expect(replyBox.locator('[data-form-draft]')).toHaveText('Draft saved');
  await page.context().close();
});

test('the drafts page lists, continues and deletes drafts, in Chinese at phone width', async ({
  browser,
}) => {
  const page = await device(browser, { locale: 'zh-CN', phone: true });
  await page.goto('/user/drafts');
  await expect(page.getByRole('heading', { level: 1, name: '草稿箱' })).toBeVisible();
  const items = page.locator('[data-draft-item]');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('回复');
  await expect(items.first()).toContainText('A reply in progress');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The reply draft opens the reply box on its comment, with the text back in it.
  await items.first().getByRole('link', { name: '继续编辑' }).click();
  const replyBox = page.locator('[data-reply-slot] form');
  await expect(replyBox.getByRole('textbox')).toHaveValue('A reply in progress');

  await page.goto('/user/drafts');
  await items.first().getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('暂无草稿')).toBeVisible();
  expect(await draftKeys()).toEqual([]);
  await page.context().close();
});

// Last in the file: it ends the session the others share.
test('an article whose publish meets a revoked session stays on screen and in the draft', async ({
  browser,
  playwright,
}) => {
  const page = await device(browser);
  await page.goto('/user/drafts');
  await expect(
    page.getByRole('navigation', { name: 'My space' }).getByRole('link', { name: 'Drafts' }),
  ).toBeVisible();
  await expect(page.getByText('No drafts')).toBeVisible();

  await openComposer(page, '/article/create', 'form.article-composer');
  await title(page).fill(`Article draft ${RUN}`);
  await editor(page).click();
  await page.keyboard.type('Written before the session ended');
  await expect(draftStatus(page)).toHaveText('Draft saved');
  await changePasswordElsewhere(playwright);
  // The server refuses this part: only this browser's copy holds it.
  await page.keyboard.type(', and after');
  await expect(draftStatus(page)).toHaveText('Saved on this device only: Please sign in first');

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('please sign in', { exact: true })).toBeVisible();
  await expect(title(page)).toHaveValue(`Article draft ${RUN}`);
  await expect(editor(page)).toHaveText('Written before the session ended, and after');

  // The toast leads to sign-in and back: the article comes back from the draft.
  await expect(page).toHaveURL(/\/user\/signin\?redirect=%2Farticle%2Fcreate$/);
  const form = page.locator('main form');
  await form.getByLabel('Username or email').fill(EMAIL);
  await form.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('form.article-composer[data-ready]')).toBeAttached();
  await expect(title(page)).toHaveValue(`Article draft ${RUN}`);
  await expect(editor(page)).toHaveText('Written before the session ended, and after');
  // Signed in again, the browser's copy reaches the server.
  await expect(draftStatus(page)).toHaveText('Draft restored');
  expect((await storedDraft('article:new'))?.content).toContain('session ended, and after');
  expect(await draftKeys()).toEqual(['article:new']);
  await page.goto('/user/drafts');
  await expect(page.locator('[data-draft-item]')).toContainText(`Article draft ${RUN}`);
  await expect(page.locator('[data-draft-item]')).toContainText('New article');
  await page.context().close();
});
