import { expectNotReloaded, markUnreloaded } from './support/browsing.ts';
import { createComment } from './support/content.ts';
import { expect, test } from './support/fixtures.ts';

// After posting or deleting a comment every count on the page follows at once, with the number the
// server answered (a comment someone else posted meanwhile included), without a reload.

test('an article’s comment counts follow a post and a delete at once', async ({
  page,
  article,
  articlePage,
  secondMember,
}) => {
  const comments = articlePage.comments;
  await articlePage.openWithComments(article.id);
  await markUnreloaded(page);
  const stats = page.getByRole('list', { name: 'Article statistics' });
  await expect(stats.getByText('0 comments')).toBeVisible();

  await createComment(secondMember.api, {
    entityType: 'article',
    entityId: article.id,
    content: 'Posted from elsewhere',
  });

  await comments.post('My own comment');
  await expect(page.locator('[data-comment-count]')).toHaveText('2');
  await expect(stats.getByText('2 comments')).toBeVisible();

  const mine = page.locator('li.comment').filter({ hasText: 'My own comment' });
  await comments.delete(mine);
  await expect(page.locator('[data-comment-count]')).toHaveText('1');
  await expect(stats.getByText('1 comment', { exact: true })).toBeVisible();
  await expectNotReloaded(page, 'no reload');
});
