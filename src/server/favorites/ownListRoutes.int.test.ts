import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { callRoute } from '../../../tests/callRoute.ts';
import { commentTestRows } from '../../../tests/factories/commentTestRows.ts';
import { favorites, memberBlocks } from '../db/schema/index.ts';
import { closeDb } from '../db/client.ts';
import { markInstalled, resetInstallStateForTests } from '../install/installState.ts';
import { GET as listFavoritesRoute } from '../../pages/api/favorite/list.ts';
import { GET as listBlocksRoute } from '../../pages/api/user/blocks.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';

// The pages the favorites and blocked-members lists load through "Load more", as a member calls them.

const t = useTestDatabase();
const rows = commentTestRows(t);
let alice: CurrentUser;
let bob: CurrentUser;

const member = (nickname: string) => rows.currentUser({ nickname, email: `${nickname}@example.test` });

beforeAll(async () => {
  markInstalled({ database: t.settings, installedAt: new Date().toISOString() });
  alice = await member('alice');
  bob = await member('bob');
  await t.db.insert(favorites).values({ userId: alice.id, entityType: EntityType.moment, entityId: 987654 });
  await t.db.insert(memberBlocks).values({ blockerId: alice.id, blockedId: bob.id });
});

afterAll(async () => {
  await closeDb();
  resetInstallStateForTests();
});

describe("a member's own list pages", () => {
  it('answer a signed-out caller 401', async () => {
    for (const [handler, path] of [
      [listFavoritesRoute, '/api/favorite/list'],
      [listBlocksRoute, '/api/user/blocks'],
    ] as const) {
      const answer = await callRoute(handler, null, path);
      expect(answer.status, path).toBe(401);
      expect(answer.body).toMatchObject({ success: false, errorCode: 1 });
    }
  });

  it("list the caller's own favorites and blocks only, without the blocked member's signature", async () => {
    const mine = await callRoute(listFavoritesRoute, alice, '/api/favorite/list');
    expect(mine.body.data).toMatchObject({ hasMore: false, results: [{ entityId: 987654, removed: true }] });
    expect((await callRoute(listFavoritesRoute, bob, '/api/favorite/list')).body.data.results).toEqual([]);
    const blocked = await callRoute(listBlocksRoute, alice, '/api/user/blocks');
    expect(blocked.body.data.results).toHaveLength(1);
    expect(blocked.body.data.results[0].member).toMatchObject({ id: bob.id, nickname: 'bob' });
    expect(blocked.body.data.results[0].member).not.toHaveProperty('signature');
    expect((await callRoute(listBlocksRoute, bob, '/api/user/blocks')).body.data.results).toEqual([]);
  });

  it('refuse a mangled cursor with a 400', async () => {
    for (const [handler, path] of [
      [listFavoritesRoute, '/api/favorite/list?cursor=not-a-cursor'],
      [listBlocksRoute, '/api/user/blocks?cursor=not-a-cursor'],
    ] as const) {
      expect((await callRoute(handler, alice, path)).status, path).toBe(400);
    }
  });
});
