import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { articleTags, articles, tags, users } from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import { listArticles, listArticlesByTag } from './articles.queries.ts';
import { getArticleForViewer, getEditableArticle } from './articleDetail.queries.ts';
import { listArticleFeed } from './articleFeed.ts';
import { insertTestUser } from '../../../tests/factories/articleTestUsers.ts';
import { goneAuthor } from '../../../tests/factories/goneAuthor.ts';

const test = useTestDatabase();
let alice: CurrentUser;
let bob: CurrentUser;
let moderator: CurrentUser;
let tagId: number;
let otherTagId: number;
/** Ids of the published articles in list order: published_at desc, id desc. */
let expectedOrder: number[];
/** Ids of the published articles carrying the tag, id desc. */
let expectedTagged: number[];
let pendingId: number;
let deletedId: number;

const BASE = Date.UTC(2025, 0, 1);

beforeAll(async () => {
  alice = await insertTestUser(test.db, { nickname: 'Alice' });
  bob = await insertTestUser(test.db, { nickname: 'Bob' });
  moderator = await insertTestUser(test.db, { nickname: 'Mod', role: 'admin' });
  const inserted = await test.db
    .insert(tags)
    .values([{ name: 'paged' }, { name: 'other' }])
    .$returningId();
  tagId = inserted[0]!.id;
  otherTagId = inserted[1]!.id;
  // 45 published articles; every third shares its publish time with a neighbour, so ties on
  // published_at must be broken by id. Plus one pending and one deleted that no list may show.
  const rows = Array.from({ length: 47 }, (_, index) => ({
    userId: index % 2 ? bob.id : alice.id,
    title: `Article ${index}`,
    content: `<p>Body ${index}</p>`,
    contentText: `Body ${index}`,
    excerpt: `Body ${index}`,
    status:
      index === 45 ? ContentStatus.pending : index === 46 ? ContentStatus.deleted : ContentStatus.published,
    publishedAt: new Date(
      BASE + Math.floor(index / 3) * 2 * 60_000 + (index % 3 === 2 ? 0 : index % 3) * 1000,
    ),
  }));
  const ids = (await test.db.insert(articles).values(rows).$returningId()).map((row) => row.id);
  pendingId = ids[45]!;
  deletedId = ids[46]!;
  const published = rows
    .map((row, index) => ({ ...row, id: ids[index]! }))
    .filter((row) => row.status === ContentStatus.published);
  expectedOrder = published
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id)
    .map((row) => row.id);
  // Tag every article with an even index (published, pending and deleted alike): 23 published ones.
  const taggedIds = ids.filter((_, index) => index % 2 === 0 || index === 45);
  await test.db.insert(articleTags).values(taggedIds.map((articleId) => ({ articleId, tagId })));
  await test.db.insert(articleTags).values([{ articleId: ids[0]!, tagId: otherTagId }]);
  expectedTagged = taggedIds.filter((id) => id !== pendingId && id !== deletedId).sort((a, b) => b - a);
});

async function allPages(load: (cursor: string | undefined) => ReturnType<typeof listArticles>) {
  const pages: number[][] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await load(cursor);
    pages.push(page.results.map((article) => article.id));
    if (!page.hasMore) {
      expect(page.cursor).toBe('');
      return pages;
    }
    cursor = page.cursor;
  }
}

describe('listArticles', () => {
  it('walks every published article once, newest first, in pages of 20', async () => {
    const pages = await allPages((cursor) => listArticles(cursor, test.db));
    expect(pages.map((page) => page.length)).toEqual([20, 20, 5]);
    expect(pages.flat()).toEqual(expectedOrder);
  });

  it('fills cards with author and tags from batched look-ups', async () => {
    const page = await listArticles(undefined, test.db);
    const oldest = await listArticles(undefined, test.db, 50);
    const first = oldest.results.at(-1)!;
    expect(first).toMatchObject({
      title: 'Article 0',
      excerpt: 'Body 0',
      author: { id: alice.id, nickname: 'Alice' },
      tags: [
        { id: tagId, name: 'paged' },
        { id: otherTagId, name: 'other' },
      ],
    });
    expect(page.results[0]).not.toHaveProperty('content');
  });

  it('answers 400 for a malformed cursor', async () => {
    await expect(listArticles('not-a-cursor', test.db)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('listArticlesByTag', () => {
  it('lists the published articles of a tag by id, newest first, page by page', async () => {
    const pages = await allPages((cursor) => listArticlesByTag(tagId, cursor, test.db));
    expect(pages.map((page) => page.length)).toEqual([20, 3]);
    expect(pages.flat()).toEqual(expectedTagged);
  });

  it('is empty for a tag without articles; the feed answers 404 for an unknown tag', async () => {
    const [unused] = await test.db.insert(tags).values({ name: 'unused' }).$returningId();
    expect(await listArticlesByTag(unused!.id, undefined, test.db)).toEqual({
      results: [],
      cursor: '',
      hasMore: false,
    });
    await expect(listArticleFeed({ tagId: 999_999 }, test.db)).rejects.toMatchObject({ status: 404 });
    const feed = await listArticleFeed({ tagId: otherTagId }, test.db);
    expect(feed.results.map((article) => article.title)).toEqual(['Article 0']);
  });
});

describe('getArticleForViewer', () => {
  it('shows a published article to everyone, with edit and delete only for the author', async () => {
    const id = expectedOrder.at(-1)!;
    const anonymous = await getArticleForViewer(id, null, test.db);
    expect(anonymous).toMatchObject({
      title: 'Article 0',
      content: '<p>Body 0</p>',
      canEdit: false,
      canDelete: false,
    });
    expect(await getArticleForViewer(id, alice, test.db)).toMatchObject({ canEdit: true, canDelete: true });
    expect(await getArticleForViewer(id, bob, test.db)).toMatchObject({ canEdit: false, canDelete: false });
    // Staff delete through the moderation menu (a reason and an audit row), not the author's button.
    expect(await getArticleForViewer(id, moderator, test.db)).toMatchObject({
      canEdit: false,
      canDelete: false,
    });
  });

  it('shows a pending article only to its author and moderators', async () => {
    const [row] = await test.db.select().from(articles).where(eq(articles.id, pendingId));
    const author = row!.userId === alice.id ? alice : bob;
    const stranger = author === alice ? bob : alice;
    expect(await getArticleForViewer(pendingId, author, test.db)).toMatchObject({
      status: ContentStatus.pending,
    });
    expect(await getArticleForViewer(pendingId, moderator, test.db)).toMatchObject({
      status: ContentStatus.pending,
    });
    expect(await getArticleForViewer(pendingId, stranger, test.db)).toBeUndefined();
    expect(await getArticleForViewer(pendingId, null, test.db)).toBeUndefined();
  });

  it('shows a deleted or missing article to nobody', async () => {
    expect(await getArticleForViewer(deletedId, moderator, test.db)).toBeUndefined();
    expect(await getArticleForViewer(999_999, null, test.db)).toBeUndefined();
    expect(await getEditableArticle(deletedId, test.db)).toBeUndefined();
  });

  it('shows the article’s author, and an empty author when the account is gone', async () => {
    expect((await getArticleForViewer(expectedOrder.at(-1)!, null, test.db))?.author).toMatchObject({
      id: alice.id,
      nickname: 'Alice',
    });
    const gone = await insertTestUser(test.db, { nickname: 'Gone soon' });
    const [row] = await test.db
      .insert(articles)
      .values({ userId: gone.id, title: 'Left behind', content: '<p>Orphan</p>', contentText: 'Orphan' })
      .$returningId();
    await test.db.delete(users).where(eq(users.id, gone.id));
    expect((await getArticleForViewer(row!.id, null, test.db))?.author).toEqual(goneAuthor(gone.id));
  });

  it('gives the edit page the draft with tag names', async () => {
    const editable = await getEditableArticle(expectedOrder.at(-1)!, test.db);
    expect(editable).toMatchObject({
      userId: alice.id,
      draft: { title: 'Article 0', content: '<p>Body 0</p>', cover: '', tags: ['paged', 'other'] },
    });
  });
});
