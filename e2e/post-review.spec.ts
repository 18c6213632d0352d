import type { Page } from '@playwright/test';
import { expectFitsWidth } from './support/browsing.ts';
import { createMoment } from './support/content.ts';
import { expect, test, type Member } from './support/fixtures.ts';
import { gotoUntilShown } from './support/gotoUntilShown.ts';
import { COMMENT_WORDS, MomentPage } from './support/pages/ContentPage.ts';

// Decision 059: a new member's first comment waits for review. Its author sees it in place, marked;
// nobody else sees it or counts it until a moderator approves it on /admin/review.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const WORDS = {
  'en-US': {
    toast: 'Your comment is waiting for review. Others will see it once it is approved.',
    pending: 'Waiting for review: only you can see this comment until staff approve it.',
    reason: "Held: one of a new member's first posts",
    approve: 'Approve',
  },
  'zh-CN': {
    toast: '你的评论正在等待审核，通过后其他人才能看到。',
    pending: '等待审核：在管理人员通过之前，只有你能看到这条评论。',
    reason: '转入审核：新成员的最初几条内容',
    approve: '通过',
  },
} as const;

let author: Member;
let moderator: Member;

test.beforeAll(async ({ accounts }) => {
  author = await accounts.member('Review author');
  moderator = await accounts.staff('Reviewer');
});

for (const [locale, phone] of [
  ['en-US', false],
  ['zh-CN', true],
] as const) {
  test(`a new member’s first comment waits for review until a moderator approves it (${locale}${phone ? ', phone' : ''})`, async ({
    accounts,
    browse,
  }) => {
    const words = WORDS[locale];
    const momentId = await createMoment(author.api, { title: `Review ${locale} ${RUN}` });
    const newcomer = await accounts.member(`Newcomer ${locale}`, { trust: 'new' });
    const text = `My very first comment ${locale} ${RUN}`;

    const mine = new MomentPage(await browse({ as: newcomer, locale, phone }), COMMENT_WORDS[locale]);
    await mine.openWithComments(momentId);
    const posted = mine.page.waitForResponse('**/api/comment/create');
    await mine.comments.post(text);
    const { data } = (await (await posted).json()) as { data: { id: number; pending?: boolean } };
    expect(data.pending).toBe(true);
    await expect(mine.page.getByText(words.toast)).toBeVisible();
    const held = mine.comments.byId(data.id);
    await expect(held).toContainText(text);
    await expect(held.locator('[data-comment-pending]')).toHaveText(words.pending);
    await expect(mine.comments.count).toHaveText('0');
    if (phone) await expectFitsWidth(mine.page);

    const visitor = new MomentPage(await browse({ locale, phone }), COMMENT_WORDS[locale]);
    await visitor.openWithComments(momentId);
    await expect(visitor.comments.count).toHaveText('0');
    await expect(visitor.page.getByText(text)).toHaveCount(0);

    const review = await browse({ as: moderator, locale, phone });
    await review.goto('/admin/review?type=comment');
    const item = review.locator(`[data-review-item="${data.id}"]`);
    await expect(item).toContainText(text);
    await expect(item.locator('[data-hold-reason="firstPosts"]')).toHaveText(words.reason);
    if (phone) await expectFitsWidth(review);
    await approve(review, item.getByRole('button', { name: words.approve, exact: true }));
    await expect(review.locator(`[data-review-item="${data.id}"]`)).toHaveCount(0);

    await gotoUntilShown(visitor.page, `/moment/${momentId}`, (page) => page.getByText(text));
    await expect(visitor.comments.count).toHaveText('1');
    await expect(visitor.comments.byId(data.id).locator('[data-comment-pending]')).toHaveCount(0);
  });
}

/** Clicks a review decision and waits for the answer and the reload that shows the queue anew. */
async function approve(page: Page, button: ReturnType<Page['locator']>): Promise<void> {
  const answered = page.waitForResponse('**/api/admin/review/decide');
  const reloaded = page.waitForEvent('load');
  await button.click();
  const response = await answered;
  if (!response.ok()) throw new Error(`approve: ${await response.text()}`);
  await reloaded;
}
