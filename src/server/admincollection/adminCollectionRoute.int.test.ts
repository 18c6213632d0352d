import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { APIContext, APIRoute } from 'astro';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { closeDb } from '../db/client.ts';
import { friendLinks, moderationLogs, nodes } from '../db/schema/index.ts';
import { markInstalled, resetInstallStateForTests } from '../install/installState.ts';
import { pageCache } from '../pageCache/pageCache.ts';
import { runWithLocale } from '@/i18n/serverLocale.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { DEFAULT_SITE_CONFIG } from '@/shared/site/siteConfig.ts';
import type { Role } from '@/shared/users/currentUser.ts';
import { POST as collectionCommand } from '@/pages/api/admin/[collection]/[action].ts';
import { CLOSED_ROUTE_PARAMS } from '../../../tests/api/apiRouteInventory.ts';

// A collection's routes as the admin screen calls them: permission, validation, the command with its
// audit row, and the shared pages emptied after a change (and only then).

const test = useTestDatabase();
const OWNER = 1;
const DEFAULT_NODE = 9;

interface Answer {
  status: number;
  body: {
    success: boolean;
    data: Record<string, unknown>;
    message: string;
    errorCode: number;
    field?: string;
  };
}

/** The dynamic route as Astro calls it for POST /api/admin/<collection>/<action>. */
const command =
  (collection: string, action: string): APIRoute =>
  (context) =>
    collectionCommand({ ...context, params: { collection, action } } as APIContext);
const linkCreate = command('links', 'create');
const linkUpdate = command('links', 'update');
const linkStatus = command('links', 'status');
const linkMove = command('links', 'move');
const linkDelete = command('links', 'delete');
const nodeCreate = command('nodes', 'create');
const nodeDelete = command('nodes', 'delete');

async function call(route: APIRoute, body: unknown, role: Role = 'owner'): Promise<Answer> {
  const url = new URL('http://forum.test/api/admin/collection');
  const response = await route({
    url,
    request: new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    locals: {
      user: { id: OWNER, role },
      requestId: 'test',
      config: { ...DEFAULT_SITE_CONFIG, defaultNodeId: DEFAULT_NODE },
    },
    clientAddress: '203.0.113.9',
  } as unknown as APIContext);
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** A shared page kept in this process's cache; a site-wide change empties it. */
async function keepPage(): Promise<() => boolean> {
  const cache = pageCache()!;
  await cache.fill('page', async () => ({ body: Buffer.alloc(1), headers: {} }));
  expect(cache.get('page')).toBeDefined();
  return () => cache.get('page') !== undefined;
}

const audit = async () =>
  (await test.db.select().from(moderationLogs).orderBy(moderationLogs.id)).map(
    ({ action, actorId, targetId, ip }) => ({ action, actorId, targetId, ip }),
  );

beforeAll(async () => {
  markInstalled({ database: test.settings, installedAt: new Date().toISOString() });
});

afterAll(async () => {
  await closeDb();
  resetInstallStateForTests();
});

beforeEach(async () => {
  for (const table of [friendLinks, nodes, moderationLogs]) await test.db.delete(table);
});

describe('an admin collection route', () => {
  it('runs each command for the owner, records it and empties the shared pages each time', async () => {
    let pageKept = await keepPage();
    const created = await call(linkCreate, { title: 'Go', url: 'https://go.dev' });
    expect(created).toMatchObject({
      status: 200,
      body: { success: true, data: { title: 'Go', host: 'go.dev' } },
    });
    expect(pageKept()).toBe(false);
    const id = created.body.data['id'] as number;
    const second = await call(linkCreate, {
      title: 'Rust',
      url: 'https://rust-lang.org',
      sortOrder: 40,
    });

    const steps: Array<[APIRoute, Record<string, unknown>, Record<string, unknown>]> = [
      [linkUpdate, { id, title: 'Golang', url: 'https://go.dev', sortOrder: 20 }, { title: 'Golang' }],
      [linkStatus, { id, status: 1 }, { id, status: 1 }],
      [linkMove, { id, direction: 'down' }, { id }],
      [linkDelete, { id }, { id }],
    ];
    for (const [route, body, data] of steps) {
      pageKept = await keepPage();
      const answer = await call(route, body);
      expect(answer, JSON.stringify(body)).toMatchObject({ status: 200, body: { success: true, data } });
      expect(pageKept(), JSON.stringify(body)).toBe(false);
    }
    const secondId = second.body.data['id'];
    expect(await audit()).toEqual([
      { action: 'link.create', actorId: OWNER, targetId: id, ip: '203.0.113.9' },
      { action: 'link.create', actorId: OWNER, targetId: secondId, ip: '203.0.113.9' },
      { action: 'link.update', actorId: OWNER, targetId: id, ip: '203.0.113.9' },
      { action: 'link.hide', actorId: OWNER, targetId: id, ip: '203.0.113.9' },
      { action: 'link.sort', actorId: OWNER, targetId: id, ip: '203.0.113.9' },
      { action: 'link.delete', actorId: OWNER, targetId: id, ip: '203.0.113.9' },
    ]);
  });

  it('refuses invalid input with the field and its message in the reader’s language, writing nothing', async () => {
    const pageKept = await keepPage();
    const english = await call(nodeCreate, { name: ' ' });
    expect(english).toMatchObject({
      status: 400,
      body: { success: false, field: 'name', message: "Enter the node's name." },
    });
    const chinese = await runWithLocale('zh-CN', () =>
      call(linkCreate, { title: 'A', url: 'ftp://a.example' }),
    );
    expect(chinese).toMatchObject({
      status: 400,
      body: { field: 'url', message: '请填写以 http:// 或 https:// 开头的完整地址。' },
    });
    const missing = await call(linkUpdate, { id: 999_999, title: 'A', url: 'https://a.example' });
    expect(missing).toMatchObject({ status: 404, body: { message: 'This friend link does not exist.' } });
    expect(await audit()).toEqual([]);
    expect(await test.db.select().from(friendLinks)).toEqual([]);
    expect(pageKept()).toBe(true);
  });

  it('refuses staff without the permission before reading the body', async () => {
    const pageKept = await keepPage();
    for (const role of ['moderator', 'user'] as const) {
      const refused = await call(nodeCreate, { name: 'Sneaky' }, role);
      expect(refused, role).toMatchObject({
        status: 403,
        body: { success: false, errorCode: ErrorCode.forbidden },
      });
    }
    expect(await test.db.select().from(nodes)).toEqual([]);
    expect(await audit()).toEqual([]);
    expect(pageKept()).toBe(true);
  });

  it('answers a collection’s refusal to delete with 409 and its reason', async () => {
    await test.db.insert(nodes).values({ id: DEFAULT_NODE, name: 'General' });
    const refused = await call(nodeDelete, { id: DEFAULT_NODE });
    expect(refused).toMatchObject({ status: 409, body: { errorCode: ErrorCode.conflict } });
    expect(refused.body.message).toContain('default node');
    expect(await test.db.select({ id: nodes.id }).from(nodes)).toEqual([{ id: DEFAULT_NODE }]);
    expect(await audit()).toEqual([]);
  });

  it('answers 404 for a collection or a command that does not exist, and every one the inventory lists', async () => {
    const { collection: collections = [], action: actions = [] } =
      CLOSED_ROUTE_PARAMS['/api/admin/:collection/:action'] ?? {};
    for (const collection of collections) {
      for (const action of actions) {
        const refused = await call(command(collection, action), {}, 'user');
        expect(refused.status, `${collection}/${action}`).toBe(403);
      }
    }
    for (const [collection, action] of [
      ['tags', 'create'],
      ['links', 'rename'],
      ['users', '1'],
    ] as const) {
      const missing = await call(command(collection, action), { id: 1 });
      expect(missing, `${collection}/${action}`).toMatchObject({
        status: 404,
        body: { success: false, errorCode: ErrorCode.notFound },
      });
      expect(missing.body.message).not.toBe('');
    }
    expect(await audit()).toEqual([]);
  });
});
