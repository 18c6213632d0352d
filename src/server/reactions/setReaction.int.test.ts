import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { commentTestRows } from '../../../tests/factories/commentTestRows.ts';
import { repairCounters } from '../repair/repairCounters.ts';
import { setReaction } from './setReaction.ts';
import { toggleLike } from './toggleReaction.ts';
import { reactionWho } from './reactionWho.ts';
import { viewerRows } from '../viewer/viewerRows.ts';
import { readViewerState } from '../viewer/readViewerState.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import type { ReactionEmoji } from '@/shared/reactions/reactionEmoji.ts';

const t = useTestDatabase();
const rows = commentTestRows(t);
const ENABLED: ReactionEmoji[] = ['👍', '🎉', '🔥'];
const CHOICES: Array<ReactionEmoji | '' | null> = ['👍', '🎉', '🔥', '', null];
let author: number;

beforeAll(async () => {
  author = await rows.user();
});

async function query<T>(text: string, params: unknown[]): Promise<T[]> {
  const [result] = await t.pool.query(text, params);
  return result as T[];
}

/** The stored counts and a recount from `likes`, for one moment. */
async function countsOf(momentId: number) {
  const type = EntityType.moment;
  const [moment] = await query<{ like_count: number }>('SELECT like_count FROM moments WHERE id = ?', [
    momentId,
  ]);
  const [likeRows] = await query<{ n: number }>(
    'SELECT COUNT(*) AS n FROM likes WHERE entity_type = ? AND entity_id = ?',
    [type, momentId],
  );
  const stored = await query<{ reaction: number; count: number }>(
    'SELECT reaction, count FROM reaction_counts WHERE entity_type = ? AND entity_id = ? AND count > 0 ORDER BY reaction',
    [type, momentId],
  );
  const recount = await query<{ reaction: number; count: number }>(
    `SELECT reaction, COUNT(*) AS count FROM likes WHERE entity_type = ? AND entity_id = ? AND reaction > 0
      GROUP BY reaction ORDER BY reaction`,
    [type, momentId],
  );
  return {
    likeCount: moment!.like_count,
    likeRows: Number(likeRows!.n),
    stored: stored.map((row) => [row.reaction, Number(row.count)]),
    recount: recount.map((row) => [row.reaction, Number(row.count)]),
  };
}

describe('setReaction', () => {
  it('reacts, changes the emoji, goes back to the plain like and removes it, with one row throughout', async () => {
    const momentId = await rows.moment(author);
    const member = await rows.user();
    expect(await setReaction(member, 'moment', momentId, '🎉', ENABLED, t.db)).toEqual({
      reaction: '🎉',
      liked: true,
      count: 1,
      counts: { '🎉': 1 },
    });
    expect(await setReaction(member, 'moment', momentId, '🔥', ENABLED, t.db)).toMatchObject({
      reaction: '🔥',
      count: 1,
      counts: { '🔥': 1 },
    });
    expect(await setReaction(member, 'moment', momentId, '', ENABLED, t.db)).toEqual({
      reaction: '',
      liked: true,
      count: 1,
      counts: {},
    });
    // The like button still takes a reacted like off.
    await setReaction(member, 'moment', momentId, '👍', ENABLED, t.db);
    expect(await toggleLike(member, 'moment', momentId, t.db)).toEqual({ liked: false, count: 0 });
    expect(await countsOf(momentId)).toMatchObject({ likeCount: 0, likeRows: 0, stored: [] });
  });

  it('refuses an emoji the owner has not enabled with a 400, and writes nothing', async () => {
    const momentId = await rows.moment(author);
    const member = await rows.user();
    await expect(setReaction(member, 'moment', momentId, '🚀', ENABLED, t.db)).rejects.toMatchObject({
      status: 400,
      message: 'This reaction is not enabled on this forum.',
    });
    await expect(setReaction(member, 'moment', momentId, '👍', [], t.db)).rejects.toMatchObject({
      status: 400,
    });
    expect(await countsOf(momentId)).toMatchObject({ likeCount: 0, likeRows: 0, stored: [] });
  });

  it('notifies the author once per like, whatever its emoji', async () => {
    const momentId = await rows.moment(author);
    const member = await rows.user();
    await setReaction(member, 'moment', momentId, '🎉', ENABLED, t.db);
    await setReaction(member, 'moment', momentId, '🔥', ENABLED, t.db);
    const notices = await query<{ n: number }>(
      "SELECT COUNT(*) AS n FROM messages WHERE user_id = ? AND actor_id = ? AND type = 'like'",
      [author, member],
    );
    expect(Number(notices[0]!.n)).toBe(1);
  });

  it('keeps like_count and the emoji counts exact under 200 concurrent changes by one member', async () => {
    const momentId = await rows.moment(author);
    const member = await rows.user();
    await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        setReaction(member, 'moment', momentId, CHOICES[index % CHOICES.length]!, ENABLED, t.db),
      ),
    );
    const counts = await countsOf(momentId);
    expect(counts.likeRows).toBeLessThanOrEqual(1);
    expect(counts.likeCount).toBe(counts.likeRows);
    expect(counts.stored).toEqual(counts.recount);
  });

  it('keeps them exact under 200 members each changing their reaction at once', async () => {
    const momentId = await rows.moment(author);
    const members = await rows.users(200);
    const rounds = [0, 1, 2];
    await Promise.all(
      rounds.flatMap((round) =>
        members.map((member, index) =>
          setReaction(member, 'moment', momentId, CHOICES[(index + round) % CHOICES.length]!, ENABLED, t.db),
        ),
      ),
    );
    const counts = await countsOf(momentId);
    expect(counts.likeCount).toBe(counts.likeRows);
    expect(counts.stored).toEqual(counts.recount);
    expect(counts.likeRows).toBeGreaterThan(0);
  });

  it('is repaired: broken like and emoji counts are recounted from the likes', async () => {
    const momentId = await rows.moment(author);
    const members = await rows.users(4);
    await setReaction(members[0]!, 'moment', momentId, '🎉', ENABLED, t.db);
    await setReaction(members[1]!, 'moment', momentId, '🎉', ENABLED, t.db);
    await setReaction(members[2]!, 'moment', momentId, '🔥', ENABLED, t.db);
    await setReaction(members[3]!, 'moment', momentId, '', ENABLED, t.db);
    const truth = await countsOf(momentId);
    await t.pool.query('UPDATE moments SET like_count = 40 WHERE id = ?', [momentId]);
    await t.pool.query(
      'UPDATE reaction_counts SET count = 9 WHERE entity_type = 0 AND entity_id = ? AND reaction = 4',
      [momentId],
    );
    await t.pool.query(
      'DELETE FROM reaction_counts WHERE entity_type = 0 AND entity_id = ? AND reaction = 8',
      [momentId],
    );
    await t.pool.query('INSERT INTO reaction_counts VALUES (0, ?, 1, 3)', [momentId]);

    const report = await repairCounters(t.db);
    expect(report.counters.find((one) => one.counter === 'moments.like_count')?.drifts).toContainEqual({
      id: momentId,
      was: 40,
      now: 4,
    });
    expect(
      report.counters.find((one) => one.counter === 'reaction_counts.count (moments)')?.drifts,
    ).toContainEqual({
      id: momentId,
      was: 12,
      now: 3,
    });
    expect(await countsOf(momentId)).toEqual(truth);
    expect(truth.stored).toEqual([
      [4, 2],
      [8, 1],
    ]);
    expect((await repairCounters(t.db)).fixed).toBe(0);
  });
});

describe('reactionWho', () => {
  it('lists who reacted with one emoji, 50 a page, with a cursor', async () => {
    const momentId = await rows.moment(author);
    const members = await rows.users(53);
    await Promise.all(members.map((member) => setReaction(member, 'moment', momentId, '🎉', ENABLED, t.db)));
    const other = await rows.user();
    await setReaction(other, 'moment', momentId, '🔥', ENABLED, t.db);

    const first = await reactionWho('moment', momentId, '🎉', undefined, t.db);
    expect(first.users).toHaveLength(50);
    expect(first.nextCursor).toBe(first.users.at(-1)!.id);
    const second = await reactionWho('moment', momentId, '🎉', first.nextCursor!, t.db);
    expect(second).toMatchObject({ nextCursor: null });
    expect([...first.users, ...second.users].map((user) => user.id)).toEqual(
      [...members].sort((a, b) => a - b),
    );
    expect(second.users[0]!.nickname).toEqual(expect.any(String));
    expect((await reactionWho('moment', momentId, '🔥', undefined, t.db)).users.map((u) => u.id)).toEqual([
      other,
    ]);
    expect((await reactionWho('moment', momentId, '👍', undefined, t.db)).users).toEqual([]);
  });
});

describe('the viewer union', () => {
  it("answers the member's own emoji on the like's own primary-key probe", async () => {
    const momentId = await rows.moment(author);
    const plain = await rows.moment(author);
    const member = await rows.user();
    await setReaction(member, 'moment', momentId, '🔥', ENABLED, t.db);
    await setReaction(member, 'moment', plain, '', ENABLED, t.db);
    const union = await viewerRows({ id: member, readAll: null }, { moment: [momentId, plain] }, null, t.db);
    const moments = union.filter((row) => row.part === 'moment');
    expect(moments.find((row) => row.id === momentId)).toMatchObject({ liked: true, reaction: 8 });
    expect(moments.find((row) => row.id === plain)).toMatchObject({ liked: true, reaction: 0 });
  });

  it('tells the member their emoji only while it is enabled: without emoji the answer is what it was', async () => {
    const momentId = await rows.moment(author);
    const member = await rows.currentUser();
    await setReaction(member.id, 'moment', momentId, '🔥', ENABLED, t.db);
    const context = { timeZone: 'UTC', requestUrl: new URL('http://forum.test/'), readAll: null };
    const key = `moment:${momentId}`;
    const enabled = await readViewerState(
      member,
      { moment: [momentId] },
      { ...context, reactions: ENABLED },
      t.db,
    );
    expect(enabled.reactions[key]).toEqual({
      liked: true,
      favorited: false,
      likes: 1,
      favorites: 0,
      reaction: '🔥',
    });
    const off = await readViewerState(member, { moment: [momentId] }, { ...context, reactions: [] }, t.db);
    expect(off.reactions[key]).toEqual({ liked: true, favorited: false, likes: 1, favorites: 0 });
  });
});
