import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiErrorOf } from '../../../tests/apiErrorOf.ts';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { memberBlocks, users } from '../db/schema/index.ts';
import { follow } from '../follows/toggleFollow.ts';
import { isFollowing } from '../follows/isFollowing.ts';
import { changeBlock } from './changeBlock.ts';
import { blockedByViewerAmong, blockersOfViewerAmong, hasBlocked } from './blocksAmong.ts';

const t = useTestDatabase();

let serial = 0;
async function newMembers(n: number, role = 'user'): Promise<number[]> {
  const rows = await t.db
    .insert(users)
    .values(Array.from({ length: n }, () => ({ nickname: `Blocker ${++serial}`, role })))
    .$returningId();
  return rows.map((row) => row.id);
}

async function fansOf(id: number): Promise<number> {
  const [row] = await t.db.select({ fans: users.fansCount }).from(users).where(eq(users.id, id));
  return row!.fans;
}

describe('blocking a member', () => {
  it('blocks and unblocks idempotently, seen from both sides', async () => {
    const [a, b, c] = (await newMembers(3)) as [number, number, number];
    expect(await changeBlock(a, b, true, t.db)).toEqual({ blocked: true });
    expect(await changeBlock(a, b, true, t.db)).toEqual({ blocked: true });
    const rows = await t.db.select().from(memberBlocks).where(eq(memberBlocks.blockerId, a));
    expect(rows.map((row) => row.blockedId)).toEqual([b]);
    expect(await hasBlocked(a, b, t.db)).toBe(true);
    expect(await hasBlocked(b, a, t.db)).toBe(false);
    expect([...(await blockedByViewerAmong(a, [b, c], t.db))]).toEqual([b]);
    expect([...(await blockersOfViewerAmong(b, [a, c], t.db))]).toEqual([a]);
    expect([...(await blockersOfViewerAmong(c, [a, b], t.db))]).toEqual([]);

    expect(await changeBlock(a, b, false, t.db)).toEqual({ blocked: false });
    expect(await changeBlock(a, b, false, t.db)).toEqual({ blocked: false });
    expect(await hasBlocked(a, b, t.db)).toBe(false);
  });

  it('ends the blocked member’s follow, moving the counter, and refuses a new follow until unblocked', async () => {
    const [a, b] = (await newMembers(2)) as [number, number];
    await follow(b, a, t.db);
    expect(await fansOf(a)).toBe(1);
    await changeBlock(a, b, true, t.db);
    expect((await isFollowing(b, [a], t.db)).has(a)).toBe(false);
    expect(await fansOf(a)).toBe(0);

    const refused = await apiErrorOf(follow(b, a, t.db));
    expect(refused).toMatchObject({ status: 403, message: 'This member does not accept follows from you' });
    expect(await fansOf(a)).toBe(0);
    // The blocker may still follow the member they blocked.
    await follow(a, b, t.db);
    expect(await fansOf(b)).toBe(1);

    await changeBlock(a, b, false, t.db);
    await follow(b, a, t.db);
    expect(await fansOf(a)).toBe(1);
  });

  it('refuses yourself (400), an unknown member (404) and staff (403)', async () => {
    const [a] = (await newMembers(1)) as [number];
    const [moderator] = (await newMembers(1, 'moderator')) as [number];
    expect(await apiErrorOf(changeBlock(a, a, true, t.db))).toMatchObject({ status: 400 });
    expect(await apiErrorOf(changeBlock(a, 999_999, true, t.db))).toMatchObject({ status: 404 });
    expect(await apiErrorOf(changeBlock(a, moderator, true, t.db))).toMatchObject({
      status: 403,
      message: 'Staff members cannot be blocked',
    });
    expect(await hasBlocked(a, moderator, t.db)).toBe(false);
  });
});
