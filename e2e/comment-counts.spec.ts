import { expect, test, type Browser, type Page } from '@playwright/test';
import { waitForComments } from './support/commentsReady.ts';

// After posting or deleting a comment every count on the page follows at once, with the number the
// server answered (a comment someone else posted meanwhile included), without a reload.

const RUN = Date.now().toString(36);
let signups = 0;

async function signUp(page: Page, nickname: string): Promise<void> {
  signups += 1;
  const response = await page.request.post('/api/login/signup', {
    data: {
      nickname,
      email: `counts-${RUN}-${signups}@example.com`,
      password: 'secret-pass',
      rePassword: 'secret-pass',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function memberPage(browser: Browser, nickname: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await signUp(page, nickname);
  return page;
}

test('an article’s comment counts follow a post and a delete at once', async ({ page, browser }) => {
  await signUp(page, 'Counted Reader');
  const created = await page.request.post('/api/article/create', {
    data: { title: `Counted ${RUN}`, content: '<p>Count my comments</p>' },
  });
  const articleId = ((await created.json()) as { data: { id: number } }).data.id;
  await page.goto(`/article/${articleId}`);
  await waitForComments(page);
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-unreloaded', ''));
  const stats = page.getByRole('list', { name: 'Article statistics' });
  await expect(stats.getByText('0 comments')).toBeVisible();

  const other = await memberPage(browser, 'Meanwhile');
  const elsewhere = await other.request.post('/api/comment/create', {
    data: { entityType: 'article', entityId: articleId, content: 'Posted from elsewhere' },
  });
  expect(elsewhere.ok(), await elsewhere.text()).toBe(true);
  await other.context().close();

  const box = page.locator('form[data-comment-form]').first();
  await box.getByLabel('Your comment').fill('My own comment');
  await box.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.locator('[data-comment-count]')).toHaveText('2');
  await expect(stats.getByText('2 comments')).toBeVisible();

  const mine = page.locator('li.comment').filter({ hasText: 'My own comment' });
  await mine.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('[data-comment-count]')).toHaveText('1');
  await expect(stats.getByText('1 comment', { exact: true })).toBeVisible();
  await expect(page.locator('html[data-e2e-unreloaded]'), 'no reload').toHaveCount(1);
});
