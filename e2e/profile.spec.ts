import type { Page } from '@playwright/test';
import { postForData } from './support/composerMember.ts';
import { createArticle, createMoment } from './support/content.ts';
import { cardIds } from './support/feeds.ts';
import { expect, test, type Member } from './support/fixtures.ts';
import { signInBrowser } from './support/members.ts';

// Members sign up through the API and follow each other through the profile page like a person would.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

let alice: Member;
let bob: Member;
let carol: Member;
let bobMoment: string;
let carolMoment: string;
let bobArticle: string;

/** Clicks a follow button and waits for the server's answer: the page shows its guess before that. */
async function clickFollow(page: Page, name: 'Follow' | 'Following'): Promise<void> {
  const answered = page.waitForResponse('**/api/follow/toggle');
  await page.getByRole('button', { name, exact: true }).click();
  expect((await answered).ok()).toBe(true);
}

function fansCount(page: Page, member: Member) {
  return page.locator(`[data-fans-count="${member.id}"]`);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ accounts }) => {
  [alice, bob, carol] = await accounts.members('Alice', 'Bob', 'Carol');
  bobMoment = `Bob's moment ${RUN}`;
  carolMoment = `Carol's moment ${RUN}`;
  bobArticle = `Bob's article ${RUN}`;
  await createMoment(bob.api, { title: bobMoment, content: '<p>From Bob</p>' });
  await createMoment(carol.api, { title: carolMoment, content: '<p>From Carol</p>' });
  await createArticle(bob.api, {
    title: bobArticle,
    content: '<p>A longer piece by Bob, with enough words to be an article.</p>',
  });
});

test('a member follows another from the profile, sees "mutual" once followed back, and unfollows', async ({
  page,
}) => {
  await signInBrowser(page.context(), alice);
  await page.goto(`/user/${bob.id}`);
  await expect(page.getByRole('heading', { level: 1, name: bob.nickname })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveCount(0);
  const follow = page.getByRole('button', { name: 'Follow', exact: true });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await expect(fansCount(page, bob)).toHaveText('0');
  await expect(page.getByText('Mutual', { exact: true })).toBeHidden();

  await clickFollow(page, 'Follow');
  const following = page.getByRole('button', { name: 'Following', exact: true });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await expect(fansCount(page, bob)).toHaveText('1');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
  await expect(fansCount(page, bob)).toHaveText('1');
  await expect(page.getByText('Mutual', { exact: true })).toBeHidden();

  // Bob follows back: Alice now sees "mutual" on his profile.
  expect(await postForData(bob.api, '/api/follow/toggle', { userId: alice.id })).toEqual({
    following: true,
    mutual: true,
    fansCount: 1,
  });
  await page.reload();
  await expect(page.getByText('Mutual', { exact: true })).toBeVisible();

  await clickFollow(page, 'Following');
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(fansCount(page, bob)).toHaveText('0');
  await expect(page.getByText('Mutual', { exact: true })).toBeHidden();
  await page.reload();
  await expect(fansCount(page, bob)).toHaveText('0');

  // Follow again for the tabs below.
  await clickFollow(page, 'Follow');
  await expect(fansCount(page, bob)).toHaveText('1');
  await expect(page.getByText('Mutual', { exact: true })).toBeVisible();
});

test('the tabs list the right moments, articles, fans and followed people', async ({ page }) => {
  await page.goto(`/user/${bob.id}`);
  const tabs = page.getByRole('navigation', { name: 'Profile sections' });
  await expect(tabs.getByRole('link', { name: 'Moments' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: bobMoment })).toBeVisible();
  await expect(page.getByText(carolMoment)).toHaveCount(0);

  await tabs.getByRole('link', { name: 'Articles' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/${bob.id}/articles$`));
  await expect(page.getByRole('link', { name: bobArticle })).toBeVisible();

  await tabs.getByRole('link', { name: 'Fans' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/${bob.id}/fans$`));
  const fans = page.getByRole('list', { name: 'Fans' });
  await expect(fans.getByRole('link', { name: alice.nickname })).toBeVisible();
  await expect(fans.getByRole('listitem')).toHaveCount(1);

  await page
    .getByRole('navigation', { name: 'Profile sections' })
    .getByRole('link', { name: 'Following' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/user/${bob.id}/followed$`));
  await expect(
    page.getByRole('list', { name: 'Following' }).getByRole('link', { name: alice.nickname }),
  ).toBeVisible();

  // Carol follows nobody and has no fans: the empty states say so.
  await page.goto(`/user/${carol.id}/followed`);
  await expect(page.getByText('Not following anyone')).toBeVisible();
  await page.goto(`/user/${carol.id}/fans`);
  await expect(page.getByText('No fans yet')).toBeVisible();
  await page.goto(`/user/${carol.id}/articles`);
  await expect(page.getByText(`${carol.nickname} hasn't published any articles yet.`)).toBeVisible();
});

test('an unknown member is a 404 page', async ({ page }) => {
  const response = await page.goto('/user/987654321');
  expect(response?.status()).toBe(404);
  expect((await page.request.get('/api/user/987654321/fans')).status()).toBe(404);
  const fans = await (await page.request.get(`/api/user/${bob.id}/fans`)).json();
  expect(fans.data.results.map((user: { id: number }) => user.id)).toEqual([alice.id]);
});

test('your own profile offers "Edit profile" instead of "Follow"', async ({ page }) => {
  await signInBrowser(page.context(), alice);
  await page.goto(`/user/${alice.id}`);
  await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/user/profile');
  await expect(page.getByRole('button', { name: /^Follow/ })).toHaveCount(0);
});

test('a signed-out visitor who clicks "Follow" is sent to sign in', async ({ page }) => {
  await page.goto(`/user/${carol.id}`);
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/user/signin\\?redirect=%2Fuser%2F${carol.id}$`), {
    timeout: 10_000,
  });
});

test("the Following tab on /moments shows only followees' moments", async ({ page }) => {
  await page.goto('/moments');
  await expect(
    page.getByRole('navigation', { name: 'Moment lists' }).getByRole('link', { name: 'Following' }),
  ).toHaveCount(0);
  await signInBrowser(page.context(), alice);
  await page.goto('/moments');
  await page.getByRole('link', { name: 'Following', exact: true }).click();
  await expect(page).toHaveURL(/\/moments\?tab=following$/);
  await expect(page.getByRole('link', { name: bobMoment })).toBeVisible();
  await expect(page.getByText(carolMoment)).toHaveCount(0);
  const ids = await cardIds(page);
  expect(ids).toEqual([...ids].sort((a, b) => b - a));
});

test('the profile speaks Chinese for the zh-CN locale', async ({ page, inChinese: _zh }) => {
  await page.goto(`/user/${bob.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(
    page.getByRole('navigation', { name: '个人主页栏目' }).getByRole('link', { name: '粉丝' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '关注', exact: true })).toBeVisible();
  await expect(page.getByText(/^第 \d+ 位成员$/)).toBeVisible();
});
