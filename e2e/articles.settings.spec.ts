import type { APIRequestContext } from '@playwright/test';
import { useLocale } from './support/browsing.ts';
import { expect, test } from './support/fixtures.ts';
import { createArticle } from './support/content.ts';
import { holdUploads } from './support/holdUploads.ts';
import { pngFile } from './support/pngFile.ts';
import { whileForbidden } from './support/forbiddenWords.ts';
import { signInBrowser, type Member } from './support/members.ts';
import { saveSiteConfig, whileSiteConfig } from './support/siteConfig.ts';

// Articles end to end: writing one with a cover, formatting and tags in the composer; the list,
// tag and detail pages (with their sharing meta); editing; deleting; who may edit; the review
// state; the article module switch; and the pages in Chinese.

const MODULES_ON = { moment: true, article: true, tweet: false };
const MODULES_NO_ARTICLES = { moment: true, article: false, tweet: false };
const run = Date.now().toString(36);

const coverImage = () => pngFile('cover.png', 640, 360, '#ff7f50');

/** The tag's published-article count, as the tag suggestions answer it. */
async function tagArticleCount(request: APIRequestContext, name: string): Promise<number | undefined> {
  const answer = await request.get(`/api/tag/suggest?q=${encodeURIComponent(name)}`);
  const tags = ((await answer.json()) as { data: { name: string; articleCount: number }[] }).data;
  return tags.find((tag) => tag.name === name)?.articleCount;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await saveSiteConfig({ modules: MODULES_ON });
});

test.afterAll(async () => {
  await saveSiteConfig({ modules: MODULES_ON });
});

test.describe('an article from the composer to its deletion', () => {
  const title = `Field notes ${run}`;
  const tagOne = `notes-${run}`;
  const tagTwo = `field-${run}`;
  let articleId = 0;
  let tagOneId = 0;
  let author: Member | undefined;

  test('a member writes an article with a cover image, formatting and two tags', async ({
    page,
    context,
    accounts,
    articleComposer: composer,
  }) => {
    author = await accounts.member('Author', { nickname: 'Article Author' });
    await signInBrowser(context, author);
    await composer.open('/article/create');
    await expect(page.getByRole('heading', { name: 'New article' })).toBeVisible();

    await composer.title.fill(title);
    await composer.coverInput.setInputFiles(await coverImage());
    const preview = page.getByRole('img', { name: 'Cover preview' });
    await expect(preview).toHaveAttribute('src', /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    await expect(page.getByRole('button', { name: 'Remove cover' })).toBeVisible();

    await composer.editor.area.click();
    await page.getByRole('button', { name: 'Heading 2', exact: true }).click();
    await page.keyboard.type('Getting started');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Plain text and ');
    await page.getByRole('button', { name: 'Bold', exact: true }).click();
    await page.keyboard.type('bold words');

    await composer.addTag(tagOne);
    await composer.addTag(tagTwo);
    await expect(composer.removeTagButton(tagOne)).toBeVisible();
    await expect(composer.removeTagButton(tagTwo)).toBeVisible();

    articleId = await composer.publishAndOpen();
    expect(articleId).toBeGreaterThan(0);
    expect(await tagArticleCount(page.request, tagOne)).toBe(1);
  });

  test('the article page shows cover, content, tags, counts and sharing meta', async ({ page }) => {
    const response = await page.goto(`/article/${articleId}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${title} - Plaza E2E`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const cover = page.getByRole('img', { name: 'Cover image' });
    await expect(cover).toHaveAttribute('src', /^\/uploads\/.+\.png$/);
    const coverSrc = (await cover.getAttribute('src')) ?? '';

    const body = page.locator('.rich-content');
    await expect(body.getByRole('heading', { level: 2, name: 'Getting started' })).toBeVisible();
    await expect(body.locator('strong')).toHaveText('bold words');
    // Tags show in the order they were first created, not typed (article_tags keeps no position).
    const tagLinks = page.getByRole('list', { name: 'Tags' }).getByRole('link');
    await expect(tagLinks).toHaveCount(2);
    expect((await tagLinks.allTextContents()).sort()).toEqual([`#${tagOne}`, `#${tagTwo}`].sort());
    await expect(page.getByRole('region', { name: 'Author' })).toContainText('Article Author');
    await expect(page.getByRole('button', { name: /Like/ })).toBeVisible();
    await expect(page.locator('#comments')).toBeVisible();

    const meta = (selector: string) => page.locator(`head meta[${selector}]`);
    await expect(meta('name="description"')).toHaveAttribute(
      'content',
      'Getting started Plain text and bold words',
    );
    await expect(meta('property="og:type"')).toHaveAttribute('content', 'article');
    await expect(meta('property="og:title"')).toHaveAttribute('content', title);
    await expect(meta('property="og:image"')).toHaveAttribute('content', new URL(coverSrc, page.url()).href);
    await expect(meta('property="og:url"')).toHaveAttribute('content', page.url());
    await expect(page.locator('head meta[property="article:tag"]')).toHaveCount(2);
    await expect(
      page.getByRole('button', { name: 'Delete', exact: true }),
      'a visitor cannot delete',
    ).toHaveCount(0);
  });

  test('it is listed on /articles and on its tag page', async ({ page }) => {
    await page.goto('/articles');
    await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', /^\/uploads\//);
    await expect(card).toContainText('Article Author');
    await expect(card).toContainText('Plain text and bold words');

    await card.getByRole('link', { name: `#${tagOne}` }).click();
    await expect(page).toHaveURL(/\/articles\/tag\/\d+$/);
    tagOneId = Number(/\/articles\/tag\/(\d+)$/.exec(page.url())?.[1]);
    await expect(page.getByRole('heading', { level: 1, name: `#${tagOne}` })).toBeVisible();
    await expect(page.getByText('1 article', { exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: title })).toBeVisible();

    expect((await page.goto('/articles/tag/999999999'))?.status(), 'an unknown tag').toBe(404);
    const api = await (await page.request.get(`/api/article/list?tagId=${tagOneId}`)).json();
    expect(api).toMatchObject({
      success: true,
      data: { hasMore: false, results: [{ id: articleId, title }] },
    });
  });

  test('another member gets the forbidden page on its edit URL and cannot change it by API', async ({
    accounts,
    browse,
  }) => {
    const other = await browse({
      as: await accounts.member('Someone Else'),
      locale: 'en-US',
      localeCookie: false,
    });
    const response = await other.goto(`/article/edit/${articleId}`);
    expect(response?.status()).toBe(403);
    await expect(other.getByText('Forbidden')).toBeVisible();
    const update = await other.request.post('/api/article/update', {
      data: { id: articleId, title: 'Hijacked', content: '<p>x</p>' },
    });
    expect(update.status()).toBe(403);
    const remove = await other.request.post('/api/article/delete', { data: { id: articleId } });
    expect(remove.status()).toBe(403);
  });

  test('the author edits the title and tags', async ({ page, articlePage, articleComposer: composer }) => {
    await signInBrowser(page.context(), author!);
    await articlePage.open(articleId);
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(`/article/edit/${articleId}`);
    await composer.ready();
    await expect(page.getByRole('heading', { name: 'Edit article' })).toBeVisible();
    const titleField = composer.title;
    await expect(titleField).toHaveValue(title);
    await expect(page.getByRole('img', { name: 'Cover preview' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Content' }).locator('strong')).toHaveText('bold words');

    await titleField.fill(`${title} (revised)`);
    await composer.removeTagButton(tagTwo).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(`/article/${articleId}`);
    await expect(page.getByRole('heading', { level: 1, name: `${title} (revised)` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tags' }).getByRole('link')).toHaveText([`#${tagOne}`]);
    expect(await tagArticleCount(page.request, tagTwo)).toBe(0);
  });

  test('the author deletes it after confirming; it is gone from the list and its page', async ({
    page,
    articlePage,
  }) => {
    await signInBrowser(page.context(), author!);
    await articlePage.open(articleId);
    await articlePage.deleteButton().click();
    const dialog = page.getByRole('dialog', { name: 'Delete this article?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page).toHaveURL(/\/articles$/);
    await expect(page.getByRole('article', { name: `${title} (revised)` })).toHaveCount(0);
    expect((await page.goto(`/article/${articleId}`))?.status()).toBe(404);
    expect(await tagArticleCount(page.request, tagOne)).toBe(0);
  });
});

test('a tag page shows 20 articles, then the rest through "Load more" or its crawlable link', async ({
  page,
  member: _signedIn,
}) => {
  const tag = `paged-${run}`;
  for (let index = 1; index <= 21; index++) {
    const response = await page.request.post('/api/article/create', {
      data: { title: `Paged ${run} #${index}`, content: `<p>Number ${index}</p>`, tags: [tag] },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  const first = (await (await page.request.get('/api/article/list')).json()) as {
    data: { results: { tags: { id: number; name: string }[] }[] };
  };
  const tagId = first.data.results[0]?.tags.find((item) => item.name === tag)?.id;
  await page.goto(`/articles/tag/${tagId}`);
  const cards = page.locator('#article-list > article');
  await expect(cards).toHaveCount(20);
  await expect(cards.first()).toHaveAccessibleName(`Paged ${run} #21`);
  const more = page.getByRole('link', { name: 'Load more' });
  await expect(more).toHaveAttribute('href', /\?cursor=/);
  await more.click();
  await expect(cards).toHaveCount(21);
  await expect(cards.last()).toHaveAccessibleName(`Paged ${run} #1`);
  await expect(more).toHaveCount(0);
  await expect(page).toHaveURL(`/articles/tag/${tagId}`);
});

test('a failed delete says why', async ({ page, article, articlePage }) => {
  await articlePage.open(article.id);
  await page.request.post('/api/article/delete', { data: { id: article.id } });
  await articlePage.deleteConfirmed();
  await expect(
    page.getByText('Failed to delete article: This article does not exist or has been deleted'),
  ).toBeVisible();
});

test('the composer refuses to publish while the cover uploads, and shows server failures', async ({
  page,
  articleComposer: composer,
  member: _signedIn,
}) => {
  await composer.open('/article/create');
  await composer.title.fill('Waiting');
  await composer.editor.area.click();
  await page.keyboard.type('Some text');

  const release = await holdUploads(page);
  await composer.coverInput.setInputFiles(await coverImage());
  await expect(page.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
  await composer.publish();
  await expect(page.getByRole('alert')).toContainText('article submit failed');
  await expect(page.getByRole('alert')).toContainText('Please wait for image upload to complete');
  release();
  await expect(page.getByRole('img', { name: 'Cover preview' })).toBeVisible();

  await page.unroute('**/api/upload');
  await page.route('/api/article/create', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        data: null,
        message: 'please verify your e-mail first',
        errorCode: 7,
      }),
    }),
  );
  await composer.publish();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('article submit failed');
  await expect(alert).toContainText('please verify your e-mail first');
  await expect(alert.getByRole('link', { name: 'Verify your e-mail' })).toHaveAttribute(
    'href',
    '/user/profile/account',
  );
});

test('an article under review shows its banner to the author and is hidden from everyone else', async ({
  page,
  accounts,
  browse,
  member: _signedIn,
}) => {
  // A forbidden word holds the new article for review, as the product does.
  const held = `heldword${run}`;
  const data = await whileForbidden(held, async () => {
    const created = await page.request.post('/api/article/create', {
      data: { title: `Under review ${run}`, content: `<p>Waiting for a moderator: ${held}</p>` },
    });
    return ((await created.json()) as { data: { id: number } }).data;
  });

  await page.goto(`/article/${data.id}`);
  await expect(page.getByRole('status').filter({ hasText: 'This article is under review' })).toBeVisible();
  await page.goto('/articles');
  await expect(page.getByRole('article', { name: `Under review ${run}` })).toHaveCount(0);

  const other = await browse({
    as: await accounts.member('Curious Reader'),
    locale: 'en-US',
    localeCookie: false,
  });
  expect((await other.goto(`/article/${data.id}`))?.status()).toBe(404);
});

test('with the article module off the menu hides it and its pages and API are not found', async ({
  page,
  header,
  member: _signedIn,
}) => {
  await whileSiteConfig({ modules: MODULES_NO_ARTICLES }, { modules: MODULES_ON }, async () => {
    await page.goto('/');
    const menu = await header.openCreateMenu();
    await expect(menu.getByRole('menuitem')).toHaveText(['New post']);
    expect((await page.goto('/articles'))?.status()).toBe(404);
    expect((await page.goto('/article/create'))?.status()).toBe(404);
    const api = await page.request.get('/api/article/list');
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({
      success: false,
      message: 'This feature is not enabled on this site.',
    });
    const create = await page.request.post('/api/article/create', {
      data: { title: 'x', content: '<p>x</p>' },
    });
    expect(create.status()).toBe(404);
  });
  expect((await page.goto('/articles'))?.status()).toBe(200);
});

test('with the article module off no header link leads to it and its pages say it is not enabled', async ({
  page,
  context,
  member,
}) => {
  const id = await createArticle(member.api, { title: `Switched off ${run}` });
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await page.goto('/');
  await expect(navigation.getByRole('link', { name: 'Articles' })).toBeVisible();

  await whileSiteConfig({ modules: MODULES_NO_ARTICLES }, { modules: MODULES_ON }, async () => {
    await page.goto('/');
    await expect(navigation.getByRole('link', { name: 'Moments' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Articles' })).toHaveCount(0);
    for (const path of ['/articles', `/article/${id}`]) {
      expect((await page.goto(path))?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Articles are not enabled on this forum',
      );
      await expect(page.getByText("The site's administrator has turned this feature off.")).toBeVisible();
    }
    await useLocale(context, 'zh-CN');
    expect((await page.goto(`/article/${id}`))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('本站未开启文章功能');
    await expect(page.getByText('站点管理员已关闭此功能。')).toBeVisible();
  });
});

test('the article pages speak Chinese when the locale is zh-CN', async ({ page, member, inChinese: _zh }) => {
  const id = await createArticle(member.api, {
    title: `中文文章 ${run}`,
    content: '<p>你好，世界</p>',
    tags: [`中文-${run}`],
  });

  await page.goto('/articles');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1, name: '文章' })).toBeVisible();
  await expect(page.getByRole('link', { name: '写文章' })).toBeVisible();

  await page.goto(`/article/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `中文文章 ${run}` })).toBeVisible();
  await expect(page.getByText('发布于')).toBeVisible();
  await expect(page.getByRole('link', { name: '编辑' })).toBeVisible();
  await expect(page.getByRole('button', { name: '删除', exact: true })).toBeVisible();
});
