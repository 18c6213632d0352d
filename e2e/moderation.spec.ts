import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createNode } from './support/content.ts';
import { MEMBER_PASSWORD, signUpMember, signUpStaff, type Member } from './support/members.ts';
import { E2E_ADMIN } from './support/servers.ts';
import { storedRow, storedRows } from './support/storedFacts.ts';

// Members sign up through the API; the moderator is a member the owner (the e2e admin account)
// promoted through the admin users API, and the node is made through the admin API too.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

let author: Member;
let moderator: Member;
let member: Member;
let nodeId: number;
let featuredId: number;
let doomedId: number;
const featuredTitle = `Featured ${RUN}`;

interface Answer {
  success: boolean;
  message: string;
  data: { id: number } | null;
}

async function createMoment(
  api: APIRequestContext,
  title: string,
): Promise<{ status: number; body: Answer }> {
  const response = await api.post('/api/moment/create', {
    data: { type: 0, title, content: `<p>${title} body</p>`, nodeId },
  });
  return { status: response.status(), body: await response.json() };
}

async function signIn(page: Page, username: string, password = MEMBER_PASSWORD): Promise<void> {
  await page.context().clearCookies();
  const response = await page.request.post('/api/login/signin', { data: { username, password } });
  expect(response.ok()).toBe(true);
}

/** Opens the page's manage menu and picks an entry. */
async function choose(page: Page, entry: string): Promise<void> {
  await page.getByRole('button', { name: 'Manage' }).click();
  await page.getByRole('menuitem', { name: entry, exact: true }).click();
}

/** Marks the page, so a reload (which would drop the mark) can be told apart from an in-place change. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-unreloaded', ''));
}

/** The success toast shows and the menu already offers the new state's entries, with no reload. */
async function doneInPlace(page: Page, entries: string[]): Promise<void> {
  await expect(page.locator('.toast-success').last()).toHaveText('Done');
  await page.getByRole('button', { name: 'Manage' }).click();
  for (const entry of entries)
    await expect(page.getByRole('menuitem', { name: entry, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('html[data-e2e-unreloaded]'), 'the page was not reloaded').toHaveCount(1);
}

/** Picks an entry that asks for a reason, gives it and confirms. */
async function chooseWithReason(page: Page, entry: string, reason: string): Promise<void> {
  await choose(page, entry);
  const dialog = page.getByRole('dialog', { name: entry });
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  author = await signUpMember(playwright, 'Author');
  moderator = await signUpStaff(playwright, 'Moderator', 'moderator');
  member = await signUpMember(playwright, 'Member');
  nodeId = await createNode(playwright, { name: `Moderation ${RUN}`, description: 'Moderation e2e' });
  const featured = await createMoment(author.api, featuredTitle);
  expect(featured.body, JSON.stringify(featured.body)).toMatchObject({ success: true });
  featuredId = featured.body.data!.id;
  const doomed = await createMoment(author.api, `Doomed ${RUN}`);
  doomedId = doomed.body.data!.id;
});

test.afterAll(async () => {
  for (const one of [author, moderator, member]) await one?.api.dispose();
});

test('a moderator recommends and stickies a moment; the menu follows at once; the badges show on /moments', async ({
  page,
}) => {
  await signIn(page, moderator.email);
  await page.goto(`/moment/${featuredId}`);
  await markPage(page);
  await page.getByRole('button', { name: 'Manage' }).click();
  await expect(page.getByRole('menuitem', { name: 'Ban for 7 days' })).toBeVisible();
  await expect(
    page.getByRole('menuitem', { name: 'Ban permanently' }),
    'only the owner bans forever',
  ).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Recommend', exact: true }).click();
  await doneInPlace(page, ['Remove recommendation', 'Pin to top']);

  // Pin, unpin and pin again straight away: every click is an action, none is lost to a reload.
  await choose(page, 'Pin to top');
  await choose(page, 'Unpin');
  await choose(page, 'Pin to top');
  await doneInPlace(page, ['Unpin', 'Remove recommendation']);
  await expect
    .poll(async () =>
      (
        await storedRows<{ action: string }>(
          "SELECT action FROM moderation_logs WHERE target_type = 'moment' AND target_id = ? ORDER BY id",
          [featuredId],
        )
      ).map((row) => row.action),
    )
    .toEqual(['moment.recommend', 'moment.sticky', 'moment.unsticky', 'moment.sticky']);

  await page.goto('/moments');
  const card = page.locator(`.moment-card[data-moment-id="${featuredId}"]`);
  await expect(card.getByText('Sticky', { exact: true })).toBeVisible();
  await expect(card.getByText('Recommended', { exact: true })).toBeVisible();
  const row = await storedRow<{ sticky: number; recommended: number }>(
    'SELECT sticky, recommended FROM moments WHERE id = ?',
    [featuredId],
  );
  expect(row).toEqual({ sticky: 1, recommended: 1 });
});

test('a moderator deletes a moment with a reason and the author reads it', async ({ page }) => {
  const reason = `Duplicate of another post ${RUN}`;
  await signIn(page, moderator.email);
  await page.goto(`/moment/${doomedId}`);
  await chooseWithReason(page, 'Delete', reason);
  await expect(page).toHaveURL(/\/moments$/);
  const row = await storedRow<{ status: number }>('SELECT status FROM moments WHERE id = ?', [doomedId]);
  expect(row.status).toBe(2);
  const log = await storedRow<{ actor_id: number; reason: string }>(
    "SELECT actor_id, reason FROM moderation_logs WHERE action = 'moment.delete' AND target_id = ?",
    [doomedId],
  );
  expect(log).toEqual({ actor_id: moderator.id, reason });

  await signIn(page, author.email);
  await page.goto('/user/messages');
  await expect(page.getByRole('list', { name: 'Your messages' }).getByText(reason)).toBeVisible();
});

test('a moderator deletes an article from its page with a reason', async ({ page }) => {
  const created = await author.api.post('/api/article/create', {
    data: { title: `Article ${RUN}`, content: '<p>An article to remove</p>' },
  });
  const body = (await created.json()) as Answer;
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  const articleId = body.data!.id;
  await signIn(page, moderator.email);
  await page.goto(`/article/${articleId}`);
  await page.getByRole('button', { name: 'Manage' }).click();
  await expect(page.getByRole('menuitem', { name: 'Pin to top' }), 'articles are not pinned').toHaveCount(0);
  await page.keyboard.press('Escape');
  await chooseWithReason(page, 'Delete', `Copied text ${RUN}`);
  await expect(page).toHaveURL(/\/articles$/);
  const row = await storedRow<{ status: number }>('SELECT status FROM articles WHERE id = ?', [articleId]);
  expect(row.status).toBe(2);
});

test('the owner bans a member for 7 days; the member sees why and cannot post until the ban is lifted', async ({
  page,
}) => {
  const reason = `Spamming links ${RUN}`;
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto(`/user/${member.id}`);
  await page.getByRole('button', { name: 'Manage' }).click();
  await expect(
    page.getByRole('menuitem', { name: 'Ban permanently' }),
    'the owner may ban forever',
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await markPage(page);
  await chooseWithReason(page, 'Ban for 7 days', reason);
  await doneInPlace(page, ['Lift ban']);

  await signIn(page, member.email);
  await page.goto(`/user/${member.id}`);
  await expect(page.locator('[data-ban-notice]')).toContainText(`Reason: ${reason}`);
  await expect(page.locator('[data-ban-notice]')).toContainText('You are banned until');

  await page.goto('/moment/create');
  await expect(page.locator('form.composer[data-ready]')).toBeAttached();
  await expect(page.locator('[data-ban-notice]')).toContainText(reason);
  await page.getByLabel('Title').fill(`Banned attempt ${RUN}`);
  await expect(page.locator('.rte[data-ready]')).toBeVisible();
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('Trying anyway');
  await page.getByRole('button', { name: 'Publish' }).click();
  const toast = page.locator('.toast-error');
  await expect(toast).toContainText('Submit failed: You are banned until');
  await expect(toast).toContainText(`Reason: ${reason}`);
  await expect(page).toHaveURL(/\/moment\/create$/);
  const refused = await createMoment(member.api, `Banned API ${RUN}`);
  expect(refused.status).toBe(403);
  expect(refused.body.message).toContain(`Reason: ${reason}`);

  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto(`/user/${member.id}`);
  await markPage(page);
  await choose(page, 'Lift ban');
  await doneInPlace(page, ['Ban for 7 days', 'Ban permanently']);
  const allowed = await createMoment(member.api, `After the ban ${RUN}`);
  expect(allowed.body, JSON.stringify(allowed.body)).toMatchObject({ success: true });
});

test('a plain member sees no manage menu and the moderation API refuses them', async ({ page }) => {
  await signIn(page, member.email);
  await page.goto(`/moment/${featuredId}`);
  await expect(page.getByRole('heading', { name: featuredTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage' })).toHaveCount(0);
  for (const [path, data] of [
    ['/api/moderation/moment/recommend', { id: featuredId, on: false }],
    ['/api/moderation/moment/delete', { id: featuredId, reason: 'no' }],
    ['/api/moderation/user/ban', { userId: author.id, duration: '7d', reason: 'no' }],
  ] as const) {
    const response = await member.api.post(path, { data });
    expect(response.status(), path).toBe(403);
  }
  const row = await storedRow<{ recommended: number; status: number }>(
    'SELECT recommended, status FROM moments WHERE id = ?',
    [featuredId],
  );
  expect(row).toEqual({ recommended: 1, status: 0 });
});
