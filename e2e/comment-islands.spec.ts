import type { APIRequestContext, Page } from '@playwright/test';
import { PHONE, type BrowseOptions } from './support/browsing.ts';
import { createArticle, createComment } from './support/content.ts';
import { expect, test } from './support/fixtures.ts';
import { uniqueStamp } from './support/members.ts';
import { ArticlePage, COMMENT_WORDS } from './support/pages/ContentPage.ts';

// The comment section as islands on the viewer stores (issue 15): one HTML for every reader, the
// visitor's page loads no React before an interaction, a member's actions come from the stores, and
// a comment rendered by the React CommentItem has the markup the server renders for it.

const RUN = Date.now().toString(36);

/** A phone in the language; only Chinese sets the locale cookie. */
const phone = (locale: 'en-US' | 'zh-CN'): BrowseOptions => ({
  locale,
  localeCookie: locale === 'zh-CN',
  phone: true,
});

async function articleWithComment(
  author: APIRequestContext,
): Promise<{ articleId: number; commentId: number }> {
  const articleId = await createArticle(author, {
    title: `Islands ${RUN} ${uniqueStamp()}`,
    content: '<p>Talk about islands</p>',
  });
  const commentId = await createComment(author, {
    entityType: 'article',
    entityId: articleId,
    content: `Seed comment ${RUN}`,
  });
  return { articleId, commentId };
}

const comments = (page: Page, locale: 'en-US' | 'zh-CN' = 'en-US') =>
  new ArticlePage(page, COMMENT_WORDS[locale]).comments;

/** A comment item's markup with what legitimately differs between the two sources taken out. */
function normalizedItem(page: Page, id: number): Promise<string> {
  return page.evaluate((commentId) => {
    const element = document.getElementById(`comment-${commentId}`);
    if (!element) return '';
    const copy = element.cloneNode(true) as HTMLElement;
    // Astro's island wrappers (and the hydration markers inside them) exist only on the server's side.
    for (const island of copy.querySelectorAll('astro-island')) island.replaceWith(...island.childNodes);
    const walker = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
    const comments: Node[] = [];
    while (walker.nextNode()) comments.push(walker.currentNode);
    for (const comment of comments) comment.parentNode?.removeChild(comment);
    copy.normalize();
    // Attribute order and style spelling are the serializer's, not the markup's.
    for (const node of [copy, ...copy.querySelectorAll<HTMLElement>('*')]) {
      if (node.hasAttribute('style')) node.setAttribute('style', node.style.cssText);
      const attributes = [...node.attributes].map((attribute) => [attribute.name, attribute.value] as const);
      for (const [name] of attributes) node.removeAttribute(name);
      for (const [name, value] of attributes.sort(([a], [b]) => a.localeCompare(b)))
        node.setAttribute(name, value);
    }
    return copy.outerHTML;
  }, id);
}

for (const locale of ['en-US', 'zh-CN'] as const) {
  test(`a visitor at phone width (${locale}) reads the comments, is asked to sign in, and loads no React before touching them`, async ({
    browse,
    secondMember,
  }) => {
    const { articleId } = await articleWithComment(secondMember.api);

    const page = await browse(phone(locale));
    const section = comments(page, locale);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`/article/${articleId}`);
    await page.waitForLoadState('networkidle');
    await section.ready();
    const signin = section.root.getByRole('link', {
      name: locale === 'zh-CN' ? '登录后发表评论' : 'Sign in to comment',
    });
    await expect(signin).toBeVisible();
    await expect(section.comment(`Seed comment ${RUN}`)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const islands = section.root.locator('astro-island');
    const urls = await islands.evaluateAll((elements) =>
      elements.flatMap((element) => [
        element.getAttribute('component-url'),
        element.getAttribute('renderer-url'),
      ]),
    );
    const islandFiles = new Set(urls.filter((url): url is string => Boolean(url)));
    expect(islandFiles.size).toBeGreaterThan(0);
    test.info().annotations.push({ type: 'scripts before interaction', description: scripts.join(' ') });
    expect(
      scripts.filter((path) => islandFiles.has(path)),
      'no island code before an interaction',
    ).toEqual([]);
    // Every comment island still holds its server markup, unhydrated.
    expect(
      await islands.evaluateAll((elements) => elements.every((element) => element.hasAttribute('ssr'))),
    ).toBe(true);

    // A tap on Reply loads the actions island, which asks the visitor to sign in.
    await section
      .comment(`Seed comment ${RUN}`)
      .getByRole('button', { name: locale === 'zh-CN' ? '回复' : 'Reply' })
      .click();
    await page.waitForURL(/\/user\/signin\?redirect=/, { timeout: 10_000 });
    expect(scripts.some((path) => islandFiles.has(path))).toBe(true);
  });
}

test('a member at phone width posts, replies, likes and deletes; the React item equals the server item', async ({
  browse,
  member,
}) => {
  const page = await browse({ ...phone('en-US'), as: member });
  const section = comments(page);
  const { articleId } = await articleWithComment(member.api);
  await page.goto(`/article/${articleId}`);
  await section.ready();

  await section.post(`Fresh comment ${RUN}`);
  const fresh = section.comment(`Fresh comment ${RUN}`);
  await expect(fresh).toBeVisible();
  await expect(section.count).toHaveText('2');
  const freshId = Number(await fresh.getAttribute('data-comment-id'));
  await expect(fresh).toHaveAttribute('data-viewer-entity', `comment:${freshId}`);
  const reactRendered = await normalizedItem(page, freshId);

  const replyBox = await section.reply(fresh, `Fresh reply ${RUN}`);
  await expect(fresh.locator('li.comment-reply', { hasText: `Fresh reply ${RUN}` })).toBeVisible();
  await expect(replyBox).toHaveCount(0);
  await expect(section.count).toHaveText('3');

  const seed = section.comment(`Seed comment ${RUN}`);
  const like = section.like(seed);
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText(/1/);

  const reply = section.comment(`Fresh reply ${RUN}`);
  await section.delete(reply);
  await expect(reply).toBeHidden();
  await expect(section.count).toHaveText('2');

  await page.reload();
  await section.ready();
  await expect(section.comment(`Fresh comment ${RUN}`)).toBeVisible();
  await expect(section.comment(`Fresh reply ${RUN}`)).toHaveCount(0);
  // The delete button shows once the viewer state has said whose comment it is.
  await expect(
    section.comment(`Fresh comment ${RUN}`).getByRole('button', { name: 'Delete' }).first(),
  ).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  expect(await normalizedItem(page, freshId)).toBe(reactRendered);
});

test("a member's like state comes from the viewer store on a page whose comment HTML is a visitor's", async ({
  browse,
  member,
}) => {
  const { articleId, commentId } = await articleWithComment(member.api);
  const liked = await member.api.post('/api/like/toggle', {
    data: { entityType: 'comment', entityId: commentId },
  });
  expect(liked.ok(), await liked.text()).toBe(true);

  const memberPage = await browse({ ...phone('en-US'), as: member });
  const visitor = await browse(phone('en-US'));
  const sectionHtml = async (page: Page) => {
    const response = await page.request.get(`/article/${articleId}`);
    const html = await response.text();
    return /<section class="comments"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  };
  const [memberHtml, visitorHtml] = [await sectionHtml(memberPage), await sectionHtml(visitor)];
  expect(memberHtml).toContain(`data-viewer-entity="comment:${commentId}"`);
  expect(memberHtml).toBe(visitorHtml);

  const viewerRequest = memberPage.waitForRequest((request) => request.url().includes('/api/viewer'));
  await memberPage.goto(`/article/${articleId}`);
  expect(new URL((await viewerRequest).url()).searchParams.get('comment')).toContain(String(commentId));
  const like = comments(memberPage).like(commentId);
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText(/1/);

  await visitor.goto(`/article/${articleId}`);
  const visitorLike = comments(visitor).like(commentId);
  await expect(visitorLike).toHaveAttribute('aria-pressed', 'false');
  await expect(visitorLike).toHaveText(/1/);
});

const TAIL_WORDS = {
  'en-US': { reply: 'Reply', send: 'Reply', more: 'Load more replies' },
  'zh-CN': { reply: '回复', send: '回复', more: '加载更多回复' },
} as const;

for (const locale of ['en-US', 'zh-CN'] as const) {
  test(`a thread's tail at phone width (${locale}): the list's island opens the reply box under a thread and loads a longer thread's replies, with no island per thread`, async ({
    browse,
    member,
  }) => {
    const words = TAIL_WORDS[locale];
    const { articleId, commentId } = await articleWithComment(member.api);
    const on = { entityType: 'article' as const, entityId: articleId };
    const long = await createComment(member.api, { ...on, content: `Long thread ${RUN}` });
    for (const n of [1, 2, 3, 4])
      await createComment(member.api, { ...on, parentId: long, content: `Long reply ${n} ${RUN}` });

    const page = await browse({ ...phone(locale), as: member });
    const section = comments(page, locale);
    await page.goto(`/article/${articleId}`);
    await section.ready();
    const seed = section.byId(commentId);
    const seedTail = seed.locator(':scope > .comment-body > .comment-thread-tail');
    // No island of the thread's own below its replies: the tail element is empty until it is needed.
    await expect(seed.locator(':scope > .comment-body > astro-island')).toHaveCount(0);
    await expect(seedTail).toBeEmpty();
    const longThread = section.byId(long);
    await expect(longThread.locator(':scope > .comment-body > astro-island')).toHaveCount(0);
    await expect(
      longThread
        .locator(':scope > .comment-body > .comment-thread-tail')
        .getByRole('button', { name: words.more }),
    ).toBeVisible();

    await section.actions(seed).getByRole('button', { name: words.reply }).click();
    const replyBox = seedTail.locator('[data-reply-slot] form');
    await replyBox.getByRole('textbox').fill(`Tail reply ${RUN}`);
    const box = (await replyBox.boundingBox())!;
    expect(box.x + box.width, 'the reply box fits the phone').toBeLessThanOrEqual(PHONE.width);
    await replyBox.getByRole('button', { name: words.send }).click();
    await expect(seed.locator('li.comment-reply', { hasText: `Tail reply ${RUN}` })).toBeVisible();
    await expect(replyBox).toHaveCount(0);

    await longThread.getByRole('button', { name: words.more }).click();
    await expect(longThread.locator('li.comment-reply', { hasText: `Long reply 4 ${RUN}` })).toBeVisible();
    await expect(longThread.getByRole('button', { name: words.more })).toHaveCount(0);

    await page.reload();
    await section.ready();
    await expect(seed.locator(':scope > .comment-body > .comment-replies > li')).toHaveCount(1);
    await expect(seedTail).toBeEmpty();
  });
}
