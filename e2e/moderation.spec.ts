import type { APIRequestContext } from '@playwright/test';
import { markUnreloaded } from './support/browsing.ts';
import { createNode } from './support/content.ts';
import { expect, test } from './support/fixtures.ts';
import { signInAfresh, signInOwnerAfresh, type Member } from './support/members.ts';
import { ManageMenu } from './support/pages/ManageMenu.ts';
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

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright, accounts }) => {
  author = await accounts.member('Author');
  moderator = await accounts.staff('Moderator', 'moderator');
  member = await accounts.member('Member');
  nodeId = await createNode(playwright, { name: `Moderation ${RUN}`, description: 'Moderation e2e' });
  const featured = await createMoment(author.api, featuredTitle);
  expect(featured.body, JSON.stringify(featured.body)).toMatchObject({ success: true });
  featuredId = featured.body.data!.id;
  const doomed = await createMoment(author.api, `Doomed ${RUN}`);
  doomedId = doomed.body.data!.id;
});

test('a moderator recommends and stickies a moment; the menu follows at once; the badges show on /moments', async ({
  page,
  momentPage,
}) => {
  const manage = momentPage.manage;
  await signInAfresh(page, moderator.email);
  await momentPage.open(featuredId);
  await markUnreloaded(page);
  await page.getByRole('button', { name: 'Manage' }).click();
  await expect(page.getByRole('menuitem', { name: 'Ban for 7 days' })).toBeVisible();
  await expect(
    page.getByRole('menuitem', { name: 'Ban permanently' }),
    'only the owner bans forever',
  ).toHaveCount(0);
  await manage.item('Recommend').click();
  await manage.expectDoneInPlace('Moment recommended', ['Remove recommendation', 'Pin to top']);

  // Pin, unpin and pin again straight away: every click is an action, none is lost to a reload.
  await manage.choose('Pin to top');
  await manage.choose('Unpin');
  await manage.choose('Pin to top');
  await manage.expectDoneInPlace('Pinned to the top', ['Unpin', 'Remove recommendation']);
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

test('a moderator deletes a moment with a reason and the author reads it', async ({ page, momentPage }) => {
  const reason = `Duplicate of another post ${RUN}`;
  await signInAfresh(page, moderator.email);
  await momentPage.open(doomedId);
  await momentPage.manage.chooseWithReason('Delete', reason);
  await expect(page).toHaveURL(/\/moments$/);
  const row = await storedRow<{ status: number }>('SELECT status FROM moments WHERE id = ?', [doomedId]);
  expect(row.status).toBe(2);
  const log = await storedRow<{ actor_id: number; reason: string }>(
    "SELECT actor_id, reason FROM moderation_logs WHERE action = 'moment.delete' AND target_id = ?",
    [doomedId],
  );
  expect(log).toEqual({ actor_id: moderator.id, reason });

  await signInAfresh(page, author.email);
  await page.goto('/user/messages');
  await expect(page.getByRole('list', { name: 'Your messages' }).getByText(reason)).toBeVisible();
});

test('a moderator deletes an article from its page with a reason', async ({ page, articlePage }) => {
  const created = await author.api.post('/api/article/create', {
    data: { title: `Article ${RUN}`, content: '<p>An article to remove</p>' },
  });
  const body = (await created.json()) as Answer;
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  const articleId = body.data!.id;
  await signInAfresh(page, moderator.email);
  await articlePage.open(articleId);
  await articlePage.manage.button.click();
  await expect(page.getByRole('menuitem', { name: 'Pin to top' }), 'articles are not pinned').toHaveCount(0);
  await page.keyboard.press('Escape');
  await articlePage.manage.chooseWithReason('Delete', `Copied text ${RUN}`);
  await expect(page).toHaveURL(/\/articles$/);
  const row = await storedRow<{ status: number }>('SELECT status FROM articles WHERE id = ?', [articleId]);
  expect(row.status).toBe(2);
});

test('the owner bans a member for 7 days; the member sees why and cannot post until the ban is lifted', async ({
  page,
  momentComposer,
}) => {
  const reason = `Spamming links ${RUN}`;
  const manage = new ManageMenu(page);
  await signInOwnerAfresh(page);
  await page.goto(`/user/${member.id}`);
  await manage.button.click();
  await expect(
    page.getByRole('menuitem', { name: 'Ban permanently' }),
    'the owner may ban forever',
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await markUnreloaded(page);
  await manage.chooseWithReason('Ban for 7 days', reason);
  await manage.expectDoneInPlace('Banned for 7 days; the member sees the reason', ['Lift ban']);

  await signInAfresh(page, member.email);
  await page.goto(`/user/${member.id}`);
  await expect(page.locator('[data-ban-notice]')).toContainText(`Reason: ${reason}`);
  await expect(page.locator('[data-ban-notice]')).toContainText('You are banned until');

  await momentComposer.open();
  await expect(page.locator('[data-ban-notice]')).toContainText(reason);
  await momentComposer.write(`Banned attempt ${RUN}`, 'Trying anyway');
  await momentComposer.publish();
  const toast = page.locator('.toast-error');
  await expect(toast).toContainText('Submit failed: You are banned until');
  await expect(toast).toContainText(`Reason: ${reason}`);
  await expect(page).toHaveURL(/\/moment\/create$/);
  const refused = await createMoment(member.api, `Banned API ${RUN}`);
  expect(refused.status).toBe(403);
  expect(refused.body.message).toContain(`Reason: ${reason}`);

  await signInOwnerAfresh(page);
  await page.goto(`/user/${member.id}`);
  await markUnreloaded(page);
  await manage.choose('Lift ban');
  await manage.expectDoneInPlace('Ban lifted', ['Ban for 7 days', 'Ban permanently']);
  const allowed = await createMoment(member.api, `After the ban ${RUN}`);
  expect(allowed.body, JSON.stringify(allowed.body)).toMatchObject({ success: true });
});

test('a plain member sees no manage menu and the moderation API refuses them', async ({
  page,
  momentPage,
}) => {
  await signInAfresh(page, member.email);
  await momentPage.open(featuredId);
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
