import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { articles, follows, users } from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import { feedTestRows } from '../../../tests/factories/feedTestRows.ts';
import { listUserMoments } from '../moments/userMoments.queries.ts';
import { listUserArticles } from '../articles/userArticles.queries.ts';
import { listFollowUsers, type FollowListKind } from './followLists.queries.ts';
import { listFollowingMoments } from './followingFeed.queries.ts';
import { findPublicProfile, profileRelation, requirePublicProfile } from './publicProfile.queries.ts';
import { userFollowList } from './userFollowList.ts';
import { follow } from './toggleFollow.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';

const t = useTestDatabase();
const rows = feedTestRows(t);

async function newUsers(n: number, prefix: string): Promise<number[]> {
  const inserted = await t.db
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ nickname: `${prefix} ${i}` })))
    .$returningId();
  return inserted.map((row) => row.id);
}

/** Every page of a list, following the cursors. */
async function allPages<T>(
  load: (cursor: string | undefined) => Promise<{ results: T[]; cursor: string; hasMore: boolean }>,
) {
  const pages: T[][] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await load(cursor);
    pages.push(page.results);
    if (!page.hasMore) {
      expect(page.cursor).toBe('');
      return pages;
    }
    cursor = page.cursor;
  }
}

describe('fans and followed lists', () => {
  it('pages through 45 fans exactly once, newest follow first, ties broken by id', async () => {
    const [star] = await newUsers(1, 'Star');
    const fans = await newUsers(45, 'Fan');
    // Three follows share each timestamp: ties are the normal case.
    const base = Date.UTC(2025, 0, 1);
    await t.db.insert(follows).values(
      fans.map((fan, i) => ({
        followerId: fan,
        followeeId: star!,
        createdAt: new Date(base + Math.floor(i / 3) * 1000),
      })),
    );
    const pages = await allPages((cursor) => listFollowUsers('fans', star!, cursor, t.db, 20));
    expect(pages.map((page) => page.length)).toEqual([20, 20, 5]);
    const ids = pages.flat().map((user) => user.id);
    expect(ids).toEqual([...fans].reverse());
    expect(pages[0]![0]).toMatchObject({ nickname: 'Fan 44', fansCount: 0 });
  });

  it('pages through the followed list and shows nothing for nobody', async () => {
    const [fan] = await newUsers(1, 'Reader');
    const idols = await newUsers(23, 'Idol');
    for (const idol of idols) await follow(fan!, idol, t.db);
    const pages = await allPages((cursor) => listFollowUsers('followed', fan!, cursor, t.db, 10));
    expect(pages.map((page) => page.length)).toEqual([10, 10, 3]);
    expect(new Set(pages.flat().map((user) => user.id))).toEqual(new Set(idols));
    expect(pages.flat()).toHaveLength(23);
    const kind: FollowListKind = 'fans';
    expect(await listFollowUsers(kind, fan!, undefined, t.db)).toEqual({
      results: [],
      cursor: '',
      hasMore: false,
    });
  });

  it('answers 404 for an unknown user and 400 for a bad cursor', async () => {
    await expect(userFollowList('fans', 987_654, undefined, t.db)).rejects.toMatchObject({ status: 404 });
    await expect(userFollowList('followed', undefined, undefined, t.db)).rejects.toBeInstanceOf(ApiError);
    const [someone] = await newUsers(1, 'Someone');
    await expect(userFollowList('fans', someone, 'not-a-cursor', t.db)).rejects.toMatchObject({
      status: 400,
    });
    await expect(requirePublicProfile(987_654, t.db)).rejects.toMatchObject({ status: 404 });
    expect(await findPublicProfile(987_654, t.db)).toBeUndefined();
  });
});

describe('public profile', () => {
  it('shows counts and rank, and the viewer relation both ways', async () => {
    const [owner, viewer] = await newUsers(2, 'Owner');
    await follow(viewer!, owner!, t.db);
    const profile = await findPublicProfile(owner!, t.db);
    expect(profile).toMatchObject({ id: owner, fansCount: 1, followCount: 0 });
    expect(profile!.registrationRank).toBeGreaterThan(0);
    expect(profile).not.toHaveProperty('email');
    expect(await profileRelation(viewer, owner!, t.db)).toEqual({
      isSelf: false,
      following: true,
      followedBack: false,
    });
    expect(await profileRelation(owner, viewer!, t.db)).toEqual({
      isSelf: false,
      following: false,
      followedBack: true,
    });
    expect(await profileRelation(owner, owner!, t.db)).toMatchObject({ isSelf: true });
    expect(await profileRelation(null, owner!, t.db)).toMatchObject({ isSelf: false, following: false });
  });

  it("lists a user's published moments and articles only, newest first, in pages", async () => {
    const [author, other] = await newUsers(2, 'Writer');
    const published: number[] = [];
    for (let i = 0; i < 25; i++) published.push(await rows.moment({ userId: author!, title: `Mine ${i}` }));
    await rows.moment({ userId: author!, status: ContentStatus.pending });
    await rows.moment({ userId: author!, status: ContentStatus.deleted });
    await rows.moment({ userId: other! });
    const pages = await allPages((cursor) => listUserMoments(author!, cursor, t.db));
    expect(pages.map((page) => page.length)).toEqual([20, 5]);
    expect(pages.flat().map((card) => card.id)).toEqual([...published].reverse());

    const articleIds: number[] = [];
    for (let i = 0; i < 3; i++) {
      const [row] = await t.db
        .insert(articles)
        .values({ userId: author!, title: `Article ${i}`, content: '<p>x</p>', contentText: 'x' })
        .$returningId();
      articleIds.push(row!.id);
    }
    await t.db.insert(articles).values({
      userId: author!,
      title: 'Pending',
      content: '<p>x</p>',
      contentText: 'x',
      status: ContentStatus.pending,
    });
    const articlePages = await allPages((cursor) => listUserArticles(author!, cursor, t.db, 2));
    expect(articlePages.flat().map((article) => article.id)).toEqual([...articleIds].reverse());
    expect((await listUserArticles(other!, undefined, t.db)).results).toEqual([]);
  });
});

describe('following feed', () => {
  it("shows the followees' published moments only, newest first, each once across pages", async () => {
    const [viewer, a, b, stranger] = await newUsers(4, 'Feed');
    await follow(viewer!, a!, t.db);
    await follow(viewer!, b!, t.db);
    const expected: number[] = [];
    for (let i = 0; i < 15; i++) {
      expected.push(await rows.moment({ userId: i % 2 === 0 ? a! : b!, title: `Followed ${i}` }));
      await rows.moment({ userId: stranger!, title: `Stranger ${i}` });
    }
    await rows.moment({ userId: a!, status: ContentStatus.pending });
    await rows.moment({ userId: b!, status: ContentStatus.deleted });
    await rows.moment({ userId: viewer! });
    const pages = await allPages((cursor) => listFollowingMoments(viewer!, cursor, t.db, 6));
    expect(pages.map((page) => page.length)).toEqual([6, 6, 3]);
    const ids = pages.flat().map((card) => card.id);
    expect(ids).toEqual([...expected].reverse());
    expect(pages.flat().every((card) => card.author.id === a || card.author.id === b)).toBe(true);
  });

  it('is empty for a viewer who follows nobody or whose followees have not posted', async () => {
    const [lonely, quiet] = await newUsers(2, 'Quiet');
    expect(await listFollowingMoments(lonely!, undefined, t.db)).toEqual({
      results: [],
      cursor: '',
      hasMore: false,
    });
    await follow(lonely!, quiet!, t.db);
    expect(await listFollowingMoments(lonely!, undefined, t.db)).toEqual({
      results: [],
      cursor: '',
      hasMore: false,
    });
  });
});
