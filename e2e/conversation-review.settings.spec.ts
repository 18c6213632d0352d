import { expect, test } from '@playwright/test';
import { postForData } from './support/composerMember.ts';
import { addReviewWord, type ReviewWord } from './support/forbiddenWords.ts';
import { headerReady } from './support/islands.ts';
import { closeBrowsing, signInOwnerPage, signUpBrowsing, type BrowsingMember } from './support/members.ts';
import { saveSiteConfig } from './support/siteConfig.ts';
import { DEFAULT_SITE_CONFIG } from '../src/shared/site/siteConfigDefaults.ts';

// Private conversations and the site settings (decision 036): a forbidden word holds a message for
// review, and the owner can turn the feature off.

test.describe.configure({ mode: 'serial' });

let review: ReviewWord | undefined;
let sender: BrowsingMember | undefined;
let reader: BrowsingMember | undefined;

test.afterEach(async () => {
  await review?.remove();
  review = undefined;
  await saveSiteConfig({ conversations: DEFAULT_SITE_CONFIG.conversations });
  await closeBrowsing(sender, reader);
  sender = reader = undefined;
});

test('a held message shows only to its sender until staff approve it', async ({
  browser,
  playwright,
  page,
}) => {
  review = await addReviewWord();
  sender = await signUpBrowsing(browser, playwright, 'Sender');
  reader = await signUpBrowsing(browser, playwright, 'Reader');
  const { conversationId } = await postForData<{ conversationId: number }>(
    sender.api,
    '/api/conversation/start',
    {
      memberIds: [reader.id],
      content: 'Hello there',
    },
  );
  await sender.page.goto(`/user/conversations/${conversationId}`);
  await sender.page.locator('[data-conversation-thread][data-ready]').waitFor();
  const composer = sender.page.locator('[data-message-composer]');
  await composer.locator('textarea').fill(`Cheap ${review.word} here`);
  await composer.locator('[data-composer-send]').click();
  const held = sender.page.locator('[data-message][data-pending]');
  await expect(held).toContainText(`Cheap ${review.word} here`);
  await expect(held.locator('[data-pending-note]')).toHaveText(
    'Waiting for review: only you can see this message.',
  );

  await reader.page.goto(`/user/conversations/${conversationId}`);
  await expect(reader.page.locator('[data-message]')).toHaveCount(1);
  await expect(reader.page.locator('[data-messages]')).not.toContainText(review.word);

  await signInOwnerPage(page);
  await page.goto('/admin/review?type=message');
  const item = page.locator('[data-held-message]', { hasText: `Cheap ${review.word} here` });
  await expect(item.getByRole('heading')).toHaveText(`In conversation #${conversationId}`);
  await expect(item.locator('[data-held-by]')).toHaveText(`Held for the forbidden words: ${review.word}`);
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(item).toHaveCount(0);

  await reader.page.reload();
  await expect(reader.page.locator('[data-message]')).toHaveCount(2);
  await expect(reader.page.locator('[data-messages]')).toContainText(`Cheap ${review.word} here`);
  await expect(reader.page.locator('[data-message][data-pending]')).toHaveCount(0);
});

test('the owner can turn conversations off: the pages answer 404 and the header has no envelope', async ({
  browser,
  playwright,
}) => {
  reader = await signUpBrowsing(browser, playwright, 'Reader');
  await reader.page.goto('/user/conversations');
  await headerReady(reader.page);
  await expect(reader.page.locator('[data-conversation-notice]')).toBeVisible();

  await saveSiteConfig({ conversations: { enabled: false, maxMembers: 10 } });
  expect((await reader.page.goto('/user/conversations'))!.status()).toBe(404);
  const refused = await reader.api.post('/api/conversation/start', {
    data: { memberIds: [1], content: 'Hello' },
  });
  expect(refused.status()).toBe(404);
  await reader.page.goto('/user/messages');
  await headerReady(reader.page);
  await expect(reader.page.locator('[data-conversation-notice]')).toHaveCount(0);
  await expect(reader.page.getByRole('navigation').getByRole('link', { name: 'Conversations' })).toHaveCount(
    0,
  );
});
