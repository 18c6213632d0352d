import type { APIRequestContext, Page } from '@playwright/test';
import { createComment } from './support/content.ts';
import { expect, test, type Member } from './support/fixtures.ts';
import { hydrateAllIslands } from './support/hydrateIslands.ts';
import { startE2eSmtpSink, type SmtpSink } from './support/smtpSink.ts';
import { fullPayload, probePage, shortPayload, watchPage, XSS_MARK } from './support/xssProbe.ts';
import { readFeedInBrowser } from './support/feedProbe.ts';
import { storedRow } from './support/storedFacts.ts';

// Stored XSS (issue 9): hostile text goes into every field a member or an admin can fill, then
// every page that shows it, the admin screens, the feeds and a mail are checked for markup it made.
// A settings spec: it changes the site title, description, notice and navigation, restored at the end.

const RUN = `x${Date.now().toString(36)}`;
// On every page (site title): pages prove they show member text by RUN, which this does not contain.
const SITE_TOKEN = `SITE-${RUN.toUpperCase()}`;

interface Planted {
  planterId: number;
  ownerId: number;
  postId: number;
  tweetId: number;
  articleId: number;
  nodeId: number;
  momentTagId: number;
  articleTagId: number;
}

let planted: Planted;
let originalSite: Record<string, unknown>;
let sink: SmtpSink;
let planter: Member;

async function post<T = unknown>(api: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await api.post(path, { data });
  const body = await response.json();
  expect(body, `${path}: ${JSON.stringify(body)}`).toMatchObject({ success: true });
  return body.data as T;
}

async function refused(api: APIRequestContext, path: string, data: unknown): Promise<void> {
  const response = await api.post(path, { data });
  expect(response.status(), path).toBeGreaterThanOrEqual(400);
  expect(response.status(), path).toBeLessThan(500);
}

async function tagId(name: string): Promise<number> {
  return (await storedRow<{ id: number }>('SELECT id FROM tags WHERE name = ?', [name])).id;
}

async function currentUserId(api: APIRequestContext): Promise<number> {
  return ((await (await api.get('/api/user/current')).json()) as { data: { id: number } }).data.id;
}

/** Admin-managed text: site title, description, notice, navigation, a node, a friend link. */
async function plantAdminText(owner: APIRequestContext): Promise<number> {
  const siteConfig = await (await owner.get('/api/config/configs')).json();
  originalSite = siteConfig.data as Record<string, unknown>;
  await post(owner, '/api/admin/settings/site', {
    siteTitle: `${SITE_TOKEN} ${shortPayload('sitetitle')}"><b>`,
    siteDescription: fullPayload('sitedesc').slice(0, 300),
    siteNotification: `<p>${SITE_TOKEN} notice</p>${fullPayload('notice')}`,
    siteNavs: [
      ...((originalSite['siteNavs'] as unknown[]) ?? []),
      { title: shortPayload('nav'), url: '/tags' },
    ],
    siteKeywords: [`"><script>${XSS_MARK}kw=1</script>`.slice(0, 40)],
    recommendTags: [`${RUN}<svg onload=${XSS_MARK}rt=1>`.slice(0, 40)],
    enableHideContent: true,
    modules: { moment: true, article: true, tweet: true },
  });
  await refused(owner, '/api/admin/settings/site', {
    siteNavs: [{ title: 'js', url: 'javascript:alert(1)' }],
  });
  const node = await post<{ id: number }>(owner, '/api/admin/nodes/create', {
    name: `${RUN}${shortPayload('node')}`.slice(0, 40),
    description: fullPayload('nodedesc').slice(0, 300),
  });
  await post(owner, '/api/admin/links/create', {
    title: `${RUN} <img src=x onerror=${XSS_MARK}link=1>`,
    url: `https://links.example/?a="><svg/onload=${XSS_MARK}linkurl=1>`,
    summary: fullPayload('linksum').slice(0, 300),
  });
  await refused(owner, '/api/admin/links/create', { title: 'js', url: `javascript:${XSS_MARK}linkjs=1` });
  return node.id;
}

/** Member text: profile, a post, a tweet, an article, comments, a report, a follow (a message). */
async function plant(owner: APIRequestContext, planter: APIRequestContext): Promise<Planted> {
  const nodeId = await plantAdminText(owner);
  const ownerId = await currentUserId(owner);
  const planterId = await currentUserId(planter);
  const ownerMoment = await post<{ id: number }>(owner, '/api/moment/create', {
    type: 0,
    title: `${RUN} owner moment`,
    content: '<p>to be reported</p>',
    nodeId,
  });
  await post(planter, '/api/user/profile', {
    nickname: shortPayload('n'),
    signature: `${RUN} ${fullPayload('sig')}`.slice(0, 255),
    homepage: `https://home.example/"onmouseover="${XSS_MARK}home=1`,
  });
  await refused(planter, '/api/user/profile', { nickname: 'ok', homepage: `javascript:${XSS_MARK}homejs=1` });
  await refused(planter, '/api/user/username', { username: '<svg/onload=1>' });
  const momentTag = `${RUN}${shortPayload('tag')}`.slice(0, 32);
  const articleTag = `${RUN}<img src=x onerror=${XSS_MARK}at=1>`.slice(0, 32);
  const moment = await post<{ id: number }>(planter, '/api/moment/create', {
    type: 0,
    title: `${RUN} ${fullPayload('mtitle')}`.slice(0, 200),
    content: `<p>${RUN} post body</p>${fullPayload('mbody')}`,
    nodeId,
    tags: [momentTag],
    hiddenContent: `<p>${RUN} hidden</p>${fullPayload('hidden')}`,
  });
  const tweet = await post<{ id: number }>(planter, '/api/moment/create', {
    type: 1,
    content: `${RUN} ${fullPayload('tweet')}`.slice(0, 500),
    nodeId,
  });
  const article = await post<{ id: number }>(planter, '/api/article/create', {
    title: `${RUN} ${fullPayload('atitle')}`.slice(0, 100),
    content: `<p>${RUN} ${fullPayload('asummary')}</p>${fullPayload('abody')}`,
    tags: [articleTag],
  });
  const commentId = await createComment(planter, {
    entityType: 'moment',
    entityId: moment.id,
    content: `${RUN} ${fullPayload('comment')}`,
  });
  await createComment(planter, {
    entityType: 'moment',
    entityId: moment.id,
    content: `${RUN} ${fullPayload('reply')}`,
    parentId: commentId,
    replyToId: commentId,
  });
  await createComment(planter, {
    entityType: 'article',
    entityId: article.id,
    content: `${RUN} ${fullPayload('acomment')}`,
  });
  await post(planter, '/api/report', {
    targetType: 'moment',
    targetId: ownerMoment.id,
    reason: `${RUN} ${fullPayload('report')}`.slice(0, 500),
  });
  await post(planter, '/api/follow/toggle', { userId: ownerId });
  return {
    planterId,
    ownerId,
    postId: moment.id,
    tweetId: tweet.id,
    articleId: article.id,
    nodeId,
    momentTagId: await tagId(momentTag),
    articleTagId: await tagId(articleTag),
  };
}

/** Opens a page and asserts nothing planted became markup, ran, or broke a JSON island. */
async function expectClean(page: Page, path: string, shows: string | null = RUN): Promise<void> {
  const seen = watchPage(page);
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  await page.waitForLoadState('load');
  // Hydrated islands render user text on the client too: give them their turn.
  await hydrateAllIslands(page);
  // Some text (hidden content for its author) arrives with the viewer state, after hydration.
  if (shows !== null) await expect(page.locator('body'), path).toContainText(shows);
  const problems = await probePage(page);
  expect({ path, ...problems, dialogs: seen.dialogs }).toEqual({
    path,
    marks: [],
    injected: [],
    brokenJson: [],
    dialogs: [],
  });
  // A payload that became markup shows up as a failed `src=x` load or a CSP refusal.
  expect(
    seen.errors.filter((error) => /Content Security Policy|Refused to|404/i.test(error)),
    path,
  ).toEqual([]);
  page.removeAllListeners();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ accounts }) => {
  sink = await startE2eSmtpSink();
  planter = await accounts.member('Planter');
  planted = await plant(await accounts.owner(), planter.api);
});

test.afterAll(async ({ accounts }) => {
  await sink?.close();
  if (!originalSite) return;
  const owner = await accounts.owner();
  const restored = [
    'siteTitle',
    'siteDescription',
    'siteNotification',
    'siteNavs',
    'siteKeywords',
    'recommendTags',
    'enableHideContent',
    'modules',
  ];
  await post(
    owner,
    '/api/admin/settings/site',
    Object.fromEntries(restored.map((key) => [key, originalSite[key]])),
  );
});

test('the probe notices a payload that became markup (so the checks below can fail)', async ({ page }) => {
  await page.setContent(
    `<div>${fullPayload('probe')}</div><script type="application/ld+json">{"a":"</script>`,
  );
  const problems = await probePage(page);
  expect(problems.marks.length + problems.injected.length).toBeGreaterThan(3);
  expect(problems.brokenJson).toEqual(['application/ld+json']);
});

test('public pages show every planted text as text', async ({ page }) => {
  const p = planted;
  // Pages whose own text need not include the run's token (they show other people, or nothing planted).
  const quiet = new Set([`/user/${p.planterId}/followed`, '/about', '/tags']);
  const pages = [
    '/',
    '/moments',
    `/moments/node/${p.nodeId}`,
    `/moments/tag/${p.momentTagId}`,
    '/articles',
    `/articles/tag/${p.articleTagId}`,
    `/moment/${p.postId}`,
    `/moment/${p.tweetId}`,
    `/article/${p.articleId}`,
    `/user/${p.planterId}`,
    `/user/${p.planterId}/articles`,
    `/user/${p.ownerId}/fans`,
    `/user/${p.planterId}/followed`,
    '/tags',
    // Tag lists are shared with other specs: the planted tags (named after the run) are found by prefix.
    `/tags?q=${RUN}`,
    '/links',
    `/search?q=${RUN}&type=moment`,
    `/search?q=${RUN}&type=article`,
    `/search?q=${RUN}&type=user`,
    '/about',
  ];
  for (const path of pages) await expectClean(page, path, quiet.has(path) ? null : RUN);
  // The query itself is shown back: reflected, not stored, but the same escaping.
  for (const query of ['<svg onload', `"><img src=x onerror=${XSS_MARK}q=1>`]) {
    await expectClean(page, `/search?type=user&q=${encodeURIComponent(query)}`, null);
  }
});

test('a signed-in member sees the same pages clean, with the composer and messages', async ({
  page: owner,
  asOwner: _owner,
}) => {
  const nickname = shortPayload('n');
  const pages: [string, string | null][] = [
    [`/moment/${planted.postId}`, RUN],
    [`/article/${planted.articleId}`, RUN],
    ['/user/messages', nickname],
    ['/moment/create', null],
  ];
  for (const [path, shows] of pages) await expectClean(owner, path, shows);
});

test('the author sees the hidden content of their post, clean', async ({ browse }) => {
  const page = await browse({ as: planter, locale: 'en-US', localeCookie: false });
  await expectClean(page, `/moment/${planted.postId}`, `${RUN} hidden`);
});

test('admin screens show every planted text as text', async ({ page: owner, asOwner: _owner }) => {
  const nickname = shortPayload('n');
  const pages: [string, string | null][] = [
    ['/admin', null],
    ['/admin/users', nickname],
    [`/admin/users/${planted.planterId}`, nickname],
    ['/admin/content', RUN],
    ['/admin/content?type=article', null],
    ['/admin/reports', RUN],
    ['/admin/nodes', RUN],
    ['/admin/tags', null],
    [`/admin/tags?q=${RUN}`, RUN],
    ['/admin/links', RUN],
    ['/admin/audit', null],
    ['/admin/review', null],
    ['/admin/settings', null],
  ];
  for (const [path, shows] of pages) await expectClean(owner, path, shows);
});

test('RSS feeds parse as XML and every field renders as text in a reader', async ({ page, request }) => {
  const feeds = [
    '/rss/moments.xml',
    '/rss/articles.xml',
    `/rss/user/${planted.planterId}.xml`,
    `/rss/tag/${planted.momentTagId}.xml`,
    `/rss/tag/${planted.articleTagId}.xml`,
  ];
  await page.goto('/about');
  for (const feed of feeds) {
    const response = await request.get(feed);
    expect(response.status(), feed).toBe(200);
    const xml = await response.text();
    expect(xml, feed).toContain(RUN);
    // No planted tag survives as markup, and CDATA is never used (so "]]>" cannot end it).
    expect(xml, feed).not.toMatch(/<(script|img|svg|style|iframe)\b/i);
    expect(xml, feed).not.toContain('<![CDATA[');
    const read = await readFeedInBrowser(page, xml);
    expect(read.parseErrors, feed).toBe(0);
    // Readers render titles, descriptions and names as HTML: none of them may become an element.
    expect(
      read.fields.filter((field) => field.markup.length > 0),
      feed,
    ).toEqual([]);
    const texts = (path: string) =>
      read.fields.filter((field) => field.path === path).map((field) => field.text);
    // The texts come back whole once rendered: escaped, not stripped.
    expect(texts('channel > title').join(' '), feed).toContain(shortPayload('sitetitle'));
    expect(
      texts('item > title').some((title) => title.includes('<svg onload=') || title.includes('<script>')),
      feed,
    ).toBe(true);
  }
  const moments = await readFeedInBrowser(page, await (await request.get('/rss/moments.xml')).text());
  const creators = moments.fields.filter((field) => field.path === 'item > dc:creator');
  expect(creators.map((field) => field.text)).toContain(shortPayload('n'));
  const descriptions = moments.fields.filter((field) => field.path === 'item > description');
  expect(descriptions.some((field) => field.text.includes(`<img src=x onerror=${XSS_MARK}tweet=1>`))).toBe(
    true,
  );
});

test('a verification mail escapes the nickname and the site title in its HTML part', async () => {
  const address = `xss-mail-${RUN}@example.test`;
  await post(planter.api, '/api/user/email', { email: address });
  const mail = await sink.waitFor((message) => message.to.includes(address), 15_000);
  expect(mail.html).toContain(SITE_TOKEN);
  expect(mail.html).not.toMatch(/<(svg|script|img|b)\b/i);
  expect(mail.html).toContain('&#60;svg onload=');
});
