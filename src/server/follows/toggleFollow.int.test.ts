import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorOf } from '../../../tests/apiErrorOf.ts';
import { and, count, eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { follows, users } from '../db/schema/index.ts';
import { subscribe } from '../events/eventBus.ts';
import { follow, toggleFollow, unfollow } from './toggleFollow.ts';
import { followersAmong, isFollowing, isMutual } from './isFollowing.ts';

const t = useTestDatabase();
const added: string[] = [];
beforeAll(async () => {
  subscribe('follow.added', async (event) => {
    added.push(`${event.followerId}->${event.followeeId}`);
  });
});

let serial = 0;
async function newUsers(n: number): Promise<number[]> {
  const rows = await t.db
    .insert(users)
    .values(Array.from({ length: n }, () => ({ nickname: `Member ${++serial}` })))
    .$returningId();
  return rows.map((row) => row.id);
}

async function counts(id: number) {
  const [row] = await t.db
    .select({ fans: users.fansCount, followed: users.followCount })
    .from(users)
    .where(eq(users.id, id));
  const [fans] = await t.db.select({ n: count() }).from(follows).where(eq(follows.followeeId, id));
  const [followed] = await t.db.select({ n: count() }).from(follows).where(eq(follows.followerId, id));
  return { fans: row!.fans, followed: row!.followed, fanRows: fans!.n, followedRows: followed!.n };
}

describe('follow rules', () => {
  it('follows and unfollows, moving both counters and telling follow.added once', async () => {
    const [a, b] = (await newUsers(2)) as [number, number];
    expect(await toggleFollow(a, b, t.db)).toEqual({ following: true, mutual: false, fansCount: 1 });
    expect(added).toContain(`${a}->${b}`);
    expect(await counts(a)).toMatchObject({ followed: 1, followedRows: 1, fans: 0 });
    expect(await counts(b)).toMatchObject({ fans: 1, fanRows: 1, followed: 0 });
    expect(await toggleFollow(a, b, t.db)).toEqual({ following: false, mutual: false, fansCount: 0 });
    expect(await counts(a)).toMatchObject({ followed: 0, followedRows: 0 });
    expect(await counts(b)).toMatchObject({ fans: 0, fanRows: 0 });
    expect(added.filter((entry) => entry === `${a}->${b}`)).toHaveLength(1);
  });

  it('refuses to follow yourself (400) and an unknown user (404)', async () => {
    const [a] = (await newUsers(1)) as [number];
    expect((await apiErrorOf(toggleFollow(a, a, t.db))).status).toBe(400);
    expect((await apiErrorOf(toggleFollow(a, 987_654_321, t.db))).status).toBe(404);
    expect(await counts(a)).toMatchObject({ followed: 0, followedRows: 0 });
  });

  it('treats a second follow as already following and a second unfollow as a no-op', async () => {
    const [a, b] = (await newUsers(2)) as [number, number];
    const before = added.length;
    await follow(a, b, t.db);
    expect(await follow(a, b, t.db)).toEqual({ following: true, mutual: false, fansCount: 1 });
    expect(added.length).toBe(before + 1);
    expect(await counts(b)).toMatchObject({ fans: 1, fanRows: 1 });
    await unfollow(a, b, t.db);
    expect(await unfollow(a, b, t.db)).toEqual({ following: false, mutual: false, fansCount: 0 });
    expect(await counts(b)).toMatchObject({ fans: 0, fanRows: 0 });
    expect(await counts(a)).toMatchObject({ followed: 0, followedRows: 0 });
  });

  it('is mutual when both follow each other', async () => {
    const [a, b, c] = (await newUsers(3)) as [number, number, number];
    await follow(a, b, t.db);
    expect(await isMutual(a, b, t.db)).toBe(false);
    expect(await toggleFollow(b, a, t.db)).toEqual({ following: true, mutual: true, fansCount: 1 });
    expect(await isMutual(a, b, t.db)).toBe(true);
    expect(await isMutual(b, a, t.db)).toBe(true);
    await follow(a, c, t.db);
    expect([...(await isFollowing(a, [b, c, a, 999_999], t.db))].sort()).toEqual([b, c].sort());
    expect([...(await followersAmong(a, [b, c], t.db))]).toEqual([b]);
    expect(await isFollowing(null, [b], t.db)).toEqual(new Set());
    expect((await toggleFollow(b, a, t.db)).mutual).toBe(false);
  });
});

describe('follow counters under concurrency', () => {
  it('30 members following one member at once: fans_count 30 = rows', async () => {
    const [star] = (await newUsers(1)) as [number];
    const fans = await newUsers(30);
    const results = await Promise.all(fans.map((fan) => toggleFollow(fan, star, t.db)));
    expect(results.every((result) => result.following)).toBe(true);
    expect(results.map((result) => result.fansCount).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    expect(await counts(star)).toMatchObject({ fans: 30, fanRows: 30 });
    for (const fan of fans) expect(await counts(fan)).toMatchObject({ followed: 1, followedRows: 1 });
  });

  it('one member toggling 20 and 21 times at once: counts = rows', async () => {
    const [a, b] = (await newUsers(2)) as [number, number];
    const even = await Promise.all(Array.from({ length: 20 }, () => toggleFollow(a, b, t.db)));
    expect(even.filter((result) => result.following)).toHaveLength(10);
    expect(await counts(b)).toMatchObject({ fans: 0, fanRows: 0 });
    expect(await counts(a)).toMatchObject({ followed: 0, followedRows: 0 });
    const odd = await Promise.all(Array.from({ length: 21 }, () => toggleFollow(a, b, t.db)));
    expect(odd.filter((result) => result.following)).toHaveLength(11);
    expect(await counts(b)).toMatchObject({ fans: 1, fanRows: 1 });
    expect(await counts(a)).toMatchObject({ followed: 1, followedRows: 1 });
  });

  it('two members following each other at once never deadlock', async () => {
    const pairs = await newUsers(20);
    await Promise.all(
      pairs.flatMap((id, i) => {
        const other = pairs[(i + 1) % pairs.length]!;
        return [toggleFollow(id, other, t.db), toggleFollow(other, id, t.db)];
      }),
    );
    for (const id of pairs) {
      const c = await counts(id);
      expect(c.fans).toBe(c.fanRows);
      expect(c.followed).toBe(c.followedRows);
    }
    const [row] = await t.db
      .select({ n: count() })
      .from(follows)
      .where(and(eq(follows.followerId, pairs[0]!), eq(follows.followeeId, pairs[1]!)));
    expect(row!.n).toBeLessThanOrEqual(1);
  });
});
