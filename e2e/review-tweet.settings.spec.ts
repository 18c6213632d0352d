import { expect, test } from './support/fixtures.ts';
import { useLocale } from './support/browsing.ts';
import { signInOwnerAfresh } from './support/members.ts';
import { saveSiteConfig } from './support/siteConfig.ts';
import { addReviewWord, type ReviewWord } from './support/forbiddenWords.ts';

// A tweet has no title: held for review, the queue names it as its author's tweet, not "(no text)".
// Tweets are off on the installed site, so this settings spec switches them on for itself.

const TWEETS_ON = { moment: true, article: true, tweet: true };
const TWEETS_OFF = { moment: true, article: true, tweet: false };

let review: ReviewWord | undefined;

test.afterEach(async () => {
  await review?.remove();
  await saveSiteConfig({ modules: TWEETS_OFF });
});

test('a held tweet is named as its author’s tweet in the review queue, in both languages', async ({
  page,
  member,
}) => {
  await saveSiteConfig({ modules: TWEETS_ON });
  review = await addReviewWord();
  const text = `Held tweet ${review.word}`;
  const response = await member.api.post('/api/moment/create', { data: { type: 1, content: text } });
  const body = await response.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true, data: { status: 1 } });
  const tweetId = (body.data as { id: number }).id;

  await signInOwnerAfresh(page);
  await page.goto('/admin/review?type=moment');
  const item = page.locator(`[data-review-item="${tweetId}"]`);
  await expect(item.getByRole('heading')).toHaveText(`${member.nickname}'s tweet`);
  await expect(item).not.toContainText('(no text)');
  await expect(item).toContainText(text);
  await expect(item.locator('[data-held-by]')).toHaveText(`Held for the forbidden words: ${review.word}`);

  await useLocale(page.context(), 'zh-CN');
  await page.reload();
  await expect(item.getByRole('heading')).toHaveText(`${member.nickname} 的推文`);
  await expect(item.locator('[data-held-by]')).toHaveText(`触发的违禁词：${review.word}`);
});
