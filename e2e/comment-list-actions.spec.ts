import type { Browser, Page } from '@playwright/test';
import { createArticle, createComment } from './support/content.ts';
import { expect, test } from './support/fixtures.ts';
import { signInBrowser, uniqueStamp } from './support/members.ts';
import { waitForComments } from './support/commentsReady.ts';

// Decision 048: one island hydrates the actions of a comment list's server-rendered comments, from
// the data the server writes beside each; comments that "Load more" appends get theirs as they arrive.

const RUN = Date.now().toString(36);
const PHONE = { width: 390, height: 844 };
/** One more top-level comment than a page of threads holds (COMMENT_PAGE_SIZE). */
const COMMENTS = 21;
const WORDS = {
  'en-US': { more: 'Load more', like: 'Like', reply: 'Reply' },
  'zh-CN': { more: '加载更多', like: '赞', reply: '回复' },
} as const;

async function localePage(browser: Browser, locale: 'en-US' | 'zh-CN'): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/');
  await context.addCookies([{ name: 'locale', value: locale, url: page.url() }]);
  return page;
}

const section = (page: Page) => page.locator('[data-comment-section]');
const actionsOf = (page: Page, commentId: number) =>
  page.locator(`#comment-${commentId} > .comment-body > .comment-actions`);

for (const locale of ['en-US', 'zh-CN'] as const) {
  test(`one island hydrates a comment list's actions at phone width (${locale}), also on comments "Load more" brings`, async ({
    browser,
    member,
  }) => {
    const words = WORDS[locale];
    const articleId = await createArticle(member.api, {
      title: `List actions ${RUN} ${uniqueStamp()}`,
      content: '<p>Many comments</p>',
    });
    const on = { entityType: 'article' as const, entityId: articleId };
    const ids: number[] = [];
    for (let n = 1; n <= COMMENTS; n += 1) {
      ids.push(await createComment(member.api, { ...on, content: `List comment ${n} ${RUN}` }));
    }
    const [oldest, newest] = [ids[0]!, ids[ids.length - 1]!];

    // A visitor: one island for the list, none per comment, and the actions' markup unchanged by hydration.
    const visitor = await localePage(browser, locale);
    await visitor.goto(`/article/${articleId}`);
    await waitForComments(visitor);
    await expect(section(visitor).locator('astro-island[component-url*="CommentListActions"]')).toHaveCount(
      1,
    );
    await expect(section(visitor).locator('.comment-actions astro-island')).toHaveCount(0);
    await expect(section(visitor).locator('.comment-actions[data-comment-actions]')).toHaveCount(20);
    await expect(actionsOf(visitor, oldest)).toHaveCount(0);
    const serverMarkup = await actionsOf(visitor, newest).innerHTML();
    expect(serverMarkup).toContain(words.like);
    await section(visitor)
      .locator('astro-island[component-url*="CommentListActions"]')
      .dispatchEvent('pointerover');
    await expect(section(visitor).locator('.comment-actions[data-comment-actions]')).toHaveCount(0);
    expect(await actionsOf(visitor, newest).innerHTML()).toBe(serverMarkup);
    await visitor.context().close();

    // A member: the comment that "Load more" appends can be liked, and its reply box opens.
    const page = await localePage(browser, locale);
    await signInBrowser(page.context(), member);
    await page.goto(`/article/${articleId}`);
    await waitForComments(page);
    await expect(section(page).locator('.comment-actions[data-comment-actions]')).toHaveCount(0);
    await section(page).getByRole('link', { name: words.more, exact: true }).click();
    const appended = actionsOf(page, oldest);
    await expect(appended).toBeVisible();
    await expect(section(page).locator('.comment-actions[data-comment-actions]')).toHaveCount(0);
    const like = appended.locator('[data-comment-like]');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveText(/1/);
    await appended.getByRole('button', { name: words.reply }).click();
    await expect(page.locator(`#comment-${oldest} [data-reply-slot] form`)).toBeVisible();

    // The like reached the server: the second page of threads counts it.
    const list = `/api/comment/list?entityType=article&entityId=${articleId}`;
    const first = (await (await member.api.get(list)).json()) as { data: { cursor: string } };
    const second = (await (
      await member.api.get(`${list}&cursor=${encodeURIComponent(first.data.cursor)}`)
    ).json()) as { data: { results: Array<{ id: number; likeCount: number }> } };
    expect(second.data.results.find((thread) => thread.id === oldest)?.likeCount).toBe(1);
    await page.context().close();
  });
}
