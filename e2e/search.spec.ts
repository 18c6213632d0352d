import type { Page } from '@playwright/test';
import { useLocale } from './support/browsing.ts';
import { createArticle, createMoment, createNode } from './support/content.ts';
import { expect, test, type Member } from './support/fixtures.ts';
import { ageMoment } from './support/agedContent.ts';
import { addReviewWord, createPendingMoment, type ReviewWord } from './support/forbiddenWords.ts';

// Members, moments and an article are created through the API, so the search index is kept
// current by the same code a real post goes through; the owner makes the node through the admin API
// and the forbidden word that holds one moment for review. Only a moment's age has no API.

// Short: it goes into a nickname (at most 20 characters).
const RUN = `s${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e3)}`;
/** Words no other spec writes: a two-character Chinese word and a short English one. */
const WHALE = '鲸鱼';
const FOSSIL = '化石';
const PAGED = `paged${RUN}`;
const PAGED_COUNT = 23;

interface Seed {
  author: Member;
  whaleId: number;
  whaleTitle: string;
  goId: number;
  goTitle: string;
  articleTitle: string;
  nodeId: number;
  nodeName: string;
  nodeMomentId: number;
  newFossilId: number;
  oldFossilId: number;
  deletedId: number;
  pendingId: number;
}

let seed: Seed;
let review: ReviewWord | undefined;

function results(page: Page) {
  return page.locator('#search-results');
}

/** The moment ids the result list shows, in order. */
async function momentIds(page: Page): Promise<number[]> {
  return results(page)
    .locator(':scope > [data-moment-id]')
    .evaluateAll((items) => items.map((item) => Number((item as HTMLElement).dataset.momentId)));
}

async function search(page: Page, query: string): Promise<void> {
  await page.goto('/search');
  await page.getByRole('searchbox', { name: 'Search for' }).fill(query);
  await page.getByRole('searchbox', { name: 'Search for' }).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright, accounts }) => {
  const author = await accounts.member('Whale', { nickname: `Whale ${RUN}` });
  const nodeName = `Search node ${RUN}`;
  const nodeId = await createNode(playwright, {
    name: nodeName,
    description: 'A node made by the search spec',
  });

  const whaleTitle = `今天在海边看到了${WHALE} ${RUN}`;
  const whaleId = await createMoment(author.api, {
    title: whaleTitle,
    content: `<p>一群${WHALE}从远处游过，非常壮观。</p>`,
  });
  const goTitle = `Learning Go and JS ${RUN}`;
  const goId = await createMoment(author.api, {
    title: goTitle,
    content: '<p>Notes about goroutines, channels and a little js on the side.</p>',
  });
  const nodeMomentId = await createMoment(author.api, {
    title: `${WHALE} in the node ${RUN}`,
    content: '<p>Posted to a node.</p>',
    nodeId,
  });
  const oldFossilId = await createMoment(author.api, {
    title: `一块古老的${FOSSIL} ${RUN}`,
    content: '<p>Found a month ago.</p>',
  });
  await ageMoment(oldFossilId, 30);
  const newFossilId = await createMoment(author.api, {
    title: `新发现的${FOSSIL} ${RUN}`,
    content: '<p>Found today.</p>',
  });
  const deletedId = await createMoment(author.api, {
    title: `被删除的${WHALE} ${RUN}`,
    content: '<p>Gone soon.</p>',
  });
  const deleted = await author.api.post('/api/moment/delete', { data: { id: deletedId } });
  expect(deleted.ok(), await deleted.text()).toBe(true);

  review = await addReviewWord();
  const pendingId = await createPendingMoment(author.api, review, {
    title: `待审核的${WHALE} ${RUN}`,
    content: '<p>Waiting for review.</p>',
  });

  const articleTitle = `深海${WHALE}的迁徙 ${RUN}`;
  await createArticle(author.api, {
    title: articleTitle,
    content: `<p>A long read about whales, ${RUN}, deepsea${RUN}.</p>`,
  });

  for (let index = 1; index <= PAGED_COUNT; index++) {
    await createMoment(author.api, { title: `${PAGED} number ${index}`, content: '<p>Paged.</p>' });
  }

  seed = {
    author,
    whaleId,
    whaleTitle,
    goId,
    goTitle,
    articleTitle,
    nodeId,
    nodeName,
    nodeMomentId,
    newFossilId,
    oldFossilId,
    deletedId,
    pendingId,
  };
});

test.afterAll(async () => {
  await review?.remove();
});

test.describe('search', () => {
  test('the header search icon leads to an empty search page with the box focused', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page).toHaveTitle(/^Search - /);
    await expect(page.getByRole('searchbox', { name: 'Search for' })).toBeFocused();
    await expect(page.getByText('What are you looking for?')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('a two-character Chinese word finds the moment and marks the match', async ({ page }) => {
    await search(page, WHALE);
    await expect(page).toHaveTitle(new RegExp(`^“${WHALE}” - Search - `));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const item = results(page).locator(`[data-moment-id="${seed.whaleId}"]`);
    await expect(item.getByRole('heading', { name: seed.whaleTitle })).toBeVisible();
    await expect(item.locator('mark', { hasText: WHALE }).first()).toBeVisible();
    await item.getByRole('link', { name: seed.whaleTitle }).click();
    await expect(page).toHaveURL(new RegExp(`/moment/${seed.whaleId}$`));
  });

  test('short English words are found: "go" and "js"', async ({ page }) => {
    await search(page, 'go');
    const item = results(page).locator(`[data-moment-id="${seed.goId}"]`);
    await expect(item.getByRole('heading', { name: seed.goTitle })).toBeVisible();
    await expect(item.locator('mark', { hasText: /^go$/i }).first()).toBeVisible();

    await page.goto(`/search?q=js+${RUN}`);
    await expect(results(page).locator(`[data-moment-id="${seed.goId}"]`)).toBeVisible();
  });

  test('deleted and pending moments never show', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent(`${WHALE} ${RUN}`)}`);
    await expect(results(page).locator(`[data-moment-id="${seed.whaleId}"]`)).toBeVisible();
    const ids = await momentIds(page);
    expect(ids).not.toContain(seed.deletedId);
    expect(ids).not.toContain(seed.pendingId);
  });

  test('the Articles and Members tabs search articles and people', async ({ page }) => {
    await search(page, RUN);
    const tabs = page.getByRole('navigation', { name: 'What to search' });
    await expect(tabs.getByRole('link', { name: 'Moments' })).toHaveAttribute('aria-current', 'page');

    await tabs.getByRole('link', { name: 'Articles' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${RUN}&type=article`));
    await expect(results(page).getByRole('heading', { name: seed.articleTitle })).toBeVisible();
    await expect(results(page).locator('[data-moment-id]')).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'What to search' })
      .getByRole('link', { name: 'Members' })
      .click();
    await expect(page).toHaveURL(new RegExp(`q=${RUN}&type=user`));
    const member = results(page).locator(`[data-user-id="${seed.author.id}"]`);
    await expect(member.getByRole('link', { name: seed.author.nickname })).toBeVisible();
    await expect(member.locator('mark')).toHaveText(RUN);
  });

  test('a member is found by a word of their nickname', async ({ page }) => {
    await page.goto(`/search?type=user&q=${encodeURIComponent(`whale ${RUN}`)}`);
    await expect(results(page).locator(`[data-user-id="${seed.author.id}"]`)).toBeVisible();
  });

  test('nothing matched: says so and offers wider filters', async ({ page }) => {
    const query = `nothing${RUN}here`;
    await page.goto(`/search?q=${query}&time=week`);
    await expect(page.getByText(`Nothing matched “${query}”`)).toBeVisible();
    await expect(results(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Search all time' }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${query}$`));
    await expect(page.getByText(`Nothing matched “${query}”`)).toBeVisible();
  });

  test('an empty tab names the tabs that found the words, and leads there', async ({ page }) => {
    const query = `deepsea${RUN}`;
    await page.goto(`/search?q=${query}`);
    await expect(page.getByText(`Nothing matched “${query}”`)).toBeVisible();
    const elsewhere = page.locator('[data-found-elsewhere]');
    await expect(elsewhere.getByRole('link')).toHaveText(['Articles (1)']);
    await elsewhere.getByRole('link', { name: 'Articles (1)' }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${query}&type=article$`));
    await expect(results(page).getByText(seed.articleTitle)).toBeVisible();
  });

  test('time filters: "Past day" and "Past week" hide a month-old moment, "All time" shows it', async ({
    page,
  }) => {
    await page.goto(`/search?q=${encodeURIComponent(FOSSIL)}`);
    const times = page.getByRole('navigation', { name: 'Time' });
    await expect(times.getByRole('link', { name: 'All time' })).toHaveAttribute('aria-current', 'true');
    expect(await momentIds(page)).toEqual(expect.arrayContaining([seed.newFossilId, seed.oldFossilId]));

    await times.getByRole('link', { name: 'Past day' }).click();
    await expect(page).toHaveURL(/time=day/);
    await expect(results(page).locator(`[data-moment-id="${seed.newFossilId}"]`)).toBeVisible();
    expect(await momentIds(page)).not.toContain(seed.oldFossilId);

    await page.getByRole('navigation', { name: 'Time' }).getByRole('link', { name: 'Past week' }).click();
    await expect(page).toHaveURL(/time=week/);
    await expect(results(page).locator(`[data-moment-id="${seed.newFossilId}"]`)).toBeVisible();
    expect(await momentIds(page)).not.toContain(seed.oldFossilId);

    await page.getByRole('navigation', { name: 'Time' }).getByRole('link', { name: 'Past month' }).click();
    await expect(results(page).locator(`[data-moment-id="${seed.newFossilId}"]`)).toBeVisible();
    expect(await momentIds(page)).not.toContain(seed.oldFossilId);

    await page.getByRole('navigation', { name: 'Time' }).getByRole('link', { name: 'Past year' }).click();
    await expect(results(page).locator(`[data-moment-id="${seed.oldFossilId}"]`)).toBeVisible();

    await page.getByRole('navigation', { name: 'Time' }).getByRole('link', { name: 'All time' }).click();
    await expect(results(page).locator(`[data-moment-id="${seed.oldFossilId}"]`)).toBeVisible();
    await expect(results(page).locator(`[data-moment-id="${seed.newFossilId}"]`)).toBeVisible();
  });

  test('the node filter keeps only that node’s moments', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent(`${WHALE} ${RUN}`)}`);
    await expect(results(page).locator(`[data-moment-id="${seed.whaleId}"]`)).toBeVisible();
    await page.getByLabel('Node').selectOption({ label: seed.nodeName });
    await expect(page).toHaveURL(new RegExp(`nodeId=${seed.nodeId}`));
    expect(await momentIds(page)).toEqual([seed.nodeMomentId]);

    await page.getByLabel('Node').selectOption({ label: 'All nodes' });
    await expect(page).not.toHaveURL(/nodeId/);
    await expect(results(page).locator(`[data-moment-id="${seed.whaleId}"]`)).toBeVisible();
  });

  test('"Load more" appends the next page of results', async ({ page }) => {
    await page.goto(`/search?q=${PAGED}`);
    const first = await momentIds(page);
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThan(PAGED_COUNT);
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(results(page).locator(':scope > [data-moment-id]')).toHaveCount(PAGED_COUNT);
    const all = await momentIds(page);
    expect(new Set(all).size).toBe(PAGED_COUNT);
    expect(all.slice(0, first.length)).toEqual(first);
    await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(0);

    const bad = await page.goto(`/search?q=${PAGED}&cursor=not-a-cursor`);
    expect(bad?.status()).toBe(404);
  });

  test('speaks Chinese when the locale cookie says so', async ({ page, context }) => {
    await useLocale(context, 'zh-CN');
    await page.goto(`/search?q=${encodeURIComponent(WHALE)}`);
    await expect(page).toHaveTitle(new RegExp(`^“${WHALE}” - 搜索 - `));
    await expect(page.getByRole('button', { name: '搜索', exact: true })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: '搜索范围' });
    await expect(tabs.getByRole('link', { name: '动态' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: '文章' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: '成员' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: '时间' }).getByRole('link', { name: '一周内' }),
    ).toBeVisible();
    await expect(results(page).locator(`[data-moment-id="${seed.whaleId}"]`)).toBeVisible();

    await page.goto(`/search?q=${`无此内容${RUN}`}`);
    await expect(page.getByText(`没有找到与“无此内容${RUN}”相关的内容`)).toBeVisible();
  });

  test('GET /api/search answers a cursor page of results', async ({ request }) => {
    const response = await request.get(`/api/search?q=${encodeURIComponent(WHALE)}&type=moment`);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, data: { hasMore: expect.any(Boolean) } });
    const ids = (body.data.results as Array<{ kind: string; card: { id: number }; title: string }>).map(
      (result) => result.card.id,
    );
    expect(ids).toContain(seed.whaleId);
    expect(ids).not.toContain(seed.deletedId);

    const paged = await (await request.get(`/api/search?q=${PAGED}`)).json();
    expect(paged.data.hasMore).toBe(true);
    const next = await (await request.get(`/api/search?q=${PAGED}&cursor=${paged.data.cursor}`)).json();
    expect(paged.data.results.length + next.data.results.length).toBe(PAGED_COUNT);

    const bad = await request.get(`/api/search?q=${PAGED}&cursor=not-a-cursor`);
    expect(bad.status()).toBe(400);
  });
});

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form, the filters, the results and the next-page link work as plain HTML', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('searchbox', { name: 'Search for' }).fill(WHALE);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(WHALE)}`));
    await expect(results(page).locator(`[data-moment-id="${seed.whaleId}"] mark`).first()).toHaveText(WHALE);

    await page
      .getByRole('navigation', { name: 'What to search' })
      .getByRole('link', { name: 'Articles' })
      .click();
    await expect(results(page).getByRole('heading', { name: seed.articleTitle })).toBeVisible();

    await page.goto(`/search?q=${encodeURIComponent(`${WHALE} ${RUN}`)}`);
    await page.getByLabel('Node').selectOption({ label: seed.nodeName });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`nodeId=${seed.nodeId}`));
    expect(await momentIds(page)).toEqual([seed.nodeMomentId]);

    await page.goto(`/search?q=${PAGED}`);
    const first = await momentIds(page);
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/cursor=/);
    const second = await momentIds(page);
    expect(first.length + second.length).toBe(PAGED_COUNT);
    expect(second.filter((id) => first.includes(id))).toEqual([]);
  });
});
