import { useLocale } from './support/browsing.ts';
import { cardIds } from './support/feeds.ts';
import { createMoment, createNode, tagIdByName } from './support/content.ts';
import { expect, test, type Member } from './support/fixtures.ts';
import { signInBrowser } from './support/members.ts';
import { storedRow } from './support/storedFacts.ts';
import { addReviewWord, createPendingMoment, type ReviewWord } from './support/forbiddenWords.ts';

// Moments and the node are created through the API like a member and the owner would; the pending
// moment is held by a forbidden word of this spec's own. Hidden content needs a setting switched on:
// viewer-islands.settings.spec.ts covers it.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const NODE_MOMENTS = 22;

interface Seed {
  author: Member;
  other: Member;
  nodeId: number;
  nodeName: string;
  /** The node's moments, oldest first. */
  nodeMoments: Array<{ id: number; title: string }>;
  tagName: string;
  tagId: number;
  /** The tagged moments, oldest first. */
  tagged: number[];
  detailId: number;
  detailTitle: string;
  pendingId: number;
}

let seed: Seed;
let review: ReviewWord | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright, accounts }) => {
  const [author, other] = await accounts.members('Writer', 'Reader');
  const nodeName = `Feed node ${RUN}`;
  const nodeId = await createNode(playwright, {
    name: nodeName,
    description: 'A node made by the feed spec',
  });
  const tagName = `feed${RUN}`.slice(0, 32);

  const nodeMoments: Seed['nodeMoments'] = [];
  const tagged: number[] = [];
  for (let i = 1; i <= NODE_MOMENTS; i++) {
    const title = `Feed ${RUN} #${String(i).padStart(2, '0')}`;
    const withTag = i % 5 === 0;
    const id = await createMoment(author.api, {
      title,
      content: `<p>Moment number ${i}</p>`,
      nodeId,
      tags: withTag ? [tagName] : [],
    });
    nodeMoments.push({ id, title });
    if (withTag) tagged.push(id);
  }

  const detailTitle = `Detail ${RUN}`;
  const detailId = await createMoment(author.api, {
    title: detailTitle,
    content: '<p>The <strong>detail</strong> body of this moment.</p>',
    nodeId,
    tags: [tagName, `extra${RUN}`.slice(0, 32)],
  });
  tagged.push(detailId);
  const tagId = await tagIdByName(author.api, tagName);

  review = await addReviewWord();
  const pendingId = await createPendingMoment(author.api, review, {
    title: `Pending ${RUN}`,
    content: '<p>Waiting</p>',
  });

  seed = {
    author,
    other,
    nodeId,
    nodeName,
    nodeMoments,
    tagName,
    tagId,
    tagged,
    detailId,
    detailTitle,
    pendingId,
  };
});

test.afterAll(async () => {
  await review?.remove();
});

test.describe('moment feed', () => {
  test('/moments shows the newest moments first and never a pending one', async ({ page }) => {
    await page.goto('/moments');
    await expect(page.getByRole('heading', { level: 1, name: 'Moments' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Latest' })).toHaveAttribute('aria-current', 'page');
    const ids = await cardIds(page);
    const ours = ids.filter(
      (id) => seed.nodeMoments.some((moment) => moment.id === id) || id === seed.detailId,
    );
    expect(ours.length).toBeGreaterThan(10);
    expect(ours).toEqual([...ours].sort((a, b) => b - a));
    expect(ours[0]).toBe(seed.detailId);
    expect(ids).not.toContain(seed.pendingId);
    await expect(page.locator(`[data-moment-id="${seed.detailId}"]`)).toContainText(seed.author.nickname);
  });

  test('"Load more" appends the next page in place', async ({ page }) => {
    await page.goto('/moments');
    const before = await cardIds(page);
    expect(before.length).toBeGreaterThanOrEqual(20);
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page.getByRole('link', { name: 'Load more' }).first().click();
    await expect.poll(async () => (await cardIds(page)).length).toBeGreaterThan(before.length);
    const after = await cardIds(page);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(new Set(after).size).toBe(after.length);
    expect(new URL(page.url()).pathname).toBe('/moments');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test('the next-page link works as a plain link without JavaScript', async ({ browse }) => {
    const page = await browse({ javaScriptEnabled: false });
    await page.goto(`/moments/node/${seed.nodeId}`);
    const first = await cardIds(page);
    expect(first).toHaveLength(20);
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/\/moments\/node\/\d+\?cursor=/);
    const second = await cardIds(page);
    const all = [...first, ...second];
    const expected = [...seed.nodeMoments.map((moment) => moment.id), seed.detailId].sort((a, b) => b - a);
    expect(all).toEqual(expected);
    await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(0);
  });

  test('a node page lists the moments of that node, newest first', async ({ page }) => {
    await page.goto(`/moments/node/${seed.nodeId}`);
    await expect(page.getByRole('heading', { level: 1, name: seed.nodeName })).toBeVisible();
    await expect(page.getByText('A node made by the feed spec').first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(seed.nodeName));
    const ids = await cardIds(page);
    expect(ids[0]).toBe(seed.detailId);
    expect(ids.slice(1)).toEqual(
      seed.nodeMoments
        .map((moment) => moment.id)
        .reverse()
        .slice(0, 19),
    );
    expect(ids).not.toContain(seed.pendingId);

    const missing = await page.goto('/moments/node/987654321');
    expect(missing?.status()).toBe(404);
  });

  test('the nodes tab lists nodes with their description and links to their pages', async ({ page }) => {
    await page.goto('/moments?tab=nodes');
    const link = page.locator('.node-directory a', { hasText: seed.nodeName });
    await expect(link).toContainText('A node made by the feed spec');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/moments/node/${seed.nodeId}$`));
  });

  test('a tag page lists exactly the tagged moments', async ({ page }) => {
    await page.goto(`/moments/tag/${seed.tagId}`);
    await expect(page.getByRole('heading', { level: 1, name: `#${seed.tagName}` })).toBeVisible();
    expect(await cardIds(page)).toEqual([...seed.tagged].reverse());

    const missing = await page.goto('/moments/tag/987654321');
    expect(missing?.status()).toBe(404);
    const malformed = await page.goto('/moments/tag/abc');
    expect(malformed?.status()).toBe(404);
  });

  test('the list API answers cursor pages', async ({ request }) => {
    const first = await (await request.get(`/api/moment/list?nodeId=${seed.nodeId}`)).json();
    expect(first).toMatchObject({ success: true, data: { hasMore: true } });
    expect(first.data.results).toHaveLength(20);
    expect(first.data.results[0]).toMatchObject({
      id: seed.detailId,
      title: seed.detailTitle,
      node: { id: seed.nodeId, name: seed.nodeName },
      author: { id: seed.author.id, nickname: seed.author.nickname },
    });
    const second = await (
      await request.get(`/api/moment/list?nodeId=${seed.nodeId}&cursor=${first.data.cursor}`)
    ).json();
    expect(second.data).toMatchObject({ hasMore: false, cursor: '' });
    expect(second.data.results).toHaveLength(NODE_MOMENTS + 1 - 20);

    const bad = await request.get('/api/moment/list?cursor=nonsense');
    expect(bad.status()).toBe(400);
    const suggest = await (await request.get(`/api/tag/suggest?q=${seed.tagName.slice(0, 8)}`)).json();
    expect(suggest.data.map((tag: { name: string }) => tag.name)).toContain(seed.tagName);
    const tag = await (await request.get(`/api/tag/${seed.tagId}`)).json();
    expect(tag.data).toMatchObject({ id: seed.tagId, name: seed.tagName });
    const nodes = await (await request.get('/api/node/list')).json();
    expect(nodes.data.map((node: { id: number }) => node.id)).toContain(seed.nodeId);
  });

  test('the detail page shows the content, author, node, tags and OpenGraph meta', async ({
    page,
    momentPage,
  }) => {
    await momentPage.open(seed.detailId);
    await expect(page.getByRole('heading', { level: 1, name: seed.detailTitle })).toBeVisible();
    await expect(momentPage.content).toContainText('The detail body of this moment.');
    await expect(momentPage.content.locator('strong')).toHaveText('detail');
    await expect(page.locator('.moment-detail-author')).toHaveText(seed.author.nickname);
    await expect(page.locator('.moment-detail-author')).toHaveAttribute('href', `/user/${seed.author.id}`);
    await expect(page.locator('.moment-detail-node')).toHaveAttribute('href', `/moments/node/${seed.nodeId}`);
    await expect(page.locator('.moment-detail-tags a', { hasText: `#${seed.tagName}` })).toHaveAttribute(
      'href',
      `/moments/tag/${seed.tagId}`,
    );
    await expect(page.locator('.moment-detail time')).toHaveAttribute(
      'title',
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(UTC time\)$/,
    );
    await expect(page).toHaveTitle(new RegExp(`^${seed.detailTitle} - `));
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    expect(await meta('meta[property="og:title"]')).toBe(seed.detailTitle);
    expect(await meta('meta[property="og:description"]')).toContain('The detail body of this moment.');
    expect(await meta('meta[name="description"]')).toContain('The detail body of this moment.');
    expect(await meta('meta[property="og:type"]')).toBe('article');
    expect(await meta('meta[property="og:url"]')).toMatch(new RegExp(`/moment/${seed.detailId}$`));
    // Visitors see no edit or delete actions.
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });

  test('views are counted once per visitor', async ({ page }) => {
    const views = async () => {
      const row = await storedRow<{ views: number }>('SELECT view_count AS views FROM moments WHERE id = ?', [
        seed.nodeMoments[0]!.id,
      ]);
      return row.views;
    };
    const before = await views();
    await page.goto(`/moment/${seed.nodeMoments[0]!.id}`);
    await page.reload();
    expect(await views()).toBe(before + 1);
  });

  test('a pending moment is a 404 for others and shows the review banner to its author', async ({
    page,
    browse,
    owner,
    momentPage,
  }) => {
    const visitor = await momentPage.open(seed.pendingId);
    expect(visitor?.status()).toBe(404);

    const otherPage = await browse({ as: seed.other });
    expect((await otherPage.goto(`/moment/${seed.pendingId}`))?.status()).toBe(404);
    await otherPage.context().close();

    await signInBrowser(page.context(), seed.author);
    const own = await momentPage.open(seed.pendingId);
    expect(own?.status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'This moment is under review' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    // Held content takes no reactions and no comments yet: the page neither offers them nor
    // contradicts itself, and the API refuses them (its author is told why; staff too are refused).
    await expect(page.getByRole('group', { name: 'Reactions' })).toHaveCount(0);
    const comments = momentPage.comments.root;
    await expect(comments.getByText('Comments open once this content is approved.')).toBeVisible();
    await expect(comments.getByText('No comments yet')).toHaveCount(0);
    for (const path of ['/api/like/toggle', '/api/favorite/toggle']) {
      const refused = await page.request.post(path, {
        data: { entityType: 'moment', entityId: seed.pendingId },
      });
      expect(refused.status()).toBe(403);
      expect((await refused.json()).message).toBe(
        'This content is under review: it can be liked and favorited once it is approved.',
      );
    }
    const byStaff = await owner.post('/api/like/toggle', {
      data: { entityType: 'moment', entityId: seed.pendingId },
    });
    expect(byStaff.ok()).toBe(false);
    const counts = await storedRow('SELECT like_count, favorite_count FROM moments WHERE id = ?', [
      seed.pendingId,
    ]);
    expect(counts).toEqual({ like_count: 0, favorite_count: 0 });
  });

  test('its author can delete a moment after confirming, then lands on /moments', async ({
    page,
    momentPage,
  }) => {
    const id = await createMoment(seed.author.api, { title: `Doomed ${RUN}`, content: '<p>Bye</p>' });
    await signInBrowser(page.context(), seed.other);
    await momentPage.open(id);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

    await signInBrowser(page.context(), seed.author);
    await momentPage.open(id);
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/moment/edit/${id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Delete this moment?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/moments$/);
    expect((await page.goto(`/moment/${id}`))?.status()).toBe(404);
  });

  test('the home page shows the feed and the side widgets', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Latest moments' })).toBeVisible();
    expect((await cardIds(page)).length).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: 'Nodes' })).toBeVisible();
    await expect(page.locator('.side-nodes a', { hasText: seed.nodeName })).toHaveAttribute(
      'href',
      `/moments/node/${seed.nodeId}`,
    );
    await expect(page.getByRole('link', { name: 'Load more' })).toHaveAttribute(
      'href',
      /^\/moments\?cursor=/,
    );
  });

  test('speaks Chinese when the locale cookie says so', async ({ page, context }) => {
    await useLocale(context, 'zh-CN');
    await page.goto('/moments');
    await expect(page.getByRole('heading', { level: 1, name: '动态' })).toBeVisible();
    await expect(page.getByRole('link', { name: '最新' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: '加载更多' }).first()).toBeVisible();

    await signInBrowser(page.context(), seed.author);
    await page.goto(`/moment/${seed.pendingId}`);
    await expect(page.getByText('该动态正在审核中')).toBeVisible();
    await expect(page.getByText('内容审核通过后即可评论。')).toBeVisible();

    await useLocale(context, 'en-US');
    await page.goto(`/moment/${seed.pendingId}`);
    await expect(page.getByText('This moment is under review')).toBeVisible();
  });
});
