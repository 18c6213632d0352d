import { createMoment } from './support/content.ts';
import { expect, test } from './support/fixtures.ts';
import { useLocale } from './support/browsing.ts';

// Counts say "1 fan", "1 moment", "1 view" in English (the catalogs' plural forms), and Chinese
// has its one form: on a following list, a moment page and its card.

const RUN = Date.now().toString(36);

test('one fan, one moment and one view are said in the singular; Chinese keeps its form', async ({
  page,
  context,
  accounts,
}) => {
  const [author, reader] = await accounts.members('Single', 'Reader');
  const momentId = await createMoment(author.api, {
    title: `Only one ${RUN}`,
    content: '<p>One of a kind</p>',
  });
  expect((await reader.api.post('/api/follow/toggle', { data: { userId: author.id } })).ok()).toBe(true);

  await page.goto(`/user/${reader.id}/followed`);
  await expect(page.getByText('1 fan · 0 following')).toBeVisible();

  await page.goto(`/moment/${momentId}`);
  await expect(page.locator('.moment-detail-views')).toHaveAttribute('title', '1 view');
  await page.goto(`/user/${author.id}`);
  await expect(page.locator('[data-count="views"]')).toHaveAttribute('title', '1 view');
  await expect(page.locator('[data-count="comments"]')).toHaveAttribute('title', '0 comments');

  await useLocale(context, 'zh-CN');
  await page.goto(`/user/${reader.id}/followed`);
  await expect(page.getByText('1 粉丝 · 0 关注')).toBeVisible();
});
