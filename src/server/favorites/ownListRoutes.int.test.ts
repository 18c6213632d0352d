import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIContext } from 'astro';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { favorites, memberBlocks, users } from '../db/schema/index.ts';
import { closeDb } from '../db/client.ts';
import { markInstalled, resetInstallStateForTests } from '../install/installState.ts';
import { toCurrentUser } from '../users/publicUser.ts';
import { GET as listFavoritesRoute } from '../../pages/api/favorite/list.ts';
import { GET as listBlocksRoute } from '../../pages/api/user/blocks.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import { DEFAULT_SITE_CONFIG } from '@/shared/site/siteConfig.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';

// The pages the favorites and blocked-members lists load through "Load more", as a member calls them.

const t = useTestDatabase();
let alice: CurrentUser;
let bob: CurrentUser;

async function call(
  handler: (context: APIContext) => Promise<Response> | Response,
  user: CurrentUser | null,
  path: string,
) {
  const request = new Request(`http://localhost${path}`, { headers: { accept: 'application/json' } });
  const response = await handler({
    request,
    url: new URL(request.url),
    locals: { user, requestId: 'test', config: DEFAULT_SITE_CONFIG },
    clientAddress: '203.0.113.7',
  } as unknown as APIContext);
  return { status: response.status, body: await response.json() };
}

async function member(nickname: string): Promise<CurrentUser> {
  const [row] = await t.db
    .insert(users)
    .values({ nickname, email: `${nickname}@example.test` })
    .$returningId();
  const [user] = await t.db.select().from(users).where(eq(users.id, row!.id));
  return toCurrentUser(user!);
}

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
      const answer = await call(handler, null, path);
      expect(answer.status, path).toBe(401);
      expect(answer.body).toMatchObject({ success: false, errorCode: 1 });
    }
  });

  it("list the caller's own favorites and blocks only, without the blocked member's signature", async () => {
    const mine = await call(listFavoritesRoute, alice, '/api/favorite/list');
    expect(mine.body.data).toMatchObject({ hasMore: false, results: [{ entityId: 987654, removed: true }] });
    expect((await call(listFavoritesRoute, bob, '/api/favorite/list')).body.data.results).toEqual([]);
    const blocked = await call(listBlocksRoute, alice, '/api/user/blocks');
    expect(blocked.body.data.results).toHaveLength(1);
    expect(blocked.body.data.results[0].member).toMatchObject({ id: bob.id, nickname: 'bob' });
    expect(blocked.body.data.results[0].member).not.toHaveProperty('signature');
    expect((await call(listBlocksRoute, bob, '/api/user/blocks')).body.data.results).toEqual([]);
  });

  it('refuse a mangled cursor with a 400', async () => {
    for (const [handler, path] of [
      [listFavoritesRoute, '/api/favorite/list?cursor=not-a-cursor'],
      [listBlocksRoute, '/api/user/blocks?cursor=not-a-cursor'],
    ] as const) {
      expect((await call(handler, alice, path)).status, path).toBe(400);
    }
  });
});
