import { describe, expect, it } from 'vitest';
import { apiErrorOf } from '../../../tests/apiErrorOf.ts';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { memberBlocks, users } from '../db/schema/index.ts';
import { listBlockedMembers } from './blockedMembers.queries.ts';
import { changeBlock } from './changeBlock.ts';

const t = useTestDatabase();

async function newMembers(n: number): Promise<number[]> {
  const rows = await t.db
    .insert(users)
    .values(Array.from({ length: n }, (_, index) => ({ nickname: `Listed ${index}` })))
    .$returningId();
  return rows.map((row) => row.id);
}

describe('listBlockedMembers', () => {
  it('pages the members one blocked, newest first, ties broken by member, nobody else’s', async () => {
    const [me, other, ...blocked] = await newMembers(7);
    const at = (second: number) => new Date(Date.UTC(2026, 5, 1, 0, 0, second));
    // Two blocks in the same millisecond: the cursor must not lose or repeat one.
    await t.db.insert(memberBlocks).values([
      { blockerId: me!, blockedId: blocked[0]!, createdAt: at(1) },
      { blockerId: me!, blockedId: blocked[1]!, createdAt: at(2) },
      { blockerId: me!, blockedId: blocked[2]!, createdAt: at(2) },
      { blockerId: me!, blockedId: blocked[3]!, createdAt: at(3) },
      { blockerId: other!, blockedId: blocked[4]!, createdAt: at(4) },
    ]);
    const first = await listBlockedMembers(me!, undefined, t.db, 2);
    expect(first.results.map((row) => row.member.id)).toEqual([blocked[3], blocked[2]]);
    expect(first.hasMore).toBe(true);
    const second = await listBlockedMembers(me!, first.cursor, t.db, 2);
    expect(second.results.map((row) => row.member.id)).toEqual([blocked[1], blocked[0]]);
    expect(second.hasMore).toBe(false);
    expect(second.cursor).toBe('');
    expect(second.results[0]).toMatchObject({
      member: { nickname: 'Listed 3' },
      blockedAt: at(2).toISOString(),
    });
  });

  it('drops an unblocked member and shows nothing to someone who blocked nobody', async () => {
    const [me, a, b] = (await newMembers(3)) as [number, number, number];
    await changeBlock(me, a, true, t.db);
    await changeBlock(me, b, true, t.db);
    await changeBlock(me, a, false, t.db);
    expect((await listBlockedMembers(me, undefined, t.db)).results.map((row) => row.member.id)).toEqual([b]);
    expect(await listBlockedMembers(a, undefined, t.db)).toEqual({ results: [], cursor: '', hasMore: false });
  });

  it('refuses a damaged cursor with a 400', async () => {
    const [me] = (await newMembers(1)) as [number];
    expect(await apiErrorOf(listBlockedMembers(me, 'not-a-cursor', t.db))).toMatchObject({ status: 400 });
  });
});
