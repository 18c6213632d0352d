import type { Page } from '@playwright/test';
import { createMoment } from './support/content.ts';
import { useLocale } from './support/browsing.ts';
import { expect, test } from './support/fixtures.ts';
import { adjustScore } from './support/staffSetup.ts';

// Members sign up and act through the API and the pages like anyone would. The owner grants the
// member a large score through the admin API, so the member is sure to top the ranking whatever the
// other specs have earned.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const GRANT = 1_000_000;
const GRANT_REASON = `Top of the class ${RUN}`;

function checkinWidget(page: Page) {
  return page.locator('[data-checkin-widget]');
}

test('a member checks in from the home page once a day and sees the points in the ledger and ranking', async ({
  page,
  context,
  member,
}) => {
  await adjustScore(member.id, GRANT, GRANT_REASON);

  await page.goto('/');
  const widget = checkinWidget(page);
  await expect(widget.getByRole('heading', { name: 'Daily check-in' })).toBeVisible();
  // A success toast lasts 800 ms: wait for it from before the click so a busy machine cannot miss it.
  const toastShown = page.getByText('Checked in! +3 points').waitFor({ state: 'visible' });
  await widget.getByRole('button', { name: 'Check in' }).click();
  await toastShown;
  await expect(widget.getByText('Checked in · 1 day in a row')).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Check in' })).toBeHidden();
  await expect(widget.locator('[data-checkin-ranking]')).toContainText(member.nickname);

  // A second check-in the same day is refused, by the API and on the page.
  const again = await page.request.post('/api/checkin');
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({ success: false, message: 'You have already checked in today' });
  const status = await (await page.request.get('/api/checkin/status')).json();
  expect(status.data).toMatchObject({ checkedIn: true, streak: 1 });
  expect(status.data.todayRank).toBeGreaterThanOrEqual(1);
  await page.reload();
  await expect(checkinWidget(page).getByText('Checked in · 1 day in a row')).toBeVisible();
  await expect(checkinWidget(page).getByRole('button', { name: 'Check in' })).toBeHidden();

  // The home ranking lists the member (the grant put them on top).
  const ranking = page.locator('[data-score-ranking]');
  await expect(ranking.getByRole('heading', { name: 'Score ranking' })).toBeVisible();
  await expect(ranking.locator('li').first()).toContainText(member.nickname);

  // Posting a moment earns its points too.
  await createMoment(member.api, { title: `Scored moment ${RUN}` });
  await page.goto('/user/scores');
  await expect(page.getByRole('heading', { level: 1, name: 'My scores' })).toBeVisible();
  await expect(page.locator('[data-score-balance]')).toHaveAttribute('data-score-balance', String(GRANT + 8));
  const ledger = page.locator('#score-ledger > li');
  await expect(ledger).toHaveCount(3);
  await expect(ledger.nth(0)).toContainText('Posted a moment');
  await expect(ledger.nth(0).locator('[data-score-amount]')).toHaveText('+5');
  await expect(ledger.nth(1)).toContainText('Daily check-in');
  await expect(ledger.nth(1).locator('[data-score-amount]')).toHaveText('+3');
  await expect(ledger.nth(2)).toContainText(GRANT_REASON);
  await expect(ledger.nth(2)).toContainText('Staff');

  // The same page in Chinese.
  await useLocale(context, 'zh-CN');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '我的积分' })).toBeVisible();
  await expect(ledger.nth(1)).toContainText('每日签到');
  await expect(ledger.nth(2)).toContainText('管理员');
  await page.goto('/');
  await expect(checkinWidget(page).getByText('已签到 · 连续 1 天')).toBeVisible();
});

test('a new member sees an empty ledger and a signed-out visitor is asked to sign in', async ({
  page,
  browse,
  member,
}) => {
  void member; // asking for the fixture signs the page in
  await page.goto('/user/scores');
  await expect(page.getByText('No score changes yet')).toBeVisible();
  await expect(page.locator('[data-score-balance]')).toHaveAttribute('data-score-balance', '0');

  const visitor = await browse();
  await visitor.goto('/');
  const link = checkinWidget(visitor).getByRole('link', { name: 'Sign in to check in' });
  await expect(link).toHaveAttribute('href', '/user/signin?redirect=%2F');
  expect((await visitor.request.post('/api/checkin')).status()).toBe(401);
});

test('the favorites page lists favorited moments, shows a deleted one as removed, and unfavorites', async ({
  page,
  member,
  secondMember: author,
}) => {
  void member; // asking for the fixture signs the page in
  const kept = await createMoment(author.api, { title: `Kept favorite ${RUN}` });
  const doomed = await createMoment(author.api, { title: `Doomed favorite ${RUN}` });

  await page.goto('/user/favorites');
  await expect(page.getByText('No favorites yet')).toBeVisible();

  for (const id of [kept, doomed]) {
    const response = await page.request.post('/api/favorite/toggle', {
      data: { entityType: 'moment', entityId: id },
    });
    expect((await response.json()).data).toMatchObject({ favorited: true });
  }
  const deleted = await author.api.post('/api/moment/delete', { data: { id: doomed } });
  expect(deleted.ok()).toBe(true);

  await page.goto('/user/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'My favorites' })).toBeVisible();
  const items = page.locator('#favorite-list > li');
  await expect(items).toHaveCount(2);
  // Newest favorite first: the deleted one, shown as removed without a link.
  await expect(items.nth(0)).toHaveAttribute('data-removed', 'true');
  await expect(items.nth(0)).toContainText('This content has been removed');
  await expect(items.nth(0).getByRole('link')).toHaveCount(0);
  await expect(items.nth(0)).not.toContainText('Doomed favorite');
  const link = items.nth(1).getByRole('link', { name: `Kept favorite ${RUN}` });
  await expect(link).toHaveAttribute('href', `/moment/${kept}`);

  const unfavorite = items.nth(1).getByRole('button', { name: `Unfavorite “Kept favorite ${RUN}”` });
  await expect(unfavorite).toHaveText('Unfavorite');
  await unfavorite.click();
  await expect(page.getByText('Removed from favorites')).toBeVisible();
  await expect(items).toHaveCount(1);
  await page.reload();
  await expect(items).toHaveCount(1);
  await expect(items.nth(0)).toHaveAttribute('data-removed', 'true');
  // Removed content can still be taken off the list.
  await items.nth(0).getByRole('button').click();
  await expect(items).toHaveCount(0);
  // The emptied list reloads into the empty state; the test ends only once that page has loaded.
  await expect(page.getByText('No favorites yet')).toBeVisible();
  await page.waitForLoadState('load');
});
