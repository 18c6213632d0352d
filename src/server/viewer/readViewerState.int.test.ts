import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { commentTestRows } from '../../../tests/factories/commentTestRows.ts';
import { createComment } from '../comments/createComment.ts';
import { checkIn } from '../checkin/checkIn.ts';
import { checkinStatus } from '../checkin/checkinStatus.ts';
import { follow } from '../follows/toggleFollow.ts';
import { changeBlock } from '../blocks/changeBlock.ts';
import { toggleFavorite, toggleLike } from '../reactions/toggleReaction.ts';
import { toCurrentUser } from '../users/publicUser.ts';
import { readViewerState } from './readViewerState.ts';
import { messages } from '../db/schema/index.ts';
import { viewerQuerySchema } from '@/shared/viewer/viewerQuerySchema.ts';

const t = useTestDatabase();
const rows = commentTestRows(t);
const context = { timeZone: 'UTC', requestUrl: new URL('http://forum.test/moment/1'), readAll: null };

async function member(id: number) {
  return toCurrentUser(await rows.userRow(id));
}

const comment = (userId: number, entityId: number) =>
  createComment(
    {
      userId,
      entityType: 'moment',
      entityId,
      content: 'Hi',
      images: [],
      parentId: 0,
      replyToId: 0,
      ipLocation: '',
    },
    userId,
    t.db,
  );

describe('readViewerState', () => {
  it('gives a visitor the empty state', async () => {
    const state = await readViewerState(null, viewerQuerySchema.parse({ moment: '1' }), context, t.db);
    expect(state).toMatchObject({
      user: null,
      unread: 0,
      reactions: {},
      following: [],
      followers: [],
      fans: {},
      hidden: {},
      blocked: [],
      blockedBy: [],
    });
  });

  it('names every member the viewer blocked, and the users on the page who blocked the viewer', async () => {
    const [reader, rude, noisy, stranger, wary] = [
      await rows.user(),
      await rows.user(),
      await rows.user(),
      await rows.user(),
      await rows.user(),
    ];
    await changeBlock(reader, rude, true, t.db);
    await changeBlock(reader, noisy, true, t.db);
    await changeBlock(wary, reader, true, t.db);
    await changeBlock(stranger, rude, true, t.db);
    // The viewer's blocks come on every page, even one that shows no user.
    const plain = await readViewerState(await member(reader), viewerQuerySchema.parse({}), context, t.db);
    expect(plain.blocked.sort((a, b) => a - b)).toEqual([rude, noisy].sort((a, b) => a - b));
    expect(plain.blockedBy).toEqual([]);
    const profile = viewerQuerySchema.parse({ user: `${wary},${stranger},${rude}` });
    const state = await readViewerState(await member(reader), profile, context, t.db);
    expect(state.blockedBy).toEqual([wary]);
    const theirs = await readViewerState(
      await member(rude),
      viewerQuerySchema.parse({ user: `${reader}` }),
      context,
      t.db,
    );
    expect(theirs.blocked).toEqual([]);
    expect(theirs.blockedBy).toEqual([reader]);
    await changeBlock(reader, noisy, false, t.db);
    const after = await readViewerState(await member(reader), profile, context, t.db);
    expect(after.blocked).toEqual([rude]);
  });

  it("answers the member's reactions with live counts, follows and hidden content by entity", async () => {
    const author = await rows.user();
    const reader = await rows.user();
    const plain = await rows.moment(author);
    const secret = await rows.moment(author, { hiddenContent: '<p>For repliers</p>' });
    const article = await rows.article(author);
    const remark = await comment(author, plain);
    await toggleLike(reader, 'moment', plain, t.db);
    await toggleFavorite(reader, 'article', article, t.db);
    await toggleLike(reader, 'comment', remark.id, t.db);
    await toggleLike(author, 'comment', remark.id, t.db);
    await follow(reader, author, t.db);

    const query = viewerQuerySchema.parse({
      moment: `${plain},${secret},999999`,
      article: String(article),
      comment: String(remark.id),
      user: `${author},${reader}`,
      checkin: '1',
    });
    const state = await readViewerState(await member(reader), query, context, t.db);
    expect(state.user?.id).toBe(reader);
    expect(state.reactions).toEqual({
      [`moment:${plain}`]: { liked: true, favorited: false, likes: 1, favorites: 0 },
      [`moment:${secret}`]: { liked: false, favorited: false, likes: 0, favorites: 0 },
      [`article:${article}`]: { liked: false, favorited: true, likes: 0, favorites: 1 },
      [`comment:${remark.id}`]: { liked: true, favorited: false, likes: 2, favorites: 0 },
    });
    expect(state.following).toEqual([author]);
    expect(state.followers).toEqual([]);
    // Live fans counts of the users the page shows, which a cached profile may show a few seconds old.
    expect(state.fans).toEqual({ [String(author)]: 1, [String(reader)]: 0 });
    expect(state.checkin).toEqual({ checkedIn: false, streak: 0 });
    // Not replied yet: the hidden part stays hidden; after a reply it is there.
    expect(state.hidden).toEqual({});
    await comment(reader, secret);
    const after = await readViewerState(await member(reader), query, context, t.db);
    expect(after.hidden).toEqual({ [`moment:${secret}`]: { html: '<p>For repliers</p>', byAuthor: false } });
    const own = await readViewerState(await member(author), query, context, t.db);
    expect(own.hidden[`moment:${secret}`]).toEqual({ html: '<p>For repliers</p>', byAuthor: true });
    expect(own.checkin).toEqual({ checkedIn: false, streak: 0 });
    // The reader follows the author: for the author, the reader is a follower on the page.
    expect(own.followers).toEqual([reader]);
    expect(own.following).toEqual([]);
  });

  it("counts only the member's unread messages", async () => {
    const reader = await rows.user();
    const other = await rows.user();
    const message = { actorId: other, type: 'like' };
    await t.db.insert(messages).values([
      { ...message, userId: reader, entityId: 1 },
      { ...message, userId: reader, entityId: 2 },
      { ...message, userId: reader, entityId: 3, isRead: true },
      { ...message, userId: other, actorId: reader, entityId: 1 },
    ]);
    const state = await readViewerState(await member(reader), viewerQuerySchema.parse({}), context, t.db);
    expect(state.unread).toBe(2);
  });

  it('answers the check-in as checkinStatus does: streak, checked in today and place', async () => {
    const rules = { timeZone: 'UTC', scoreRules: { moment: 5, comment: 2, checkin: 3, answer: 10 } };
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    const [first, second, lapsed, never] = [
      await rows.user(),
      await rows.user(),
      await rows.user(),
      await rows.user(),
    ];
    await checkIn(second, rules, yesterday, t.db);
    await checkIn(lapsed, rules, yesterday, t.db);
    await checkIn(first, rules, new Date(), t.db);
    await checkIn(second, rules, new Date(), t.db);
    const query = viewerQuerySchema.parse({ checkin: '1' });
    const viewed = async (id: number) =>
      (await readViewerState(await member(id), query, context, t.db)).checkin;
    expect(await viewed(first)).toEqual({ checkedIn: true, streak: 1, todayRank: 1 });
    expect(await viewed(second)).toEqual({ checkedIn: true, streak: 2, todayRank: 2 });
    expect(await viewed(lapsed)).toEqual({ checkedIn: false, streak: 1 });
    expect(await viewed(never)).toEqual({ checkedIn: false, streak: 0 });
    for (const id of [first, second, lapsed, never]) {
      expect(await viewed(id)).toEqual(await checkinStatus(id, 'UTC', new Date(), t.db));
    }
  });

  it('refuses ids that are not positive integers before they reach the statement', async () => {
    const reader = await member(await rows.user());
    for (const bad of [1.5, -3, 0, Number.NaN]) {
      await expect(readViewerState(reader, { comment: [bad] }, context, t.db)).rejects.toThrow(
        /positive integers/,
      );
    }
  });

  it('asks nothing about the check-in unless the page shows it', async () => {
    const reader = await rows.user();
    const state = await readViewerState(await member(reader), viewerQuerySchema.parse({}), context, t.db);
    expect(state.checkin).toBeNull();
    expect(state.unread).toBe(0);
  });
});

describe('viewerQuerySchema', () => {
  it('refuses malformed id lists and too many ids', () => {
    expect(viewerQuerySchema.safeParse({ moment: '1,,2' }).success).toBe(false);
    expect(viewerQuerySchema.safeParse({ moment: 'abc' }).success).toBe(false);
    const many = Array.from({ length: 501 }, (_, index) => index + 1).join(',');
    expect(viewerQuerySchema.safeParse({ comment: many }).success).toBe(false);
    expect(viewerQuerySchema.parse({ user: '3,3,4', other: 'x' })).toEqual({ user: [3, 4] });
  });
});
