import { postForData } from './support/composerMember.ts';
import { expect, test } from './support/fixtures.ts';
import { addReviewWord, type ReviewWord } from './support/forbiddenWords.ts';
import { ConversationsPage } from './support/pages/Conversations.ts';
import { SiteHeader } from './support/pages/SiteHeader.ts';
import { saveSiteConfig } from './support/siteConfig.ts';
import { DEFAULT_SITE_CONFIG } from '../src/shared/site/siteConfigDefaults.ts';

// Private conversations and the site settings (decision 036): a forbidden word holds a message for
// review, and the owner can turn the feature off.

test.describe.configure({ mode: 'serial' });

let review: ReviewWord | undefined;

test.afterEach(async () => {
  await review?.remove();
  review = undefined;
  await saveSiteConfig({ conversations: DEFAULT_SITE_CONFIG.conversations });
});

test('a held message shows only to its sender until staff approve it', async ({
  accounts,
  browse,
  page,
  asOwner: _owner,
}) => {
  review = await addReviewWord();
  const [sender, reader] = await accounts.members('Sender', 'Reader');
  const senderTalks = new ConversationsPage(await browse({ as: sender }));
  const readerTalks = new ConversationsPage(await browse({ as: reader }));
  const { conversationId } = await postForData<{ conversationId: number }>(
    sender.api,
    '/api/conversation/start',
    {
      memberIds: [reader.id],
      content: 'Hello there',
    },
  );
  await senderTalks.openThread(conversationId);
  await senderTalks.send(`Cheap ${review.word} here`);
  const held = senderTalks.page.locator('[data-message][data-pending]');
  await expect(held).toContainText(`Cheap ${review.word} here`);
  await expect(held.locator('[data-pending-note]')).toHaveText(
    'Waiting for review: only you can see this message.',
  );

  await readerTalks.page.goto(`/user/conversations/${conversationId}`);
  await expect(readerTalks.message).toHaveCount(1);
  await expect(readerTalks.messages).not.toContainText(review.word);

  await page.goto('/admin/review?type=message');
  const item = page.locator('[data-held-message]', { hasText: `Cheap ${review.word} here` });
  await expect(item.getByRole('heading')).toHaveText(`In conversation #${conversationId}`);
  await expect(item.locator('[data-held-by]')).toHaveText(`Held for the forbidden words: ${review.word}`);
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(item).toHaveCount(0);

  await readerTalks.page.reload();
  await expect(readerTalks.message).toHaveCount(2);
  await expect(readerTalks.messages).toContainText(`Cheap ${review.word} here`);
  await expect(readerTalks.page.locator('[data-message][data-pending]')).toHaveCount(0);
});

test('the owner can turn conversations off: the pages answer 404 and the header has no envelope', async ({
  accounts,
  browse,
}) => {
  const reader = await accounts.member('Reader');
  const page = await browse({ as: reader });
  const header = new SiteHeader(page);
  await page.goto('/user/conversations');
  await header.ready();
  await expect(header.conversationNotice).toBeVisible();

  await saveSiteConfig({ conversations: { enabled: false, maxMembers: 10 } });
  expect((await page.goto('/user/conversations'))!.status()).toBe(404);
  const refused = await reader.api.post('/api/conversation/start', {
    data: { memberIds: [1], content: 'Hello' },
  });
  expect(refused.status()).toBe(404);
  await page.goto('/user/messages');
  await header.ready();
  await expect(header.conversationNotice).toHaveCount(0);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Conversations' })).toHaveCount(0);
});
