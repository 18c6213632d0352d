import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIContext } from 'astro';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { fieldTexts, readFeed, type FeedField } from '../../../tests/feedReader.ts';
import { closeDb } from '../db/client.ts';
import { tags, users } from '../db/schema/index.ts';
import { markInstalled, resetInstallStateForTests } from '../install/installState.ts';
import { updateProfile } from '../account/profile.commands.ts';
import { saveSiteSettings } from '../adminsettings/saveSiteSettings.ts';
import { loadSiteConfig } from '../site/siteConfig.queries.ts';
import { newActor } from '../actor/actor.ts';
import { createMoment } from '../moments/moments.commands.ts';
import { createArticle } from '../articles/articles.commands.ts';
import { toCurrentUser } from '../users/publicUser.ts';
import { feedTestRows } from '../../../tests/factories/feedTestRows.ts';
import { GET as momentsFeed } from '../../pages/rss/moments.xml.ts';
import { GET as articlesFeed } from '../../pages/rss/articles.xml.ts';
import { GET as userFeed } from '../../pages/rss/user/[id].xml.ts';
import { GET as tagFeed } from '../../pages/rss/tag/[id].xml.ts';
import { profileSchema } from '@/shared/account/profileSchema.ts';
import { createMomentSchema } from '@/shared/moments/momentSchemas.ts';
import { articleCreateSchema } from '@/shared/articles/articleSchemas.ts';
import { siteConfigSchema, type SiteConfig } from '@/shared/site/siteConfig.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';

// Issue 19: hostile text saved through the app's own services, then every feed read as a reader
// reads it (XML first, then each field as HTML). No field may become markup, and text stays text.

const SITE_TITLE = '<script>alert(1)</script>]]>&lt;img src=x onerror=alert(1)&gt;';
const NICKNAME = '<svg onload=alert()>';
const MOMENT_TAG = '<img src=x onerror=alert(1)>';
const ARTICLE_TAG = '<iframe src=javascript:alert(1)>';
const ENTITY_TAG = '&lt;b&gt;]]><style>';
const POST_TITLE = '"><script>alert(1)</script> ]]> &lt;img src=x onerror=alert(1)&gt;';
// Typed as text in the editor: stored escaped, shown as these characters.
const POST_TYPED = 'typed <img src=x onerror=alert(1)> and &lt;b&gt; ]]>';
const POST_BODY =
  '<p>typed &lt;img src=x onerror=alert(1)&gt; and &amp;lt;b&amp;gt; ]]&gt;</p>' +
  '<p><a href="javascript:alert(1)">js</a> <iframe src="https://evil.example">f</iframe>' +
  '<svg onload="alert(1)"></svg><script>alert(1)</script>' +
  '<span style="background:url(javascript:alert(1))" onclick="alert(1)">styled</span></p>';
const TWEET =
  'probe <img src=x onerror=alert(1)> <a href="javascript:alert(1)">j</a> ]]> &lt;svg onload=alert(1)&gt; ' +
  '<iframe srcdoc="<script>alert(1)</script>"></iframe> <b style="color:red">s</b>';
const ARTICLE_TITLE = '<svg/onload=alert(1)> <a href="javascript:alert(1)">t</a> ]]><![CDATA[';
const ARTICLE_TYPED = '&lt;img src=x onerror=alert(1)&gt; <script>alert(1)</script>';
const ARTICLE_BODY =
  '<p>&amp;lt;img src=x onerror=alert(1)&amp;gt; &lt;script&gt;alert(1)&lt;/script&gt;</p>' +
  '<img src=x onerror="alert(1)"><p style="color:red" onmouseover="alert(1)">kept</p>';

const ORIGIN = 'https://plaza.example';
const t = useTestDatabase();
let config: SiteConfig;
let author: CurrentUser;
const ids = { momentTag: 0, articleTag: 0 };

async function member(nickname: string): Promise<CurrentUser> {
  const [row] = await t.db
    .insert(users)
    .values({ nickname, email: `${nickname.toLowerCase()}@example.test`, emailVerified: true })
    .$returningId();
  const [user] = await t.db.select().from(users).where(eq(users.id, row!.id));
  return toCurrentUser(user!);
}

async function tagId(name: string): Promise<number> {
  const [row] = await t.db.select({ id: tags.id }).from(tags).where(eq(tags.name, name));
  return row!.id;
}

beforeAll(async () => {
  // The feed routes read through the process database.
  markInstalled({ database: t.settings, installedAt: new Date().toISOString() });
  await feedTestRows(t).node('General');
  const admin = await member('Admin');
  author = await member('Writer');
  await saveSiteSettings(
    { id: admin.id, ip: '127.0.0.1' },
    siteConfigSchema.partial().parse({
      siteTitle: SITE_TITLE,
      modules: { moment: true, article: true, tweet: true },
    }),
    t.db,
  );
  config = await loadSiteConfig(t.db);
  await updateProfile(author.id, profileSchema.parse({ nickname: NICKNAME }), t.db);
  const writer = newActor(author, config, '127.0.0.1');
  await createMoment(
    writer,
    createMomentSchema.parse({
      type: 0,
      title: POST_TITLE,
      content: POST_BODY,
      tags: [MOMENT_TAG, ENTITY_TAG],
    }),
    t.db,
  );
  await createMoment(writer, createMomentSchema.parse({ type: 1, content: TWEET, tags: [MOMENT_TAG] }), t.db);
  await createArticle(
    writer,
    articleCreateSchema.parse({
      title: ARTICLE_TITLE,
      content: ARTICLE_BODY,
      tags: [ARTICLE_TAG, ENTITY_TAG],
    }),
    t.db,
  );
  ids.momentTag = await tagId(MOMENT_TAG);
  ids.articleTag = await tagId(ARTICLE_TAG);
});

afterAll(async () => {
  await closeDb();
  resetInstallStateForTests();
});

type Route = (context: APIContext) => Response | Promise<Response>;

async function feed(route: Route, path: string, params: Record<string, string> = {}): Promise<FeedField[]> {
  const url = new URL(path, ORIGIN);
  const context = { url, params, request: new Request(url), locals: { config, locale: 'en-US' } };
  const response = await route(context as unknown as APIContext);
  expect(response.status, path).toBe(200);
  return readFeed(await response.text());
}

/** Fields an HTML renderer turns into elements; none carries HTML, so none may. */
const markup = (fields: readonly FeedField[]) =>
  fields
    .filter((field) => field.elements.length > 0)
    .map(({ path, value, elements }) => ({ path, value, elements }));

describe('every feed, read as a feed reader reads it', () => {
  it('the moments feed: the site title, a post, a tweet and their author stay text', async () => {
    const fields = await feed(momentsFeed, '/rss/moments.xml');
    expect(markup(fields)).toEqual([]);
    expect(fieldTexts(fields, 'rss/channel/title')).toEqual([`${SITE_TITLE} · Latest moments`]);
    expect(fieldTexts(fields, 'rss/channel/description')).toEqual([
      `The newest moments posted on ${SITE_TITLE}.`,
    ]);
    const [tweetTitle, postTitle] = fieldTexts(fields, 'rss/channel/item/title');
    expect(postTitle).toBe(POST_TITLE);
    expect(TWEET.startsWith(tweetTitle!.replace(/…$/, ''))).toBe(true);
    const [tweet, post] = fieldTexts(fields, 'rss/channel/item/description');
    expect(tweet).toBe(TWEET);
    // What the sanitizer kept of the post: the typed text as text, the links' and spans' words.
    expect(post).toBe(`${POST_TYPED} js styled`);
    expect(fieldTexts(fields, 'rss/channel/item/dc:creator')).toEqual([NICKNAME, NICKNAME]);
  });

  it('the articles feed: the title and the body typed as text stay text', async () => {
    const fields = await feed(articlesFeed, '/rss/articles.xml');
    expect(markup(fields)).toEqual([]);
    expect(fieldTexts(fields, 'rss/channel/title')).toEqual([`${SITE_TITLE} · Latest articles`]);
    expect(fieldTexts(fields, 'rss/channel/item/title')).toEqual([ARTICLE_TITLE]);
    expect(fieldTexts(fields, 'rss/channel/item/description')).toEqual([`${ARTICLE_TYPED} kept`]);
    expect(fieldTexts(fields, 'rss/channel/item/dc:creator')).toEqual([NICKNAME]);
  });

  it("a member's feed: the nickname in the channel and their moments and article stay text", async () => {
    const fields = await feed(userFeed, `/rss/user/${author.id}.xml`, { id: String(author.id) });
    expect(markup(fields)).toEqual([]);
    expect(fieldTexts(fields, 'rss/channel/title')).toEqual([`${SITE_TITLE} · ${NICKNAME}`]);
    expect(fieldTexts(fields, 'rss/channel/description')).toEqual([
      `The newest moments and articles by ${NICKNAME} on ${SITE_TITLE}.`,
    ]);
    expect(fieldTexts(fields, 'rss/channel/item/title')).toContain(ARTICLE_TITLE);
    expect(fieldTexts(fields, 'rss/channel/item/dc:creator')).toEqual([NICKNAME, NICKNAME, NICKNAME]);
  });

  it("a tag's feed: the tag name stays text, for moments and for articles", async () => {
    const moments = await feed(tagFeed, `/rss/tag/${ids.momentTag}.xml`, { id: String(ids.momentTag) });
    expect(markup(moments)).toEqual([]);
    expect(fieldTexts(moments, 'rss/channel/title')).toEqual([`${SITE_TITLE} · #${MOMENT_TAG}`]);
    expect(fieldTexts(moments, 'rss/channel/item/title')).toHaveLength(2);
    const articles = await feed(tagFeed, `/rss/tag/${ids.articleTag}.xml`, { id: String(ids.articleTag) });
    expect(markup(articles)).toEqual([]);
    expect(fieldTexts(articles, 'rss/channel/description')).toEqual([
      `The newest moments and articles tagged #${ARTICLE_TAG} on ${SITE_TITLE}.`,
    ]);
    const both = await feed(tagFeed, '/rss/tag/x.xml', { id: String(await tagId(ENTITY_TAG)) });
    expect(markup(both)).toEqual([]);
    expect(fieldTexts(both, 'rss/channel/title')).toEqual([`${SITE_TITLE} · #${ENTITY_TAG}`]);
    expect(fieldTexts(both, 'rss/channel/item/title')).toEqual([ARTICLE_TITLE, POST_TITLE]);
  });
});
