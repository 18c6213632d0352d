import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import type { BrowseOptions, Locale } from './support/browsing.ts';
import { tagIdByName } from './support/content.ts';
import { expect, test, type Accounts, type Member } from './support/fixtures.ts';
import { unhydratedIslands } from './support/islands.ts';
import { unreadCount } from './support/members.ts';
import { currentSiteConfig } from './support/siteConfig.ts';
import { wcagViolations } from './support/wcagAudit.ts';

// Every public page and the user centre, in light and dark and in both languages, must pass axe's
// WCAG 2 A/AA rules. The content they show is made through the API first. A settings spec: it turns
// tweets on and sets a site notice so that those are checked too, and restores both at the end.

const RUN = `a${Date.now().toString(36).slice(-6)}`;
/** In the post's title and body: the search page highlights it in both. */
const SEARCH_WORD = `lantern${RUN}`;

interface Seeded {
  author: Member;
  reader: Member;
  postId: number;
  tweetId: number;
  articleId: number;
  readerMomentId: number;
  nodeId: number;
  momentTagId: number;
  articleTagId: number;
  linkId: number;
  conversationId: number;
}

interface VisitedPage {
  path: string;
  status?: number;
}

let seeded: Seeded;
let owner: APIRequestContext;
let originalSite: { modules: unknown; siteNotification: unknown };

/** The envelope's data of a POST as the member (or the owner's context); a failed call fails the test. */
async function apiData<T>(caller: Member | APIRequestContext, path: string, body: unknown): Promise<T> {
  const response = await ('api' in caller ? caller.api : caller).post(path, { data: body });
  const text = await response.text();
  expect(response.status(), `${path}: ${text.slice(0, 500)}`).toBe(200);
  const envelope = JSON.parse(text) as { success: unknown; data: T };
  expect(envelope.success, `${path}: ${text.slice(0, 500)}`).toBe(true);
  return envelope.data;
}

async function uploadPicture(caller: Member): Promise<string> {
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#5b8def' } })
    .png()
    .toBuffer();
  const response = await caller.api.post('/api/upload', {
    multipart: { file: { name: 'picture.png', mimeType: 'image/png', buffer: png } },
  });
  const text = await response.text();
  expect(response.status(), `/api/upload: ${text.slice(0, 500)}`).toBe(200);
  const envelope = JSON.parse(text) as { success: unknown; data: { url: string } };
  expect(envelope.success, `/api/upload: ${text.slice(0, 500)}`).toBe(true);
  return envelope.data.url;
}

/** A post with rich text, a tweet with a picture, an article with a cover, follows, a comment and reactions. */
async function seed(accounts: Accounts): Promise<Seeded> {
  const [author, reader] = await accounts.members('Author', 'Reader');
  const nodes = await author.api.get('/api/node/list');
  expect(nodes.ok(), await nodes.text()).toBe(true);
  const [node] = ((await nodes.json()) as { data: Array<{ id: number }> }).data;
  const nodeId = node?.id ?? 0;
  const picture = await uploadPicture(author);
  const postId = (
    await apiData<{ id: number }>(author, '/api/moment/create', {
      type: 0,
      title: `Notes on the ${SEARCH_WORD}`,
      content:
        `<h2>A heading</h2><p>About the ${SEARCH_WORD}: some <strong>bold</strong>, <em>italic</em> and ` +
        '<code>code</code>, and <a href="https://example.com/">a link</a>.</p><blockquote><p>A quote</p></blockquote>' +
        '<ul><li><p>One</p></li><li><p>Two</p></li></ul><pre><code>let answer = 42;</code></pre>',
      nodeId,
      tags: [`lamp${RUN}`],
    })
  ).id;
  const tweetId = (
    await apiData<{ id: number }>(author, '/api/moment/create', {
      type: 1,
      content: `A short tweet ${RUN}`,
      images: [picture],
      nodeId,
    })
  ).id;
  const articleId = (
    await apiData<{ id: number }>(author, '/api/article/create', {
      title: `An essay ${RUN}`,
      content: '<p>A longer piece with enough words to be an article.</p><h2>Part two</h2><p>More.</p>',
      tags: [`essay${RUN}`],
      cover: picture,
    })
  ).id;
  const readerMomentId = (
    await apiData<{ id: number }>(reader, '/api/moment/create', {
      type: 0,
      title: `The reader's moment ${RUN}`,
      content: '<p>Hello</p>',
    })
  ).id;
  await apiData(reader, '/api/follow/toggle', { userId: author.id });
  await apiData(author, '/api/follow/toggle', { userId: reader.id });
  await apiData(reader, '/api/comment/create', {
    entityType: 'moment',
    entityId: postId,
    content: 'Nice notes',
  });
  await apiData(reader, '/api/like/toggle', { entityType: 'moment', entityId: postId });
  await apiData(reader, '/api/favorite/toggle', { entityType: 'moment', entityId: postId });
  await apiData(author, '/api/like/toggle', { entityType: 'moment', entityId: readerMomentId });
  await apiData(author, '/api/favorite/toggle', { entityType: 'moment', entityId: readerMomentId });
  await apiData(author, '/api/checkin', {});
  // A draft, so the drafts page is checked with a row rather than its empty state.
  await apiData(author, '/api/draft/save', {
    key: 'article:new',
    payload: { title: `Unfinished notes ${RUN}`, content: '<p>More soon</p>', cover: '', tags: [] },
  });
  const link = await apiData<{ id: number }>(owner, '/api/admin/links/create', {
    title: `Friend ${RUN}`,
    url: 'https://example.com/',
    summary: 'A friendly site',
  });
  const { conversationId } = await apiData<{ conversationId: number }>(reader, '/api/conversation/start', {
    memberIds: [author.id],
    content: `A private word (${RUN})`,
  });
  return {
    conversationId,
    author,
    reader,
    postId,
    tweetId,
    articleId,
    readerMomentId,
    nodeId,
    momentTagId: await tagIdByName(author.api, `lamp${RUN}`),
    articleTagId: await tagIdByName(author.api, `essay${RUN}`),
    linkId: link.id,
  };
}

function publicPages(s: Seeded): VisitedPage[] {
  const profile = `/user/${s.author.id}`;
  return [
    { path: '/' },
    { path: '/moments' },
    { path: '/moments?tab=recommended' },
    { path: '/moments?tab=nodes' },
    { path: `/moment/${s.postId}` },
    { path: `/moment/${s.tweetId}` },
    { path: '/articles' },
    { path: `/article/${s.articleId}` },
    { path: `/moments/tag/${s.momentTagId}` },
    { path: `/articles/tag/${s.articleTagId}` },
    { path: `/moments/node/${s.nodeId}` },
    { path: '/tags' },
    { path: '/links' },
    { path: `/search?q=${SEARCH_WORD}` },
    { path: '/about' },
    { path: '/terms' },
    { path: `/redirect?url=${encodeURIComponent('https://example.com/page')}` },
    { path: profile },
    { path: `${profile}/fans` },
    { path: `${profile}/followed` },
    { path: `${profile}/articles` },
    { path: '/user/signin' },
    { path: '/user/signup' },
    { path: `/no-such-page-${RUN}`, status: 404 },
  ];
}

/** The user centre, the following feed and a moment the member liked and kept, as the author sees them. */
function memberPages(s: Seeded): VisitedPage[] {
  return [
    { path: '/user/messages' },
    { path: '/user/favorites' },
    { path: '/user/scores' },
    { path: '/user/drafts' },
    { path: '/user/profile' },
    { path: '/user/profile/account' },
    { path: '/user/profile/api-keys' },
    { path: '/user/account' },
    { path: '/user/notifications' },
    { path: '/moments?tab=following' },
    // The reader's moment is new to the author here: the list's reading badge.
    { path: '/moments' },
    { path: `/moment/${s.readerMomentId}` },
    // Another member's profile, with Message, Watch and Block.
    { path: `/user/${s.reader.id}` },
    // The list before the thread: the thread marks its unread message read.
    { path: '/user/conversations' },
    { path: `/user/conversations/${s.conversationId}` },
    { path: `/user/conversations/new?to=${s.reader.id}` },
    { path: '/user/watching' },
    { path: '/user/blocks' },
  ];
}

/** A reply and a private message the author has not read yet: the messages and conversations pages show their unread look in every run. */
async function leaveUnreadMessage(s: Seeded, locale: string): Promise<void> {
  await apiData(s.reader, '/api/comment/create', {
    entityType: 'moment',
    entityId: s.postId,
    content: `Read me (${locale})`,
  });
  await apiData(s.reader, '/api/conversation/send', {
    conversationId: s.conversationId,
    content: `Unread in the list (${locale})`,
  });
  await expect.poll(() => unreadCount(s.author)).toBeGreaterThan(0);
}

/** A context whose colour mode is stored as the toggle stores it, in a language chosen by cookie. */
async function openContext(
  browse: (options?: BrowseOptions) => Promise<Page>,
  mode: 'light' | 'dark',
  locale: Locale,
  member: Member | null,
): Promise<BrowserContext> {
  const page = await browse({ ...(member ? { as: member } : {}), locale, colorMode: mode });
  const context = page.context();
  await page.close();
  return context;
}

async function auditPages(context: BrowserContext, pages: VisitedPage[], mode: string): Promise<void> {
  const page = await context.newPage();
  for (const { path, status = 200 } of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(status);
    // Islands that wait for a reader's first interaction (decision 027) are audited as a reader
    // first meets them, in their server markup; every other island must have hydrated.
    await expect(unhydratedIslands(page), path).toHaveCount(0);
    await expect(page.locator('html'), path).toHaveClass(mode === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    expect.soft(await wcagViolations(page), path).toEqual([]);
  }
  await context.close();
}

test.beforeAll(async ({ accounts }) => {
  owner = await accounts.owner();
  const site = await currentSiteConfig();
  originalSite = { modules: site.modules, siteNotification: site.siteNotification };
  await apiData(owner, '/api/admin/settings/site', {
    modules: { moment: true, article: true, tweet: true },
    siteNotification: `<p>Welcome, readers of ${RUN}. <a href="/about">About us</a></p>`,
  });
  seeded = await seed(accounts);
});

test.afterAll(async () => {
  if (seeded) await apiData(owner, '/api/admin/links/delete', { id: seeded.linkId });
  if (originalSite) await apiData(owner, '/api/admin/settings/site', originalSite);
});

for (const mode of ['light', 'dark'] as const) {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    test(`public pages and the user centre pass WCAG 2 A/AA checks in ${mode} mode, ${locale}`, async ({
      browse,
    }) => {
      test.setTimeout(180_000);
      await auditPages(await openContext(browse, mode, locale, null), publicPages(seeded), mode);
      await leaveUnreadMessage(seeded, locale);
      await auditPages(await openContext(browse, mode, locale, seeded.author), memberPages(seeded), mode);
    });
  }
}
