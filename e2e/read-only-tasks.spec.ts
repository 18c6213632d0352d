import { expect, test, type Page } from '@playwright/test';

// Task lists in published content show their state to readers, who cannot tick them (nothing would
// be saved): on a moment and on an article, in both languages.

const RUN = Date.now().toString(36);
const TASKS =
  '<ul data-type="taskList">' +
  '<li data-type="taskItem" data-checked="true"><label><input type="checkbox" checked="checked"><span></span></label><div><p>Done thing</p></div></li>' +
  '<li data-type="taskItem" data-checked="false"><label><input type="checkbox"><span></span></label><div><p>Open thing</p></div></li>' +
  '</ul>';

async function signUp(page: Page, nickname: string): Promise<void> {
  const response = await page.request.post('/api/login/signup', {
    data: {
      nickname,
      email: `tasks-${RUN}-${nickname.replace(/\W/g, '')}@example.com`,
      password: 'secret-pass',
      rePassword: 'secret-pass',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function expectReadOnlyTasks(page: Page, label: string): Promise<void> {
  const boxes = page.locator('.rich-content').first().getByRole('checkbox', { name: label });
  await expect(boxes).toHaveCount(2);
  await expect(boxes.nth(0)).toBeChecked();
  await expect(boxes.nth(1)).not.toBeChecked();
  for (const box of await boxes.all()) await expect(box).toBeDisabled();
  await boxes.nth(1).click({ force: true });
  await expect(boxes.nth(1), 'a click does not tick it').not.toBeChecked();
}

test('a moment’s and an article’s task lists are read-only, named checkboxes', async ({
  page,
  context,
  baseURL,
}) => {
  await signUp(page, 'Task Author');
  const moment = await page.request.post('/api/moment/create', {
    data: { type: 0, title: `Tasks ${RUN}`, content: TASKS },
  });
  expect(moment.ok(), await moment.text()).toBe(true);
  const article = await page.request.post('/api/article/create', {
    data: { title: `Task article ${RUN}`, content: TASKS },
  });
  expect(article.ok(), await article.text()).toBe(true);
  const momentId = ((await moment.json()) as { data: { id: number } }).data.id;
  const articleId = ((await article.json()) as { data: { id: number } }).data.id;

  await page.goto(`/moment/${momentId}`);
  await expectReadOnlyTasks(page, 'Task item');
  await page.goto(`/article/${articleId}`);
  await expectReadOnlyTasks(page, 'Task item');

  await context.addCookies([{ name: 'locale', value: 'zh-CN', url: baseURL ?? '' }]);
  await page.goto(`/moment/${momentId}`);
  await expectReadOnlyTasks(page, '任务项');
});
