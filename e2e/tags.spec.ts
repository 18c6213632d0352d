import type { Page } from '@playwright/test';
import { createArticle, createMoment, tagIdByName } from './support/content.ts';
import { expect, test, type Member } from './support/fixtures.ts';
import { signInWith } from './support/members.ts';
import { ArticleComposer, MomentComposer } from './support/pages/Composer.ts';

// The /tags page: hot tags, all tags page by page, the tag search box (suggestions with
// JavaScript, a plain GET search without), the page in Chinese, the side bar's way there, and tag
// suggestions in the moment and article composers. Everything is seeded through the API.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** Used by several moments and an article: it ranks among the hot tags. */
const HOT_TAG = `hot${RUN}`;
const HOT_TITLE = `Hot tag moment ${RUN}`;
/** More tags sharing a prefix than one page of the list holds (60). */
const PAGED_PREFIX = `pg${RUN}`;
const PAGED_TAGS = Array.from({ length: 63 }, (_, i) => `${PAGED_PREFIX}n${String(i).padStart(2, '0')}`);

let tagger: Member;
let hotTagId = 0;

/** Signs the page in afresh as the spec's member. */
async function signIn(page: Page): Promise<void> {
  await signInWith(page.request, tagger.email, tagger.password);
}

/** The tag names in a list on the page, without their "#". */
async function listedNames(page: Page, listId: string): Promise<string[]> {
  const names = await page.locator(`#${listId} > li .all-tags-name`).allTextContents();
  return names.map((name) => name.trim().replace(/^#/, ''));
}

/** The Enter an input method sends to commit its composition: it must not add a tag. */
async function pressComposingEnter(page: Page, selector: string): Promise<void> {
  await page
    .locator(selector)
    .evaluate((input) =>
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true })),
    );
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ accounts }) => {
  tagger = await accounts.member('Tg');
  const api = tagger.api;
  for (let i = 0; i < 4; i++)
    await createMoment(api, {
      title: i === 0 ? HOT_TITLE : `Hot ${RUN} ${i}`,
      content: `<p>Tagged ${i}</p>`,
      tags: [HOT_TAG],
    });
  await createArticle(api, { title: `Hot article ${RUN}`, content: '<p>Text</p>', tags: [HOT_TAG] });
  // A moment holds at most three tags.
  for (let i = 0; i < PAGED_TAGS.length; i += 3)
    await createMoment(api, {
      title: `Paged ${RUN} ${i}`,
      content: '<p>Many tags</p>',
      tags: PAGED_TAGS.slice(i, i + 3),
    });
  hotTagId = await tagIdByName(api, HOT_TAG);
  expect(hotTagId).toBeGreaterThan(0);
});

test('the tags page has a title, a subtitle, hot tags with counts and all tags', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/tags');
  await expect(page).toHaveTitle(/Tags/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  await expect(page.getByText('Browse the forum by tag')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'All tags' })).toBeVisible();
  // The ranking is cached for a minute: a page served before the seeding may not have it yet.
  const hot = page.locator(`#hot-tags-list a[href="/moments/tag/${hotTagId}"]`);
  await expect(async () => {
    await page.reload();
    await expect(hot.locator('.tag-chip-name')).toHaveText(`#${HOT_TAG}`, { timeout: 1_000 });
  }).toPass({ timeout: 90_000, intervals: [1_000, 5_000] });
  // Four moments and an article this month.
  await expect(hot.locator('.tag-chip-count')).toHaveText('5 uses');
  await hot.click();
  await expect(page).toHaveURL(new RegExp(`/moments/tag/${hotTagId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `#${HOT_TAG}` })).toBeVisible();
});

test('all tags come a page at a time: "Load more" appends the next page', async ({ page }) => {
  await page.goto(`/tags?q=${PAGED_PREFIX}`);
  await expect(
    page.getByRole('heading', { level: 2, name: `Tags starting with “${PAGED_PREFIX}”` }),
  ).toBeVisible();
  expect(await listedNames(page, 'all-tags-list')).toEqual(PAGED_TAGS.slice(0, 60));
  const more = page.getByRole('link', { name: 'Load more' });
  await expect(more).toHaveAttribute('href', /^\/tags\?q=[^&]+&cursor=/);
  await more.click();
  await expect(page.locator('#all-tags-list > li')).toHaveCount(63);
  expect(await listedNames(page, 'all-tags-list')).toEqual(PAGED_TAGS);
  await expect(more, 'the last page has no next link').toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/tags\\?q=${PAGED_PREFIX}$`));

  // The unfiltered list pages the same way; each tag links to its moments and its articles.
  await page.goto('/tags');
  await expect(page.locator('#all-tags-list > li')).toHaveCount(60);
  await page.getByRole('link', { name: 'Load more' }).click();
  await expect.poll(() => page.locator('#all-tags-list > li').count()).toBeGreaterThan(60);
  const names = await listedNames(page, 'all-tags-list');
  expect(new Set(names).size, 'no tag twice').toBe(names.length);
});

test('a tag row shows its counts and links to its moments and its articles', async ({ page }) => {
  await page.goto(`/tags?q=${HOT_TAG}`);
  const row = page.locator('#all-tags-list > li');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: `#${HOT_TAG}` })).toHaveAttribute(
    'href',
    `/moments/tag/${hotTagId}`,
  );
  await expect(row).toContainText('4 moments');
  await row.getByRole('link', { name: '1 article', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/articles/tag/${hotTagId}$`));
  await expect(page.getByText(`Hot article ${RUN}`)).toBeVisible();
});

test('the search box suggests tags as you type; Enter opens the chosen tag', async ({ page }) => {
  await page.goto('/tags');
  const box = page.getByRole('combobox', { name: 'Search tags' });
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.pressSequentially(HOT_TAG.slice(0, -2));
  const option = page.getByRole('option', { name: new RegExp(`#${HOT_TAG}`) });
  await expect(option).toBeVisible();
  await expect(option).toContainText('4 moments');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await box.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await box.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/moments/tag/${hotTagId}$`));
  await expect(page.getByRole('link', { name: HOT_TITLE })).toBeVisible();

  // A click on a suggestion goes there too; Enter with none chosen searches.
  await page.goto('/tags');
  await box.fill(PAGED_PREFIX);
  await expect(page.getByRole('option')).toHaveCount(10);
  await page.getByRole('option', { name: new RegExp(`#${PAGED_TAGS[0]}`) }).click();
  await expect(page).toHaveURL(/\/moments\/tag\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `#${PAGED_TAGS[0]}` })).toBeVisible();
  await page.goto('/tags');
  await box.fill(PAGED_PREFIX);
  await expect(page.getByRole('option')).toHaveCount(10);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/tags\\?q=${PAGED_PREFIX}$`));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search box is a plain form that lists the matching tags', async ({ page }) => {
    await page.goto('/tags');
    await page.getByRole('combobox', { name: 'Search tags' }).fill(HOT_TAG.toUpperCase());
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`/tags\\?q=${HOT_TAG.toUpperCase()}$`));
    await expect(
      page.getByRole('heading', { level: 2, name: `Tags starting with “${HOT_TAG.toUpperCase()}”` }),
    ).toBeVisible();
    expect(await listedNames(page, 'all-tags-list')).toEqual([HOT_TAG]);
    await page.getByRole('link', { name: `#${HOT_TAG}` }).click();
    await expect(page.getByRole('link', { name: HOT_TITLE })).toBeVisible();

    await page.goto(`/tags?q=nothing-${RUN}`);
    await expect(page.getByText(`No tag starts with “nothing-${RUN}”.`)).toBeVisible();
    await page.getByRole('link', { name: 'Show all tags' }).click();
    await expect(page).toHaveURL(/\/tags$/);

    // The next page is a crawlable link.
    await page.goto(`/tags?q=${PAGED_PREFIX}`);
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/cursor=/);
    expect(await listedNames(page, 'all-tags-list')).toEqual(PAGED_TAGS.slice(60));
    expect((await page.goto('/tags?cursor=broken'))?.status()).toBe(404);
  });
});

test('the tags page speaks Chinese for the zh-CN locale', async ({ page, inChinese: _zh }) => {
  await page.goto('/tags');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1, name: '标签' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '热门标签' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '全部标签' })).toBeVisible();
  await expect(page.getByRole('button', { name: '搜索' })).toBeVisible();
  await page.goto(`/tags?q=${HOT_TAG}`);
  await expect(page.locator('#all-tags-list > li')).toContainText('4 条动态');
  await expect(page.getByRole('heading', { level: 2, name: `以“${HOT_TAG}”开头的标签` })).toBeVisible();
});

test('the side bar leads to all tags', async ({ page }) => {
  await page.goto('/moments');
  await page.getByRole('complementary').getByRole('link', { name: 'All tags' }).click();
  await expect(page).toHaveURL(/\/tags$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
});

test('the moment composer suggests existing tags', async ({ page }) => {
  await signIn(page);
  const composer = new MomentComposer(page);
  await composer.open();
  const input = composer.tags;
  await input.pressSequentially('biancheng');
  await pressComposingEnter(page, '.composer-tag-input');
  await expect(input).toHaveValue('biancheng');
  await expect(composer.removeTagButton('biancheng')).toHaveCount(0);
  await input.fill('');
  await input.pressSequentially(HOT_TAG.slice(0, -1));
  await expect(page.getByRole('option', { name: HOT_TAG })).toBeVisible();
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(composer.removeTagButton(HOT_TAG)).toBeVisible();
  await expect(page.getByRole('option', { name: HOT_TAG })).toHaveCount(0);
  await expect(input).toHaveValue('');
});

test('the article composer suggests existing tags', async ({ page }) => {
  await signIn(page);
  const composer = new ArticleComposer(page);
  await composer.open();
  const input = composer.tags;
  await input.pressSequentially('biancheng');
  await pressComposingEnter(page, '#article-tags-input');
  await expect(input).toHaveValue('biancheng');
  await expect(composer.removeTagButton('biancheng')).toHaveCount(0);
  await input.fill('');
  await input.pressSequentially(PAGED_PREFIX);
  await expect(page.getByRole('option')).toHaveCount(10);
  await page.getByRole('option', { name: `#${PAGED_TAGS[1]}` }).click();
  await expect(composer.removeTagButton(PAGED_TAGS[1]!)).toBeVisible();
  await expect(input).toHaveValue('');
});
