import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { articles, favorites, moments, users } from '../db/schema/index.ts';
import { listFavorites } from './favoriteList.queries.ts';
import { ContentStatus, MomentType } from '@/shared/content/contentStatus.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import type { FavoriteItem } from './favoriteTypes.ts';

const test = useTestDatabase();

async function newUser(nickname: string): Promise<number> {
  const [row] = await test.db.insert(users).values({ nickname }).$returningId();
  return row!.id;
}

async function moment(
  userId: number,
  title: string,
  status: number = ContentStatus.published,
): Promise<number> {
  const [row] = await test.db
    .insert(moments)
    .values({
      userId,
      type: title ? MomentType.post : MomentType.tweet,
      title,
      content: `<p>${title} body</p>`,
      contentText: `${title} body`,
      excerpt: `${title} body`,
      images: '[]',
      hiddenContent: '',
      status,
    })
    .$returningId();
  return row!.id;
}

async function article(
  userId: number,
  title: string,
  status: number = ContentStatus.published,
): Promise<number> {
  const [row] = await test.db
    .insert(articles)
    .values({ userId, title, content: '<p>x</p>', contentText: 'x', excerpt: `${title} excerpt`, status })
    .$returningId();
  return row!.id;
}

async function favorite(userId: number, entityType: number, entityId: number, at: Date): Promise<void> {
  await test.db.insert(favorites).values({ userId, entityType, entityId, createdAt: at });
}

async function allPages(userId: number, size: number): Promise<{ items: FavoriteItem[]; pages: number }> {
  const items: FavoriteItem[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await listFavorites(userId, cursor, test.db, size);
    items.push(...page.results);
    cursor = page.hasMore ? page.cursor : undefined;
    pages++;
  } while (cursor);
  return { items, pages };
}

describe('favorites list', () => {
  it('lists moments and articles newest favorite first, removed ones without text or link target', async () => {
    const author = await newUser('Author');
    const reader = await newUser('Reader');
    const live = await moment(author, 'Live moment');
    const tweet = await moment(author, '');
    const deleted = await moment(author, 'Deleted moment', ContentStatus.deleted);
    const pending = await article(author, 'Pending article', ContentStatus.pending);
    const story = await article(author, 'A story');
    const base = Date.UTC(2024, 0, 1);
    await favorite(reader, EntityType.moment, live, new Date(base + 1000));
    await favorite(reader, EntityType.article, story, new Date(base + 2000));
    await favorite(reader, EntityType.moment, deleted, new Date(base + 3000));
    await favorite(reader, EntityType.article, pending, new Date(base + 4000));
    await favorite(reader, EntityType.moment, tweet, new Date(base + 5000));
    await favorite(author, EntityType.moment, live, new Date(base + 6000));

    const page = await listFavorites(reader, undefined, test.db);
    expect(page.hasMore).toBe(false);
    expect(page.results.map((item) => [item.kind, item.entityId, item.removed, item.title])).toEqual([
      ['moment', tweet, false, ''],
      ['article', pending, true, ''],
      ['moment', deleted, true, ''],
      ['article', story, false, 'A story'],
      ['moment', live, false, 'Live moment'],
    ]);
    expect(page.results[0]).toMatchObject({ excerpt: ' body', url: `/moment/${tweet}` });
    expect(page.results[1]).toMatchObject({ excerpt: '', url: `/article/${pending}` });
    expect(page.results[3]).toMatchObject({ excerpt: 'A story excerpt', url: `/article/${story}` });
    expect((await listFavorites(await newUser('Nobody'), undefined, test.db)).results).toEqual([]);
  });

  it('pages exactly: no gaps or repeats, also when favorites share a timestamp', async () => {
    const author = await newUser('Writer');
    const reader = await newUser('Collector');
    const same = new Date(Date.UTC(2024, 1, 1));
    const expected: string[] = [];
    for (let index = 0; index < 5; index++) {
      const id = await moment(author, `M${index}`);
      await favorite(reader, EntityType.moment, id, new Date(same.getTime() + (index + 1) * 1000));
      expected.unshift(`moment:${id}`);
    }
    // Four favorites at the very same millisecond, of both kinds.
    const tied: string[] = [];
    for (let index = 0; index < 2; index++) {
      const m = await moment(author, `T${index}`);
      const a = await article(author, `A${index}`);
      await favorite(reader, EntityType.moment, m, same);
      await favorite(reader, EntityType.article, a, same);
      tied.push(`moment:${m}`, `article:${a}`);
    }
    // Ties break by kind (articles first) then id, both descending.
    tied.sort((x, y) => {
      const [kx, ix] = x.split(':');
      const [ky, iy] = y.split(':');
      if (kx !== ky) return kx === 'article' ? -1 : 1;
      return Number(iy) - Number(ix);
    });
    expected.push(...tied);
    for (const size of [1, 2, 3, 4, 9, 20]) {
      const { items, pages } = await allPages(reader, size);
      expect(items.map((item) => `${item.kind}:${item.entityId}`)).toEqual(expected);
      expect(pages).toBe(Math.max(1, Math.ceil(expected.length / size)));
    }
  });

  it('refuses a malformed cursor with a 400', async () => {
    await expect(listFavorites(1, 'not-a-cursor', test.db)).rejects.toMatchObject({ status: 400 });
  });
});
