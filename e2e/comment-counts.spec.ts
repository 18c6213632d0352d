import { createArticle, createComment } from './support/content.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForComments } from './support/commentsReady.ts';

// After posting or deleting a comment every count on the page follows at once, with the number the
// server answered (a comment someone else posted meanwhile included), without a reload.

const RUN = Date.now().toString(36);
test('an article’s comment counts follow a post and a delete at once', async ({
  page,
  member,
  secondMember,
}) => {
  const articleId = await createArticle(member.api, {
    title: `Counted ${RUN}`,
    content: '<p>Count my comments</p>',
  });
  await page.goto(`/article/${articleId}`);
  await waitForComments(page);
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-unreloaded', ''));
  const stats = page.getByRole('list', { name: 'Article statistics' });
  await expect(stats.getByText('0 comments')).toBeVisible();

  await createComment(secondMember.api, {
    entityType: 'article',
    entityId: articleId,
    content: 'Posted from elsewhere',
  });

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
