import { createArticle, createComment } from './support/content.ts';
import { expect, test } from './support/fixtures.ts';
import { uniqueStamp } from './support/members.ts';
import { ArticlePage } from './support/pages/ContentPage.ts';

// One island renders a comment section's list and owns its actions: the server renders it for every
// reader, it hydrates into that markup, and the comments "Load more" appends act like the first page.

const RUN = Date.now().toString(36);
/** One more top-level comment than a page of threads holds (COMMENT_PAGE_SIZE). */
const COMMENTS = 21;
const WORDS = {
  'en-US': { more: 'Load more', like: 'Like', reply: 'Reply' },
  'zh-CN': { more: '加载更多', like: '赞', reply: '回复' },
} as const;

for (const locale of ['en-US', 'zh-CN'] as const) {
  test(`one island hydrates a comment list's actions at phone width (${locale}), also on comments "Load more" brings`, async ({
    browse,
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

    // A visitor: one island renders the list, none per comment, and hydration keeps the server's markup.
    const visitor = await browse({ locale, phone: true });
    const visitorComments = new ArticlePage(visitor).comments;
    await visitor.goto(`/article/${articleId}`);
    await visitorComments.ready();
    const listIsland = visitorComments.root.locator('astro-island[component-url*="CommentList."]');
    await expect(listIsland).toHaveCount(1);
    await expect(listIsland.locator('.comment-list > .comment')).toHaveCount(20);
    await expect(visitorComments.root.locator('.comment-list astro-island')).toHaveCount(0);
    await expect(visitorComments.actions(oldest)).toHaveCount(0);
    const serverMarkup = await visitorComments.actions(newest).innerHTML();
    expect(serverMarkup).toContain(words.like);
    await expect(listIsland).toHaveAttribute('ssr', '');
    await listIsland.dispatchEvent('pointerover');
    await expect(listIsland).not.toHaveAttribute('ssr', '');
    expect(await visitorComments.actions(newest).innerHTML()).toBe(serverMarkup);
    await visitor.context().close();

    // A member: the comment that "Load more" appends can be liked, and its reply box opens.
    const page = await browse({ locale, phone: true, as: member });
    const comments = new ArticlePage(page).comments;
    await page.goto(`/article/${articleId}`);
    await comments.ready();
    await expect(comments.root.locator('astro-island[component-url*="CommentList."]')).not.toHaveAttribute(
      'ssr',
      '',
    );
    await comments.root.getByRole('link', { name: words.more, exact: true }).click();
    const appended = comments.actions(oldest);
    await expect(appended).toBeVisible();
    // Appended in place: the page did not navigate to the next page's URL.
    expect(new URL(page.url()).searchParams.has('commentCursor')).toBe(false);
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
  });
}
