import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/mysql2';
import { createTestDatabase, type TestDatabase } from '../../../tests/testDatabase.ts';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import * as schema from '../db/schema/index.ts';
import type { Database } from '../db/client.ts';
import { ApiError } from '../http/ApiError.ts';
import { feedTestRows } from '../../../tests/factories/feedTestRows.ts';
import { listMoments, MOMENT_PAGE_SIZE, type MomentListSpec } from './moments.queries.ts';
import { momentListForQuery } from './momentListRequest.ts';
import { ContentStatus, MomentType } from '@/shared/content/contentStatus.ts';
import type { MomentCard } from '@/shared/moments/momentCard.ts';
import { goneAuthor } from '../../../tests/factories/goneAuthor.ts';

const test = useTestDatabase();
const rows = feedTestRows(test);
let author: number;

/** Every page of a list, following cursors to the end. */
async function allPages(
  spec: MomentListSpec,
  db: Database = test.db,
  limit?: number,
): Promise<MomentCard[][]> {
  const pages: MomentCard[][] = [];
  let cursor: string | undefined;
  for (let guard = 0; guard < 100; guard++) {
    const page = await listMoments(spec, { cursor, limit }, db);
    pages.push(page.results);
    if (!page.hasMore) {
      expect(page.cursor).toBe('');
      return pages;
    }
    cursor = page.cursor;
  }
  throw new Error('the list never ended');
}

const ids = (cards: MomentCard[]) => cards.map((card) => card.id);

beforeAll(async () => {
  author = await rows.user('Alice');
});

describe('moment lists', () => {
  it('never list pending or deleted moments, in any list', async () => {
    const db = test.db;
    const node = await rows.node('Hidden rules');
    const tag = await rows.tag('hidden-rules');
    const base = { userId: author, nodeId: node, recommended: true };
    const visible = await rows.moment({ ...base, title: 'visible' }, [tag]);
    await rows.moment({ ...base, status: ContentStatus.pending }, [tag]);
    await rows.moment({ ...base, status: ContentStatus.deleted }, [tag]);
    await rows.moment({ ...base, status: ContentStatus.pending, sticky: true }, [tag]);
    await rows.moment({ ...base, status: ContentStatus.deleted, sticky: true }, [tag]);

    for (const spec of [
      { kind: 'node', nodeId: node },
      { kind: 'tag', tagId: tag },
    ] as const) {
      expect((await allPages(spec, db)).flat().map((card) => card.id)).toEqual([visible]);
    }
    const latest = (await allPages({ kind: 'latest' }, db)).flat().map((card) => card.id);
    const recommended = (await allPages({ kind: 'recommended' }, db)).flat().map((card) => card.id);
    expect(latest).toContain(visible);
    expect(recommended).toContain(visible);
    const hidden = await db
      .select({ id: schema.moments.id, status: schema.moments.status })
      .from(schema.moments);
    for (const row of hidden.filter((moment) => moment.status !== ContentStatus.published)) {
      expect(latest).not.toContain(row.id);
      expect(recommended).not.toContain(row.id);
    }
  });
});

describe('moment lists on a fresh database', () => {
  let local: TestDatabase;
  let fresh: ReturnType<typeof feedTestRows>;
  let user: number;

  beforeAll(async () => {
    local = await createTestDatabase();
    fresh = feedTestRows(local);
    user = await fresh.user('Bob');
  });
  afterAll(async () => {
    await local.cleanup();
  });

  it('puts sticky moments first on the first page only, and shows every moment once', async () => {
    const db = local.db;
    const plain: number[] = [];
    for (let i = 0; i < 25; i++) plain.push(await fresh.moment({ userId: user, title: `plain ${i}` }));
    // Older than every plain moment, yet first.
    const oldSticky = await fresh.moment({
      userId: user,
      sticky: true,
      lastActivityAt: new Date(Date.UTC(2020, 0, 1)),
    });
    const newSticky = await fresh.moment({ userId: user, sticky: true });

    const first = await listMoments({ kind: 'latest' }, {}, db);
    expect(ids(first.results).slice(0, 2)).toEqual([newSticky, oldSticky]);
    expect(first.results.slice(0, 2).every((card) => card.sticky)).toBe(true);
    expect(first.results).toHaveLength(2 + MOMENT_PAGE_SIZE);
    expect(first.hasMore).toBe(true);

    const second = await listMoments({ kind: 'latest' }, { cursor: first.cursor }, db);
    expect(second.results.some((card) => card.sticky)).toBe(false);
    expect(second.hasMore).toBe(false);

    const all = [...ids(first.results), ...ids(second.results)];
    expect(new Set(all).size).toBe(all.length);
    expect(all.slice(2)).toEqual([...plain].reverse());
  });

  it('returns every row exactly once across pages when many share last_activity_at', async () => {
    const db = local.db;
    const node = await fresh.node('Ties');
    const same = new Date(Date.UTC(2030, 5, 1, 12, 0, 0, 123));
    const earlier = new Date(Date.UTC(2030, 5, 1, 11, 0, 0, 0));
    const created: Array<{ id: number; at: number }> = [];
    for (let i = 0; i < 23; i++) {
      const at = i % 3 === 0 ? earlier : same;
      created.push({
        id: await fresh.moment({ userId: user, nodeId: node, lastActivityAt: at }),
        at: at.getTime(),
      });
    }
    const expected = [...created].sort((a, b) => b.at - a.at || b.id - a.id).map((row) => row.id);

    for (const limit of [1, 4, 7, 20]) {
      const pages = await allPages({ kind: 'node', nodeId: node }, db, limit);
      const seen = pages.flat().map((card) => card.id);
      expect(seen).toEqual(expected);
      expect(pages.every((page) => page.length <= limit)).toBe(true);
    }
  });

  it('lists recommended moments only in the recommended feed, newest activity first', async () => {
    const db = local.db;
    const a = await fresh.moment({ userId: user, recommended: true });
    await fresh.moment({ userId: user });
    const b = await fresh.moment({ userId: user, recommended: true });
    const recommended = (await allPages({ kind: 'recommended' }, db)).flat();
    expect(ids(recommended)).toEqual([b, a]);
    expect(recommended.every((card) => card.recommended)).toBe(true);
  });

  it('lists a node by activity and a tag by moment id, with authors, node and tags on every card', async () => {
    const db = local.db;
    const carol = await fresh.user('Carol');
    const cooking = await fresh.node('Cooking');
    const travel = await fresh.node('Travel');
    const soup = await fresh.tag('soup');
    const winter = await fresh.tag('winter');
    const first = await fresh.moment({ userId: carol, nodeId: cooking, title: 'Leek soup' }, [soup, winter]);
    const second = await fresh.moment({ userId: user, nodeId: travel, title: 'Soup in Lisbon' }, [soup]);
    const third = await fresh.moment({ userId: carol, nodeId: cooking, title: 'Bread' });
    // New activity on the first moment moves it up in the node list, not in the tag list.
    await db
      .update(schema.moments)
      .set({ lastActivityAt: new Date(Date.UTC(2031, 0, 1)) })
      .where(eq(schema.moments.id, first));

    const cookingPage = await listMoments({ kind: 'node', nodeId: cooking }, {}, db);
    expect(ids(cookingPage.results)).toEqual([first, third]);

    const soupPage = await listMoments({ kind: 'tag', tagId: soup }, {}, db);
    expect(ids(soupPage.results)).toEqual([second, first]);
    const [soupInLisbon, leekSoup] = soupPage.results;
    expect(soupInLisbon).toMatchObject({
      title: 'Soup in Lisbon',
      node: { id: travel, name: 'Travel' },
      author: { id: user, nickname: 'Bob' },
      tags: [{ id: soup, name: 'soup' }],
    });
    expect(leekSoup).toMatchObject({
      node: { id: cooking, name: 'Cooking' },
      author: { id: carol, nickname: 'Carol' },
      tags: [
        { id: soup, name: 'soup' },
        { id: winter, name: 'winter' },
      ],
    });
  });

  it('shows a moment whose author account is gone with an empty author, in every list', async () => {
    const db = local.db;
    const gone = await fresh.user('Gone soon');
    const tag = await fresh.tag('orphans');
    const orphan = await fresh.moment({ userId: gone, title: 'Left behind', sticky: true }, [tag]);
    const kept = await fresh.moment({ userId: user, title: 'Still here' }, [tag]);
    await db.delete(schema.users).where(eq(schema.users.id, gone));

    const emptyAuthor = goneAuthor(gone);
    // Sticky, so on the latest feed's first page (read as one union).
    const latest = (await listMoments({ kind: 'latest' }, {}, db)).results;
    expect(latest.find((card) => card.id === orphan)?.author).toEqual(emptyAuthor);
    const tagged = (await listMoments({ kind: 'tag', tagId: tag }, {}, db)).results;
    expect(tagged.map((card) => [card.id, card.author])).toEqual([
      [kept, expect.objectContaining({ id: user, nickname: 'Bob' })],
      [orphan, emptyAuthor],
    ]);
  });

  it('fills cards with the first images, the image count and the counters', async () => {
    const db = local.db;
    const node = await fresh.node('Photos');
    const images = ['/uploads/1.png', '/uploads/2.png', '/uploads/3.png', '/uploads/4.png', '/uploads/5.png'];
    const id = await fresh.moment({
      userId: user,
      nodeId: node,
      type: MomentType.tweet,
      title: '',
      images: JSON.stringify(images),
      viewCount: 7,
      likeCount: 3,
      favoriteCount: 2,
      commentCount: 1,
      ipLocation: 'Zhejiang',
      hiddenContent: '<p>secret</p>',
    });
    const [card] = (await listMoments({ kind: 'node', nodeId: node }, {}, db)).results;
    expect(card).toEqual({
      id,
      type: MomentType.tweet,
      title: '',
      excerpt: 'Body',
      images: images.slice(0, 3),
      imageCount: 5,
      author: { id: user, nickname: 'Bob', avatar: '', smallAvatar: '', username: null, signature: '' },
      node: { id: node, name: 'Photos', questions: false },
      tags: [],
      counts: { views: 7, likes: 3, favorites: 2, comments: 1 },
      sticky: false,
      recommended: false,
      hasPoll: false,
      answered: false,
      createdAt: expect.stringMatching(/Z$/),
      lastActivityAt: expect.stringMatching(/Z$/),
      ipLocation: 'Zhejiang',
    });
    expect(JSON.stringify(card)).not.toContain('secret');
  });

  it('reads a page with one list query plus batched look-ups, however many rows', async () => {
    const queries: string[] = [];
    const counted = drizzle(local.pool, {
      schema,
      mode: 'planetscale',
      logger: { logQuery: (query) => queries.push(query) },
    }) as Database;
    const tag = await fresh.tag('count-me');
    const node = await fresh.node('Count me');
    for (let i = 0; i < 12; i++) {
      const someone = await fresh.user(`Writer ${i}`);
      await fresh.moment({ userId: someone, nodeId: node, sticky: i === 0 }, [tag]);
    }
    for (const spec of [
      { kind: 'node', nodeId: node },
      { kind: 'tag', tagId: tag },
      { kind: 'recommended' },
    ] as const) {
      queries.length = 0;
      await listMoments(spec, {}, counted);
      // The list, then authors, nodes and tags (none of these when the page is empty).
      expect(queries.length).toBeLessThanOrEqual(4);
    }
    queries.length = 0;
    const latest = await listMoments({ kind: 'latest' }, {}, counted);
    expect(latest.results.length).toBeGreaterThan(12);
    // Sticky moments and the page in one statement, then the three look-ups.
    expect(queries).toHaveLength(4);
    expect(queries[0]).toMatch(/^\(select .* union all \(select /);
  });

  it('answers a bad cursor with a 400', async () => {
    await expect(listMoments({ kind: 'latest' }, { cursor: 'not-a-cursor' }, local.db)).rejects.toMatchObject(
      {
        status: 400,
      },
    );
  });

  it('turns the API query into a list, with a 404 for an unknown or hidden node and an unknown tag', async () => {
    const db = local.db;
    const hiddenNode = await fresh.node('Archived', { status: 1 });
    const tag = await fresh.tag('api-tag');
    const tagged = await fresh.moment({ userId: user }, [tag]);
    const page = await momentListForQuery({ tab: 'latest', tagId: tag }, db);
    expect(ids(page.results)).toEqual([tagged]);
    for (const query of [
      { tab: 'latest', nodeId: hiddenNode },
      { tab: 'latest', nodeId: 999_999 },
      { tab: 'latest', tagId: 999_999 },
    ] as const) {
      const error = await momentListForQuery(query, db).catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 404 });
    }
  });
});
