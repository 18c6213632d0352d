import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { E2E_SERVERS } from './support/servers.ts';
import { createArticle, createMoment, createNode, tagIdByName } from './support/content.ts';
import { signInBrowser, type Member } from './support/members.ts';
import { addReviewWord, createPendingMoment, type ReviewWord } from './support/forbiddenWords.ts';

// What a crawler sees: every public page fetched with JavaScript off must carry its main content,
// its title and its one canonical URL; items carry JSON-LD; robots.txt, the sitemaps and the RSS
// feeds answer with the seeded content and never a pending moment.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const ORIGIN = E2E_SERVERS.main.url;

interface Seed {
  userId: number;
  nickname: string;
  tagId: number;
  tagName: string;
  nodeId: number;
  nodeName: string;
  momentId: number;
  momentTitle: string;
  momentBody: string;
  articleId: number;
  articleTitle: string;
  articleBody: string;
  pendingId: number;
  pendingTitle: string;
}

let seed: Seed;
let author: Member | undefined;
let review: ReviewWord | undefined;

test.use({ javaScriptEnabled: false });

test.beforeAll(async ({ playwright, accounts }) => {
  const nickname = `Crawled ${RUN}`;
  author = await accounts.member('SEO', { nickname });
  const nodeName = `SEO node ${RUN}`;
  const nodeId = await createNode(playwright, { name: nodeName, description: 'A node made by the SEO spec' });
  const tagName = `seo${RUN}`.slice(0, 32);
  const momentTitle = `Crawlable moment ${RUN}`;
  const momentBody = `The server rendered body of moment ${RUN}`;
  const momentId = await createMoment(author.api, {
    title: momentTitle,
    content: `<p>${momentBody}</p>`,
    nodeId,
    tags: [tagName],
  });
  const articleTitle = `Crawlable article ${RUN}`;
  const articleBody = `The server rendered body of article ${RUN}`;
  const articleId = await createArticle(author.api, {
    title: articleTitle,
    content: `<p>${articleBody}</p>`,
    tags: [tagName],
  });
  const pendingTitle = `Pending crawl ${RUN}`;
  review = await addReviewWord();
  const pendingId = await createPendingMoment(author.api, review, {
    title: pendingTitle,
    content: '<p>Waiting for review</p>',
    tags: [tagName],
  });
  const tagId = await tagIdByName(author.api, tagName);
  seed = {
    userId: author.id,
    nickname,
    tagId,
    tagName,
    nodeId,
    nodeName,
    momentId,
    momentTitle,
    momentBody,
    articleId,
    articleTitle,
    articleBody,
    pendingId,
    pendingTitle,
  };
});

test.afterAll(async () => {
  await review?.remove();
});

interface PublicPage {
  path: string;
  /** The canonical path, when it differs from `path` (dropped query parameters). */
  canonical?: string;
  /** Text that must be in <main>. */
  main: string[];
  /** Text that must be in <title>. */
  title: string;
  jsonLd?: string;
}

/** The public pages, as functions of the seed (it exists only once beforeAll has run). */
const PUBLIC_PAGES: Array<[string, (s: Seed) => PublicPage]> = [
  // Other specs add moments and articles to the shared server meanwhile, so the latest lists are
  // checked by their own headings; the node and tag pages below find the seeded items by content.
  ['home', () => ({ path: '/', main: ['Latest moments', 'Daily check-in'], title: '' })],
  ['moments', () => ({ path: '/moments', main: ['Moments', 'Latest'], title: 'Moments' })],
  [
    'a moment',
    (s) => ({
      path: `/moment/${s.momentId}`,
      main: [s.momentTitle, s.momentBody],
      title: s.momentTitle,
      jsonLd: 'DiscussionForumPosting',
    }),
  ],
  ['articles', () => ({ path: '/articles', main: ['Articles'], title: 'Articles' })],
  [
    'an article',
    (s) => ({
      path: `/article/${s.articleId}`,
      main: [s.articleTitle, s.articleBody],
      title: s.articleTitle,
      jsonLd: 'Article',
    }),
  ],
  [
    'a tag of moments',
    (s) => ({ path: `/moments/tag/${s.tagId}`, main: [s.tagName, s.momentTitle], title: s.tagName }),
  ],
  [
    'a tag of articles',
    (s) => ({ path: `/articles/tag/${s.tagId}`, main: [s.tagName, s.articleTitle], title: s.tagName }),
  ],
  [
    'a node',
    (s) => ({ path: `/moments/node/${s.nodeId}`, main: [s.nodeName, s.momentTitle], title: s.nodeName }),
  ],
  [
    'a profile',
    (s) => ({
      path: `/user/${s.userId}`,
      main: [s.nickname, s.momentTitle],
      title: s.nickname,
      jsonLd: 'ProfilePage',
    }),
  ],
  [
    "a member's articles",
    (s) => ({ path: `/user/${s.userId}/articles`, main: [s.nickname, s.articleTitle], title: s.nickname }),
  ],
  ['about', () => ({ path: '/about', main: ['About'], title: 'About' })],
  // Other specs add tags meanwhile, so the seeded one is looked up rather than expected on page one.
  [
    'tags',
    (s) => ({
      path: `/tags?q=${encodeURIComponent(s.tagName)}`,
      main: [s.tagName],
      title: '',
      canonical: '/tags',
    }),
  ],
  ['links', () => ({ path: '/links', main: [], title: '' })],
  ['search results', () => ({ path: '/search?q=x', main: [], title: '' })],
];

async function jsonLdTypes(page: Page): Promise<string[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
}

for (const [name, pageOf] of PUBLIC_PAGES) {
  test(`${name}: content, title and canonical URL without JavaScript`, async ({ page }) => {
    const entry = pageOf(seed);
    const response = await page.goto(entry.path);
    expect(response?.status(), entry.path).toBe(200);
    const main = page.locator('main');
    await expect(main).not.toBeEmpty();
    for (const text of entry.main) await expect(main, entry.path).toContainText(text);
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(entry.title)));
    const canonical = `${ORIGIN}${entry.canonical ?? entry.path}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveCount(1);
    if (entry.jsonLd) expect(await jsonLdTypes(page)).toEqual([entry.jsonLd]);
  });
}

test('a moment page describes the moment for previews and search engines', async ({ page }) => {
  await page.goto(`/moment/${seed.momentId}`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', seed.momentTitle);
  await expect(page.locator('meta[property="article:tag"]')).toHaveAttribute('content', seed.tagName);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  const [data] = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  expect(data).toMatchObject({
    '@type': 'DiscussionForumPosting',
    headline: seed.momentTitle,
    url: `${ORIGIN}/moment/${seed.momentId}`,
    author: { '@type': 'Person', name: seed.nickname, url: `${ORIGIN}/user/${seed.userId}` },
    commentCount: 0,
  });
});

test('list pages link their RSS feed, and cursor pages are not indexed', async ({ page }) => {
  const feeds: Array<[string, string]> = [
    ['/moments', '/rss/moments.xml'],
    ['/articles', '/rss/articles.xml'],
    [`/moments/tag/${seed.tagId}`, `/rss/tag/${seed.tagId}.xml`],
    [`/articles/tag/${seed.tagId}`, `/rss/tag/${seed.tagId}.xml`],
    [`/user/${seed.userId}`, `/rss/user/${seed.userId}.xml`],
  ];
  for (const [path, feed] of feeds) {
    await page.goto(path);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]'), path).toHaveAttribute(
      'href',
      feed,
    );
  }
  // A later page (a well-formed cursor after the seeded moment): followed, not indexed, one canonical list.
  const cursor = Buffer.from(JSON.stringify({ k: Date.now() + 60_000, id: seed.momentId + 1 })).toString(
    'base64url',
  );
  await page.goto(`/moments?tab=recommended&cursor=${cursor}&utm_source=feed`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${ORIGIN}/moments?tab=recommended`,
  );
});

test('a moment under review is shown to its author with noindex and no structured data', async ({
  page,
  playwright,
}) => {
  await signInBrowser(page.context(), author!);
  const answer = await page.goto(`/moment/${seed.pendingId}`);
  await expect(page.locator('main')).toContainText(seed.pendingTitle);
  // Rendered for its author only: no shared cache may keep it, and nobody else gets it.
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['cache-control']).toBe('private, no-store');
  const visitor = await playwright.request.newContext({ baseURL: page.url() });
  expect((await visitor.get(`/moment/${seed.pendingId}`)).status()).toBe(404);
  await visitor.dispose();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});

test('robots.txt keeps crawlers out of private pages and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  for (const path of [
    '/api/',
    '/admin',
    '/user/profile',
    '/user/messages',
    '/install',
    '/redirect',
    '/search',
  ]) {
    expect(text).toContain(`Disallow: ${path}\n`);
  }
  expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
});

test('the sitemap index leads to sitemaps listing the seeded pages, not the pending one', async ({
  request,
}) => {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('application/xml');
  expect(index.headers()['cache-control']).toBe('public, max-age=3600');
  const locations = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  for (const kind of ['pages', 'moments/0', 'articles/0', 'tags/0', 'users/0']) {
    expect(locations).toContain(`${ORIGIN}/sitemaps/${kind}.xml`);
  }
  const all = (
    await Promise.all(
      locations.map(async (location) => (await request.get(new URL(location).pathname)).text()),
    )
  ).join('\n');
  expect(all).toContain(`<loc>${ORIGIN}/moment/${seed.momentId}</loc>`);
  expect(all).toContain(`<loc>${ORIGIN}/article/${seed.articleId}</loc>`);
  expect(all).toContain(`<loc>${ORIGIN}/moments/tag/${seed.tagId}</loc>`);
  expect(all).toContain(`<loc>${ORIGIN}/user/${seed.userId}</loc>`);
  expect(all).not.toContain(`<loc>${ORIGIN}/moment/${seed.pendingId}</loc>`);
  expect((await request.get('/sitemaps/nothing/0.xml')).status()).toBe(404);
});

test('RSS feeds list the seeded items and answer 404 for an unknown tag or member', async ({ request }) => {
  for (const path of ['/rss/moments.xml', `/rss/tag/${seed.tagId}.xml`, `/rss/user/${seed.userId}.xml`]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const xml = await response.text();
    expect(xml, path).toContain(`<title>${seed.momentTitle}</title>`);
    expect(xml, path).toContain(`<link>${ORIGIN}/moment/${seed.momentId}</link>`);
    expect(xml, path).toContain(`<dc:creator>${seed.nickname}</dc:creator>`);
    expect(xml, path).not.toContain(seed.pendingTitle);
  }
  const articles = await (await request.get('/rss/articles.xml')).text();
  expect(articles).toContain(`<title>${seed.articleTitle}</title>`);
  expect(await (await request.get(`/rss/tag/${seed.tagId}.xml`)).text()).toContain(
    `<link>${ORIGIN}/article/${seed.articleId}</link>`,
  );
  expect((await request.get('/rss/tag/999999999.xml')).status()).toBe(404);
  expect((await request.get('/rss/user/999999999.xml')).status()).toBe(404);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
