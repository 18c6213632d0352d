import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { expectFitsWidth, PHONE } from './support/browsing.ts';
import { createArticle, createMoment, createNode, tagIdByName } from './support/content.ts';

// Every list page with an RSS feed, and every profile, shows it as a visible link beside the list: an
// RSS icon and a label in the reader's language, described by the feed's title. The link and the head's
// <link rel="alternate"> come from one value, and the feed answers a well-formed RSS document titled
// as the link describes it.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const WORDS = {
  'en-US': { label: 'RSS feed', moments: 'Latest moments', articles: 'Latest articles' },
  'zh-CN': { label: 'RSS 订阅', moments: '最新动态', articles: '最新文章' },
} as const;

interface Seed {
  userId: number;
  nickname: string;
  tagId: number;
  tagName: string;
}

let seed: Seed;

test.beforeAll(async ({ playwright, accounts }) => {
  const nickname = `Feeder ${RUN}`;
  const author = await accounts.member('Feeds', { nickname });
  const nodeId = await createNode(playwright, { name: `Feed node ${RUN}` });
  const tagName = `feed${RUN}`.slice(0, 32);
  await createMoment(author.api, {
    title: `Feed moment ${RUN}`,
    content: '<p>Feed moment body</p>',
    nodeId,
    tags: [tagName],
  });
  await createArticle(author.api, {
    title: `Feed article ${RUN}`,
    content: '<p>Feed article body</p>',
    tags: [tagName],
  });
  seed = { userId: author.id, nickname, tagId: await tagIdByName(author.api, tagName), tagName };
});

/** The pages with a feed, each with words its feed's name must hold. */
function feedPages(words: (typeof WORDS)[keyof typeof WORDS]): Array<[string, string]> {
  return [
    ['/moments', words.moments],
    ['/articles', words.articles],
    [`/moments/tag/${seed.tagId}`, `#${seed.tagName}`],
    [`/articles/tag/${seed.tagId}`, `#${seed.tagName}`],
    [`/user/${seed.userId}`, seed.nickname],
    [`/user/${seed.userId}/articles`, seed.nickname],
  ];
}

/** The RSS document's root and channel title, as the browser's XML parser reads it (null: not well formed). */
async function parsedFeed(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.getElementsByTagName('parsererror').length > 0) return null;
    const channel = doc.querySelector('rss > channel');
    return {
      root: doc.documentElement.nodeName,
      version: doc.documentElement.getAttribute('version'),
      title: channel?.querySelector(':scope > title')?.textContent ?? '',
      items: channel?.querySelectorAll(':scope > item').length ?? 0,
    };
  }, xml);
}

for (const { locale, phone } of [
  { locale: 'en-US', phone: false },
  { locale: 'zh-CN', phone: false },
  { locale: 'en-US', phone: true },
  { locale: 'zh-CN', phone: true },
] as const) {
  test(`list pages and profiles show their RSS feed as a visible link (${locale}${phone ? ', phone' : ''})`, async ({
    browse,
  }) => {
    const words = WORDS[locale];
    const page = await browse({ locale, phone });
    for (const [path, feedWords] of feedPages(words)) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      const head = page.locator('link[rel="alternate"][type="application/rss+xml"]');
      await expect(head, path).toHaveCount(1);
      const href = (await head.getAttribute('href'))!;
      const title = (await head.getAttribute('title'))!;
      expect(title, path).toContain(feedWords);

      // Visible, with the icon and the label, and described by the title of the feed the head links.
      const link = page.getByRole('link', { name: words.label, exact: true });
      await expect(link, path).toBeVisible();
      await expect(link, path).toHaveAccessibleDescription(title);
      await expect(link, path).toHaveAttribute('href', href);
      await expect(link.locator('svg.icon'), path).toHaveCount(1);
      await expect(link.locator('span').first(), path).toHaveText(words.label);
      if (phone) {
        const box = (await link.boundingBox())!;
        expect(box.x, path).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, path).toBeLessThanOrEqual(PHONE.width);
        await expectFitsWidth(page);
      }

      // The feed answers RSS 2.0, well formed, titled as the link names it, in the reader's language.
      const feed = await page.request.get(href);
      expect(feed.status(), href).toBe(200);
      expect(feed.headers()['content-type'], href).toContain('application/rss+xml');
      const parsed = await parsedFeed(page, await feed.text());
      expect(parsed, `${href} is well-formed XML`).not.toBeNull();
      expect(parsed!.root).toBe('rss');
      expect(parsed!.version).toBe('2.0');
      expect(parsed!.title, href).toBe(title);
      expect(parsed!.items, href).toBeGreaterThan(0);
    }
  });
}

test("a member's feed carries their moments and articles, and an unknown member has none", async ({
  request,
}) => {
  const xml = await (await request.get(`/rss/user/${seed.userId}.xml`)).text();
  expect(xml).toContain(`<title>Feed moment ${RUN}</title>`);
  expect(xml).toContain(`<title>Feed article ${RUN}</title>`);
  expect((await request.get('/rss/user/999999999.xml')).status()).toBe(404);
});
