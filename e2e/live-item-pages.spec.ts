import type { APIRequestContext, Page } from '@playwright/test';
import { createArticle, createComment, createMoment } from './support/content.ts';
import { expect, test, type Member } from './support/fixtures.ts';
import { gotoHydrated } from './support/gotoHydrated.ts';
import { expectNotReloaded, markUnreloaded, PHONE } from './support/browsing.ts';
import { ArticlePage, COMMENT_WORDS, MomentPage } from './support/pages/ContentPage.ts';

// A reader keeps a moment open while another member comments, likes, edits and deletes in a second
// browser: within 2 s the reader sees the new comments behind a bar, the counts, the edit and the
// removal, on the same page, while both were served the same bytes (decision 062).

const LIVE = { timeout: 2_000 };

const BAR = {
  'en-US': (count: number) => `${count} new comment${count === 1 ? '' : 's'} — show`,
  'zh-CN': (count: number) => `有 ${count} 条新评论，点击查看`,
} as const;

/** The page as each member's session fetches it: byte for byte the same (a pair may straddle another spec's write). */
async function expectSameBytes(path: string, readers: APIRequestContext[]): Promise<void> {
  let same = false;
  for (let attempt = 0; attempt < 4 && !same; attempt++) {
    const [first, ...others] = await Promise.all(readers.map(async (api) => (await api.get(path)).body()));
    same = others.every((other) => first!.equals(other));
  }
  expect(same, `${path} is the same for every reader`).toBe(true);
}

/** Opens the item and waits until the page's event stream answered (the header's and the page's one). */
async function openLive(page: Page, path: string): Promise<void> {
  const stream = page.waitForResponse((response) => response.url().includes('/api/user/msg_stream?item='));
  await gotoHydrated(page, path);
  expect((await stream).status()).toBe(200);
}

for (const locale of ['en-US', 'zh-CN'] as const) {
  // The Chinese run reads an article on a phone; the English one a moment on a desktop.
  const kind = locale === 'zh-CN' ? 'article' : 'moment';
  test(`a reader’s open ${kind} follows another member’s comments, likes, edits and deletes (${locale}${locale === 'zh-CN' ? ', phone' : ''})`, async ({
    accounts,
    browse,
  }) => {
    test.slow();
    const [author, reader, writer] = (await accounts.members('Author', 'Reader', 'Writer')) as [
      Member,
      Member,
      Member,
    ];
    const title = `Live ${locale} ${Date.now()}`;
    const itemId =
      kind === 'moment'
        ? await createMoment(author.api, { title })
        : await createArticle(author.api, { title });
    const path = `/${kind}/${itemId}`;
    const firstId = await createComment(author.api, {
      entityType: kind,
      entityId: itemId,
      content: 'The first thread',
    });
    const phone = locale === 'zh-CN';
    const readerPage = await browse({ as: reader, locale, phone });
    const writerPage = await browse({ as: writer, locale });
    const words = COMMENT_WORDS[locale];
    const ItemPage = kind === 'moment' ? MomentPage : ArticlePage;
    const seen = new ItemPage(readerPage, words);
    const acting = new ItemPage(writerPage, words);
    const bar = readerPage.locator('[data-live-comments-show]');

    await openLive(readerPage, path);
    await gotoHydrated(writerPage, path);
    await acting.comments.ready();
    await markUnreloaded(readerPage);
    await expectSameBytes(path, [reader.api, writer.api]);
    await expect(seen.comments.count).toHaveText('1');

    // A new thread waits behind the bar: nothing moves under the reader's eyes.
    const posted = writerPage.waitForResponse('**/api/comment/create');
    await acting.comments.post('A thread posted while you read');
    const threadId = ((await (await posted).json()) as { data: { id: number } }).data.id;
    await expect(bar).toHaveText(BAR[locale](1), LIVE);
    await expect(seen.comments.count).toHaveText('2', LIVE);
    await expect(seen.comments.comment('A thread posted while you read')).toHaveCount(0);
    // The writer's own page shows it where it was posted, with no bar.
    await expect(acting.comments.byId(threadId)).toBeVisible();
    await expect(writerPage.locator('[data-live-comments-show]')).toHaveCount(0);

    // A reply under the first thread joins the same bar.
    await acting.comments.reply(acting.comments.byId(firstId), 'A reply posted while you read');
    await expect(bar).toHaveText(BAR[locale](2), LIVE);
    await expect(seen.comments.count).toHaveText('3', LIVE);
    if (phone) {
      const box = (await bar.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= PHONE.width, 'the bar fits the phone').toBe(true);
    }

    await bar.click();
    await expect(bar).toHaveCount(0);
    const thread = seen.comments.byId(threadId);
    await expect(thread).toContainText('A thread posted while you read');
    // In thread order: the new thread above the first one, the reply under the thread it answers.
    await expect(seen.comments.root.locator('li.comment').first()).toContainText(
      'A thread posted while you read',
    );
    await expect(seen.comments.byId(firstId).locator('.comment-replies li.comment')).toContainText(
      'A reply posted while you read',
    );

    // Likes on the moment and on a comment.
    await acting.reactions.locator('[data-reaction="like"]').click();
    await expect(seen.reactions.locator('[data-reaction="like"] [data-reaction-count]')).toHaveText(
      '1',
      LIVE,
    );
    await acting.comments.like(firstId).click();
    await expect(seen.comments.like(firstId).locator('[data-like-count]')).toHaveText('1', LIVE);

    // An edit replaces the text in place.
    await acting.comments.actions(threadId).locator('[data-comment-edit]').click();
    await writerPage.locator('[data-edit-text]').fill('A thread, edited while you read');
    const saved = writerPage.waitForResponse('**/api/comment/update');
    await writerPage.locator('[data-edit-save]').click();
    expect((await saved).ok()).toBe(true);
    await expect(thread.locator(':scope > .comment-body > .comment-text')).toHaveText(
      'A thread, edited while you read',
      LIVE,
    );

    // A delete removes the comment and its count.
    await acting.comments.ready();
    await acting.comments.delete(acting.comments.byId(threadId));
    await expect(thread).toBeHidden(LIVE);
    await expect(seen.comments.count).toHaveText('2', LIVE);

    await expectNotReloaded(readerPage, 'the reader’s page followed without a reload');
    await expectSameBytes(path, [reader.api, writer.api]);
  });
}

test('a visitor’s moment page opens no stream and stays as served', async ({ accounts, browse }) => {
  const [writer] = await accounts.members('Writer');
  const momentId = await createMoment(writer!.api, { title: `Visitor ${Date.now()}` });
  const page = await browse();
  const streams: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/user/msg_stream')) streams.push(request.url());
  });
  await gotoHydrated(page, `/moment/${momentId}`);
  await createComment(writer!.api, { entityType: 'moment', entityId: momentId, content: 'Posted meanwhile' });
  await page.waitForTimeout(1_000);
  expect(streams).toEqual([]);
  await expect(page.locator('[data-live-comments-show]')).toHaveCount(0);
});
