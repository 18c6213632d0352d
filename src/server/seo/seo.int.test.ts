import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { articleTags, articles, tags, users } from '../db/schema/index.ts';
import { feedTestRows } from '../../../tests/factories/feedTestRows.ts';
import { latestArticles, latestMoments, tagEntries, userEntries } from './feed.queries.ts';
import { toRssItems } from './feedResponse.ts';
import { SITEMAP_ID_SPAN, maxIds } from './sitemap.queries.ts';
import { sitemapIndexEntries, sitemapPageEntries } from './sitemapEntries.ts';
import { ContentStatus, MomentType } from '@/shared/content/contentStatus.ts';
import { DEFAULT_SITE_CONFIG } from '@/shared/site/siteConfig.ts';

const ORIGIN = 'https://plaza.example';
const test = useTestDatabase();
const ids = {
  ada: 0,
  bob: 0,
  banned: 0,
  tag: 0,
  emptyTag: 0,
  articleTag: 0,
  published: 0,
  tweet: 0,
  pending: 0,
  deleted: 0,
  farMoment: SITEMAP_ID_SPAN + 5,
  article: 0,
  pendingArticle: 0,
  deletedArticle: 0,
};

async function article(title: string, userId: number, status: number, day: number): Promise<number> {
  const [row] = await test.db
    .insert(articles)
    .values({
      userId,
      title,
      content: '<p>x</p>',
      contentText: 'x',
      excerpt: `${title} excerpt`,
      status,
      publishedAt: new Date(Date.UTC(2024, 1, day)),
    })
    .$returningId();
  return row!.id;
}

beforeAll(async () => {
  const rows = feedTestRows(test);
  ids.ada = await rows.user('Ada');
  ids.bob = await rows.user('Bob');
  const [banned] = await test.db.insert(users).values({ nickname: 'Gone', status: 1 }).$returningId();
  ids.banned = banned!.id;
  ids.tag = await rows.tag('go');
  ids.emptyTag = await rows.tag('unused');
  ids.articleTag = await rows.tag('essays');
  await test.db.update(tags).set({ momentCount: 3 }).where(eq(tags.id, ids.tag));
  await test.db.update(tags).set({ articleCount: 1 }).where(eq(tags.id, ids.articleTag));
  ids.published = await rows.moment({ userId: ids.ada, title: 'Published post' }, [ids.tag]);
  ids.tweet = await rows.moment(
    { userId: ids.bob, title: '', type: MomentType.tweet, excerpt: 'Just a short tweet' },
    [ids.tag],
  );
  ids.pending = await rows.moment({ userId: ids.ada, title: 'Pending post', status: ContentStatus.pending }, [
    ids.tag,
  ]);
  ids.deleted = await rows.moment({ userId: ids.ada, title: 'Deleted post', status: ContentStatus.deleted });
  await rows.moment({ id: ids.farMoment, userId: ids.bob, title: 'Far away' });
  ids.article = await article('Essay', ids.ada, ContentStatus.published, 3);
  ids.pendingArticle = await article('Pending essay', ids.ada, ContentStatus.pending, 4);
  ids.deletedArticle = await article('Deleted essay', ids.ada, ContentStatus.deleted, 5);
  await test.db.insert(articleTags).values([
    { articleId: ids.article, tagId: ids.articleTag },
    { articleId: ids.pendingArticle, tagId: ids.articleTag },
  ]);
});

const locs = (entries: Array<{ loc: string }>) => entries.map((entry) => entry.loc);

describe('sitemaps', () => {
  it('indexes one page per id range of each kind, from max(id) alone', async () => {
    expect(await maxIds(test.db)).toEqual({
      moments: ids.farMoment,
      articles: ids.deletedArticle,
      tags: ids.articleTag,
      users: ids.banned,
    });
    expect(locs(await sitemapIndexEntries(ORIGIN, DEFAULT_SITE_CONFIG, test.db))).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/moments/0.xml`,
      `${ORIGIN}/sitemaps/moments/1.xml`,
      `${ORIGIN}/sitemaps/articles/0.xml`,
      `${ORIGIN}/sitemaps/tags/0.xml`,
      `${ORIGIN}/sitemaps/users/0.xml`,
    ]);
  });

  it('lists only published moments, each in its id range, with lastmod', async () => {
    const first = await sitemapPageEntries('moments', 0, ORIGIN, DEFAULT_SITE_CONFIG, test.db);
    expect(locs(first)).toEqual([`${ORIGIN}/moment/${ids.published}`, `${ORIGIN}/moment/${ids.tweet}`]);
    expect(first[0]!.lastmod).toBeInstanceOf(Date);
    expect(Number.isNaN(first[0]!.lastmod!.getTime())).toBe(false);
    const second = await sitemapPageEntries('moments', 1, ORIGIN, DEFAULT_SITE_CONFIG, test.db);
    expect(locs(second)).toEqual([`${ORIGIN}/moment/${ids.farMoment}`]);
    expect(await sitemapPageEntries('moments', 2, ORIGIN, DEFAULT_SITE_CONFIG, test.db)).toEqual([]);
  });

  it('lists published articles, used tags by list and active members', async () => {
    expect(locs(await sitemapPageEntries('articles', 0, ORIGIN, DEFAULT_SITE_CONFIG, test.db))).toEqual([
      `${ORIGIN}/article/${ids.article}`,
    ]);
    expect(locs(await sitemapPageEntries('tags', 0, ORIGIN, DEFAULT_SITE_CONFIG, test.db))).toEqual([
      `${ORIGIN}/moments/tag/${ids.tag}`,
      `${ORIGIN}/articles/tag/${ids.articleTag}`,
    ]);
    expect(locs(await sitemapPageEntries('users', 0, ORIGIN, DEFAULT_SITE_CONFIG, test.db))).toEqual([
      `${ORIGIN}/user/${ids.ada}`,
      `${ORIGIN}/user/${ids.bob}`,
    ]);
  });

  it('leaves out the kinds of a disabled module', async () => {
    const config = { ...DEFAULT_SITE_CONFIG, modules: { ...DEFAULT_SITE_CONFIG.modules, article: false } };
    const index = locs(await sitemapIndexEntries(ORIGIN, config, test.db));
    expect(index.some((loc) => loc.includes('/articles/'))).toBe(false);
    expect(locs(await sitemapPageEntries('tags', 0, ORIGIN, config, test.db))).toEqual([
      `${ORIGIN}/moments/tag/${ids.tag}`,
    ]);
  });
});

describe('feeds', () => {
  it('carries the newest published moments, never pending or deleted ones', async () => {
    expect((await latestMoments(30, test.db)).map((entry) => entry.id)).toEqual([
      ids.farMoment,
      ids.tweet,
      ids.published,
    ]);
  });

  it('carries published articles newest first', async () => {
    expect((await latestArticles(30, test.db)).map((entry) => entry.id)).toEqual([ids.article]);
  });

  it("merges a tag's moments and articles, newest first", async () => {
    const entries = await tagEntries(ids.tag, 30, test.db);
    expect(entries.map((entry) => [entry.kind, entry.id])).toEqual([
      ['moment', ids.tweet],
      ['moment', ids.published],
    ]);
    expect((await tagEntries(ids.articleTag, 30, test.db)).map((entry) => entry.id)).toEqual([ids.article]);
  });

  it("carries a member's published moments and articles, newest first, of the enabled kinds", async () => {
    const both = { moments: true, articles: true };
    const kindsAndIds = async (kinds: typeof both) =>
      (await userEntries(ids.ada, kinds, 30, test.db)).map((entry) => [entry.kind, entry.id]);
    expect(await kindsAndIds(both)).toEqual([
      ['article', ids.article],
      ['moment', ids.published],
    ]);
    expect(await kindsAndIds({ moments: false, articles: true })).toEqual([['article', ids.article]]);
    expect(await kindsAndIds({ moments: true, articles: false })).toEqual([['moment', ids.published]]);
    expect(await userEntries(ids.ada, both, 1, test.db)).toHaveLength(1);
    expect(await userEntries(ids.banned, both, 30, test.db)).toEqual([]);
  });

  it('titles items as their pages do, with links and author names', async () => {
    const items = await toRssItems(await latestMoments(30, test.db), ORIGIN, test.db);
    expect(items.map((item) => [item.title, item.link, item.author])).toEqual([
      ['Far away', `${ORIGIN}/moment/${ids.farMoment}`, 'Bob'],
      ['Just a short tweet', `${ORIGIN}/moment/${ids.tweet}`, 'Bob'],
      ['Published post', `${ORIGIN}/moment/${ids.published}`, 'Ada'],
    ]);
  });
});
