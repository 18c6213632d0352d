import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';

// Counts say "1 fan", "1 moment", "1 view" in English (the catalogs' plural forms), and Chinese
// has its one form: on a following list, a moment page and its card.

const RUN = Date.now().toString(36);

async function member(browser: Browser, nickname: string): Promise<{ api: APIRequestContext; id: number }> {
  const api = (await browser.newContext({ locale: 'en-US' })).request;
  const response = await api.post('/api/login/signup', {
    data: {
      nickname,
      email: `plural-${RUN}-${nickname.replace(/\W/g, '')}@example.com`,
      password: 'secret-pass',
      rePassword: 'secret-pass',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { api, id: ((await response.json()) as { data: { user: { id: number } } }).data.user.id };
}

test('one fan, one moment and one view are said in the singular; Chinese keeps its form', async ({
  browser,
  page,
  context,
  baseURL,
}) => {
  const author = await member(browser, `Single ${RUN}`);
  const reader = await member(browser, `Reader ${RUN}`);
  const created = await author.api.post('/api/moment/create', {
    data: { type: 0, title: `Only one ${RUN}`, content: '<p>One of a kind</p>' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const momentId = ((await created.json()) as { data: { id: number } }).data.id;
  expect((await reader.api.post('/api/follow/toggle', { data: { userId: author.id } })).ok()).toBe(true);

  await page.goto(`/user/${reader.id}/followed`);
  await expect(page.getByText('1 fan · 0 following')).toBeVisible();

  await page.goto(`/moment/${momentId}`);
  await expect(page.locator('.moment-detail-views')).toHaveAttribute('title', '1 view');
  await page.goto(`/user/${author.id}`);
  await expect(page.locator('[data-count="views"]')).toHaveAttribute('title', '1 view');
  await expect(page.locator('[data-count="comments"]')).toHaveAttribute('title', '0 comments');

  await context.addCookies([{ name: 'locale', value: 'zh-CN', url: baseURL ?? '' }]);
  await page.goto(`/user/${reader.id}/followed`);
  await expect(page.getByText('1 粉丝 · 0 关注')).toBeVisible();
});
