import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { favorites, likes, moments } from '../db/schema/index.ts';
import { commentTestRows } from '../../../tests/factories/commentTestRows.ts';
import { createComment } from '../comments/createComment.ts';
import { toggleFavorite, toggleLike } from './toggleReaction.ts';
import { viewerReactions } from './viewerReactions.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { EntityType, type EntityKind } from '@/shared/content/entityType.ts';

const t = useTestDatabase();
const rows = commentTestRows(t);
let author: number;
beforeAll(async () => {
  author = await rows.user();
});

async function rowCount(table: typeof likes | typeof favorites, kind: EntityKind, id: number) {
  const [row] = await t.db
    .select({ total: count() })
    .from(table)
    .where(and(eq(table.entityType, EntityType[kind]), eq(table.entityId, id)));
  return row?.total ?? 0;
}

describe('toggleLike', () => {
  it('likes, then unlikes, answering the state and the count', async () => {
    const momentId = await rows.moment(author);
    const member = await rows.user();
    expect(await toggleLike(member, 'moment', momentId, t.db)).toEqual({ liked: true, count: 1 });
    expect((await rows.momentRow(momentId)).likeCount).toBe(1);
    expect(await toggleLike(member, 'moment', momentId, t.db)).toEqual({ liked: false, count: 0 });
    expect((await rows.momentRow(momentId)).likeCount).toBe(0);
  });

  it('counts exactly under 50 concurrent likes from 50 members', async () => {
    const momentId = await rows.moment(author);
    const members = await rows.users(50);
    const results = await Promise.all(members.map((member) => toggleLike(member, 'moment', momentId, t.db)));
    expect(results.every((result) => result.liked)).toBe(true);
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
    expect((await rows.momentRow(momentId)).likeCount).toBe(50);
    expect(await rowCount(likes, 'moment', momentId)).toBe(50);
  });

  it('keeps the count equal to the rows under 20 concurrent toggles from one member', async () => {
    const momentId = await rows.moment(author);
    const member = await rows.user();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => toggleLike(member, 'moment', momentId, t.db)),
    );
    // Serialized by the row lock: the answers alternate liked / not liked.
    expect(results.filter((result) => result.liked)).toHaveLength(10);
    const rowsNow = await rowCount(likes, 'moment', momentId);
    expect(rowsNow).toBe(0);
    expect((await rows.momentRow(momentId)).likeCount).toBe(rowsNow);
    const odd = await Promise.all(
      Array.from({ length: 21 }, () => toggleLike(member, 'moment', momentId, t.db)),
    );
    expect(odd.filter((result) => result.liked)).toHaveLength(11);
    expect(await rowCount(likes, 'moment', momentId)).toBe(1);
    expect((await rows.momentRow(momentId)).likeCount).toBe(1);
  });

  it('likes articles and comments through their own counters', async () => {
    const articleId = await rows.article(author);
    const member = await rows.user();
    expect(await toggleLike(member, 'article', articleId, t.db)).toEqual({ liked: true, count: 1 });
    expect((await rows.articleRow(articleId)).likeCount).toBe(1);

    const momentId = await rows.moment(author);
    const comment = await createComment(
      {
        entityType: 'moment',
        entityId: momentId,
        content: 'Hi',
        images: [],
        parentId: 0,
        replyToId: 0,
        userId: author,
        ipLocation: '',
      },
      author,
      t.db,
    );
    const likers = await rows.users(5);
    await Promise.all(likers.map((liker) => toggleLike(liker, 'comment', comment.id, t.db)));
    expect((await rows.commentRow(comment.id)).likeCount).toBe(5);
    expect((await rows.momentRow(momentId)).likeCount).toBe(0);
    expect(await toggleLike(likers[0]!, 'comment', comment.id, t.db)).toEqual({ liked: false, count: 4 });
    expect((await rows.commentRow(comment.id)).likeCount).toBe(4);
  });

  it('refuses missing, pending and deleted targets with a 404', async () => {
    const member = await rows.user();
    const pending = await rows.moment(author, { status: ContentStatus.pending });
    const deleted = await rows.moment(author, { status: ContentStatus.deleted });
    for (const id of [pending, deleted, 999_999]) {
      await expect(toggleLike(member, 'moment', id, t.db)).rejects.toMatchObject({ status: 404 });
    }
    expect(await rowCount(likes, 'moment', pending)).toBe(0);
  });

  it('tells the author of content under review why it cannot be liked or favorited yet (403)', async () => {
    const pending = await rows.moment(author, { status: ContentStatus.pending });
    const refusal = {
      status: 403,
      message: 'This content is under review: it can be liked and favorited once it is approved.',
    };
    await expect(toggleLike(author, 'moment', pending, t.db)).rejects.toMatchObject(refusal);
    await expect(toggleFavorite(author, 'moment', pending, t.db)).rejects.toMatchObject(refusal);
    expect(await rowCount(likes, 'moment', pending)).toBe(0);
    expect(await rowCount(favorites, 'moment', pending)).toBe(0);
  });
});

describe('toggleFavorite', () => {
  it('takes a deleted moment off the favorites list, but never adds one', async () => {
    const member = await rows.user();
    const momentId = await rows.moment(author);
    expect(await toggleFavorite(member, 'moment', momentId, t.db)).toEqual({ favorited: true, count: 1 });
    await t.db.update(moments).set({ status: ContentStatus.deleted }).where(eq(moments.id, momentId));
    expect(await toggleFavorite(member, 'moment', momentId, t.db)).toEqual({ favorited: false, count: 0 });
    expect((await rows.momentRow(momentId)).favoriteCount).toBe(0);
    await expect(toggleFavorite(member, 'moment', momentId, t.db)).rejects.toMatchObject({ status: 404 });
    expect(await rowCount(favorites, 'moment', momentId)).toBe(0);
  });

  it('favorites and unfavorites moments and articles with exact counts', async () => {
    const momentId = await rows.moment(author);
    const articleId = await rows.article(author);
    const members = await rows.users(10);
    await Promise.all(members.map((member) => toggleFavorite(member, 'moment', momentId, t.db)));
    await Promise.all(members.map((member) => toggleFavorite(member, 'article', articleId, t.db)));
    expect((await rows.momentRow(momentId)).favoriteCount).toBe(10);
    expect((await rows.articleRow(articleId)).favoriteCount).toBe(10);
    expect((await rows.momentRow(momentId)).likeCount).toBe(0);
    expect(await toggleFavorite(members[0]!, 'moment', momentId, t.db)).toEqual({
      favorited: false,
      count: 9,
    });
    expect(await rowCount(favorites, 'moment', momentId)).toBe(9);
  });

  it('keeps the count equal to the rows under concurrent toggles from one member', async () => {
    const articleId = await rows.article(author);
    const member = await rows.user();
    await Promise.all(Array.from({ length: 15 }, () => toggleFavorite(member, 'article', articleId, t.db)));
    expect(await rowCount(favorites, 'article', articleId)).toBe(1);
    expect((await rows.articleRow(articleId)).favoriteCount).toBe(1);
  });
});

describe('viewerReactions', () => {
  it('answers liked and favorited per id, and all false for a visitor', async () => {
    const [a, b, c] = [await rows.moment(author), await rows.moment(author), await rows.moment(author)];
    const member = await rows.user();
    await toggleLike(member, 'moment', a, t.db);
    await toggleFavorite(member, 'moment', b, t.db);
    const mine = await viewerReactions(member, 'moment', [a, b, c], t.db);
    expect(mine.get(a)).toEqual({ liked: true, favorited: false });
    expect(mine.get(b)).toEqual({ liked: false, favorited: true });
    expect(mine.get(c)).toEqual({ liked: false, favorited: false });
    const visitor = await viewerReactions(null, 'moment', [a, b], t.db);
    expect([...visitor.values()]).toEqual([
      { liked: false, favorited: false },
      { liked: false, favorited: false },
    ]);
    expect((await viewerReactions(member, 'moment', [], t.db)).size).toBe(0);
  });
});
