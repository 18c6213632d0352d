import type { Page } from '@playwright/test';
import { expectFitsWidth, type BrowseOptions } from './support/browsing.ts';
import { createMoment } from './support/content.ts';
import { expect, test, type Member } from './support/fixtures.ts';
import { signInWith, type RequestMaker } from './support/members.ts';
import { ArticleComposer, MomentComposer } from './support/pages/Composer.ts';
import { MomentPage } from './support/pages/ContentPage.ts';
import { E2E_SERVERS } from './support/servers.ts';
import { storedRows } from './support/storedFacts.ts';

// Drafts are never lost: what a member types in a composer or a comment box comes back after a
// reload and on another device, leaving with unsaved changes asks first, a failed publish keeps the
// text, a publish ends the draft, and the drafts page lists what is left.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** Set from another device, which ends this member's other sessions. */
const NEW_PASSWORD = 'drafts-pass-456';

/** The one member this file shares (another browser context is another device). */
let drafter: Member;
let momentId = 0;

/** A browser of the member's: another context is another device. */
const device = (options: Omit<BrowseOptions, 'as'> = {}): BrowseOptions => ({
  as: drafter,
  ...(options.locale ? { locale: options.locale } : {}),
  ...(options.phone ? { phone: true } : {}),
});

const composer = (page: Page) => new MomentComposer(page);

async function draftKeys(): Promise<string[]> {
  const rows = await storedRows<{ draft_key: string }>(
    'SELECT draft_key FROM drafts WHERE user_id = ? ORDER BY id',
    [drafter.id],
  );
  return rows.map((row) => row.draft_key);
}

/** The member's stored draft fields under one key, as the server keeps them. */
async function storedDraft(key: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await storedRows<{ payload: string }>(
    'SELECT payload FROM drafts WHERE user_id = ? AND draft_key = ?',
    [drafter.id, key],
  );
  return row === undefined ? undefined : (JSON.parse(row.payload) as Record<string, unknown>);
}

/** The member signs in on another device and changes their password there: every other session ends. */
async function changePasswordElsewhere(playwright: RequestMaker): Promise<void> {
  const elsewhere = await playwright.request.newContext({ baseURL: E2E_SERVERS.main.url });
  try {
    await signInWith(elsewhere, drafter.email, drafter.password);
    const changed = await elsewhere.post('/api/user/password', {
      data: { oldPassword: drafter.password, password: NEW_PASSWORD, rePassword: NEW_PASSWORD },
    });
    expect(changed.ok(), await changed.text()).toBe(true);
  } finally {
    await elsewhere.dispose();
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ accounts }) => {
  drafter = await accounts.member('Drafter');
  momentId = await createMoment(drafter.api, {
    title: `Talk here ${RUN}`,
    content: '<p>Comments welcome</p>',
  });
});

test('a new post comes back after a reload, and on another device', async ({ browse }) => {
  const laptop = composer(await browse(device()));
  await laptop.open();
  await laptop.title.fill(`Half-written ${RUN}`);
  await laptop.editor.area.click();
  await laptop.page.keyboard.type('A body typed before the reload');
  await expect(laptop.draftStatus).toHaveText('Draft saved');

  await laptop.page.reload();
  await laptop.ready();
  await expect(laptop.title).toHaveValue(`Half-written ${RUN}`);
  await expect(laptop.editor.area).toHaveText('A body typed before the reload');
  await expect(laptop.draftStatus).toHaveText('Draft restored');

  // A second browser shares no local storage with the first: the draft comes from the server.
  const phone = composer(await browse(device()));
  await phone.open();
  await expect(phone.title).toHaveValue(`Half-written ${RUN}`);
  await expect(phone.editor.area).toHaveText('A body typed before the reload');
});

test('leaving with changes the server has not got asks first, and they stay in this browser', async ({
  browse,
}) => {
  const page = await browse(device());
  const writer = composer(page);
  await writer.open();
  await page.route('**/api/draft/save', (route) => route.abort('internetdisconnected'));
  await writer.title.fill(`Offline edit ${RUN}`);
  await expect(writer.draftStatus).toHaveText('Saved on this device only');

  // A link on the page: the member may stay…
  await page.locator('a.header-home').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Leave this page?');
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/moment\/create$/);
  await expect(writer.title).toHaveValue(`Offline edit ${RUN}`);

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
  await writer.open();
  await expect(writer.title).toHaveValue(`Offline edit ${RUN}`);
  await expect(writer.draftStatus).toHaveText('Draft restored');
  expect((await storedDraft('moment:new:post'))?.title).toBe(`Offline edit ${RUN}`);
});

test('a publish refused for a missing title keeps the text; publishing ends the draft', async ({
  browse,
}) => {
  const page = await browse(device());
  const writer = composer(page);
  await writer.open();
  await writer.title.fill('');
  await writer.editor.area.click();
  await page.keyboard.type('Body without a title');
  await expect(writer.draftStatus).toHaveText('Draft saved');
  await writer.publish();
  await expect(page.getByText('Please enter a title')).toBeVisible();
  await expect(writer.editor.area).toContainText('Body without a title');
  expect(await draftKeys()).toContain('moment:new:post');

  await writer.title.fill(`Published at last ${RUN}`);
  await writer.publishAndOpen();
  expect(await draftKeys()).not.toContain('moment:new:post');
  await page.goto('/user/drafts');
  await expect(page.getByText(`Published at last ${RUN}`)).toHaveCount(0);
  // Back in the composer, nothing is restored: the draft is gone here and on the server.
  await writer.open();
  await expect(writer.title).toHaveValue('');
});

test('a comment box and a reply box keep their drafts across a reload', async ({ browse }) => {
  const page = await browse(device());
  const moment = new MomentPage(page);
  const comments = moment.comments;
  await moment.openWithComments(momentId);
  await comments.box.getByRole('textbox').fill('A comment I will finish later');
  await expect(comments.box.locator('[data-form-draft]')).toHaveText('Draft saved');
  await page.reload();
  await comments.ready();
  await expect(comments.box.getByRole('textbox')).toHaveValue('A comment I will finish later');

  await comments.box.getByRole('button', { name: 'Post comment' }).click();
  const posted = page.locator('li.comment', { hasText: 'A comment I will finish later' });
  await expect(posted).toBeVisible();
  await expect(comments.box.getByRole('textbox')).toHaveValue('');
  expect(await draftKeys()).not.toContain(`comment:moment:${momentId}`);

  await posted.getByRole('button', { name: 'Reply' }).first().click();
  const replyBox = comments.replyBox(posted);
  await replyBox.getByRole('textbox').fill('A reply in progress');
  await expect(replyBox.locator('[data-form-draft]')).toHaveText('Draft saved');
});

test('the drafts page lists, continues and deletes drafts, in Chinese at phone width', async ({ browse }) => {
  const page = await browse(device({ locale: 'zh-CN', phone: true }));
  await page.goto('/user/drafts');
  await expect(page.getByRole('heading', { level: 1, name: '草稿箱' })).toBeVisible();
  const items = page.locator('[data-draft-item]');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('回复');
  await expect(items.first()).toContainText('A reply in progress');
  await expectFitsWidth(page);

  // The reply draft opens the reply box on its comment, with the text back in it.
  await items.first().getByRole('link', { name: '继续编辑' }).click();
  const replyBox = page.locator('[data-reply-slot] form');
  await expect(replyBox.getByRole('textbox')).toHaveValue('A reply in progress');

  await page.goto('/user/drafts');
  await items.first().getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('暂无草稿')).toBeVisible();
  expect(await draftKeys()).toEqual([]);
});

// Last in the file: it ends the session the others share.
test('an article whose publish meets a revoked session stays on screen and in the draft', async ({
  browse,
  playwright,
}) => {
  const page = await browse(device());
  const writer = new ArticleComposer(page);
  await page.goto('/user/drafts');
  await expect(
    page.getByRole('navigation', { name: 'My space' }).getByRole('link', { name: 'Drafts' }),
  ).toBeVisible();
  await expect(page.getByText('No drafts')).toBeVisible();

  await writer.open();
  await writer.title.fill(`Article draft ${RUN}`);
  await writer.editor.area.click();
  await page.keyboard.type('Written before the session ended');
  await expect(writer.draftStatus).toHaveText('Draft saved');
  await changePasswordElsewhere(playwright);
  // The server refuses this part: only this browser's copy holds it.
  await page.keyboard.type(', and after');
  await expect(writer.draftStatus).toHaveText('Saved on this device only: Please sign in first');

  await writer.publish();
  await expect(page.getByText('please sign in', { exact: true })).toBeVisible();
  await expect(writer.title).toHaveValue(`Article draft ${RUN}`);
  await expect(writer.editor.area).toHaveText('Written before the session ended, and after');

  // The toast leads to sign-in and back: the article comes back from the draft.
  await expect(page).toHaveURL(/\/user\/signin\?redirect=%2Farticle%2Fcreate$/);
  const form = page.locator('main form');
  await form.getByLabel('Username or email').fill(drafter.email);
  await form.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await writer.ready();
  await expect(writer.title).toHaveValue(`Article draft ${RUN}`);
  await expect(writer.editor.area).toHaveText('Written before the session ended, and after');
  // Signed in again, the browser's copy reaches the server.
  await expect(writer.draftStatus).toHaveText('Draft restored');
  expect((await storedDraft('article:new'))?.content).toContain('session ended, and after');
  expect(await draftKeys()).toEqual(['article:new']);
  await page.goto('/user/drafts');
  await expect(page.locator('[data-draft-item]')).toContainText(`Article draft ${RUN}`);
  await expect(page.locator('[data-draft-item]')).toContainText('New article');
});
