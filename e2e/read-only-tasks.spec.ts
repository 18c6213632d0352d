import type { Page } from '@playwright/test';
import { createArticle, createMoment } from './support/content.ts';
import { useLocale } from './support/browsing.ts';
import { expect, test } from './support/fixtures.ts';

// Task lists in published content show their state to readers, who cannot tick them (nothing would
// be saved): on a moment and on an article, in both languages.

const RUN = Date.now().toString(36);
const TASKS =
  '<ul data-type="taskList">' +
  '<li data-type="taskItem" data-checked="true"><label><input type="checkbox" checked="checked"><span></span></label><div><p>Done thing</p></div></li>' +
  '<li data-type="taskItem" data-checked="false"><label><input type="checkbox"><span></span></label><div><p>Open thing</p></div></li>' +
  '</ul>';

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
  member,
}) => {
  const momentId = await createMoment(member.api, { title: `Tasks ${RUN}`, content: TASKS });
  const articleId = await createArticle(member.api, { title: `Task article ${RUN}`, content: TASKS });

  await page.goto(`/moment/${momentId}`);
  await expectReadOnlyTasks(page, 'Task item');
  await page.goto(`/article/${articleId}`);
  await expectReadOnlyTasks(page, 'Task item');

  await useLocale(context, 'zh-CN');
  await page.goto(`/moment/${momentId}`);
  await expectReadOnlyTasks(page, '任务项');
});
