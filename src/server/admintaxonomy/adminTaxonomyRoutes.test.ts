import type { APIContext, APIRoute } from 'astro';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { CurrentUser, Role } from '@/shared/users/currentUser.ts';
import * as collectionCommand from '@/pages/api/admin/[collection]/[action].ts';
import * as tagRename from '@/pages/api/admin/tags/rename.ts';
import * as tagMerge from '@/pages/api/admin/tags/merge.ts';
import * as tagDelete from '@/pages/api/admin/tags/delete.ts';
import * as tagList from '@/pages/api/admin/tags/list.ts';
import { movedOrder, sortNumbers } from './adminActor.ts';

const routes: Array<[string, APIRoute]> = [
  ['nodes/create', collectionCommand.POST],
  ['nodes/update', collectionCommand.POST],
  ['nodes/status', collectionCommand.POST],
  ['nodes/move', collectionCommand.POST],
  ['nodes/delete', collectionCommand.POST],
  ['tags/rename', tagRename.POST],
  ['tags/merge', tagMerge.POST],
  ['tags/delete', tagDelete.POST],
  ['tags/list', tagList.GET],
  ['links/create', collectionCommand.POST],
  ['links/update', collectionCommand.POST],
  ['links/status', collectionCommand.POST],
  ['links/move', collectionCommand.POST],
  ['links/delete', collectionCommand.POST],
];

function context(role: Role | null, path: string): APIContext {
  const url = new URL(`http://forum.test/api/admin/${path}`);
  const user = role === null ? null : ({ id: 7, role } as Pick<CurrentUser, 'id' | 'role'>);
  const [collection, action] = path.split('/');
  return {
    url,
    params: { collection, action },
    request: new Request(url, {
      method: 'POST',
      body: '{"id":1}',
      headers: { 'content-type': 'application/json' },
    }),
    locals: { user, config: { defaultNodeId: 1 } },
    clientAddress: '127.0.0.1',
  } as unknown as APIContext;
}

async function call(route: APIRoute, role: Role | null, path: string) {
  const response = await route(context(role, path));
  return { status: response.status, body: (await response.json()) as { errorCode: number; message: string } };
}

describe('admin taxonomy API permissions', () => {
  it.each(routes)(
    '%s refuses moderators and members (403) and visitors (401) before anything else',
    async (path, route) => {
      for (const role of ['moderator', 'user'] as const) {
        const refused = await call(route, role, path);
        expect(refused.status).toBe(403);
        expect(refused.body.errorCode).toBe(ErrorCode.forbidden);
        expect(refused.body.message).not.toBe('');
      }
      const visitor = await call(route, null, path);
      expect(visitor.status).toBe(401);
      expect(visitor.body.errorCode).toBe(ErrorCode.notSignedIn);
    },
  );
});

describe('moving in a list', () => {
  it('swaps with the neighbour and does nothing at the ends or for an unknown id', () => {
    expect(movedOrder([1, 2, 3], 3, 'up')).toEqual([1, 3, 2]);
    expect(movedOrder([1, 2, 3], 1, 'down')).toEqual([2, 1, 3]);
    expect(movedOrder([1, 2, 3], 1, 'up')).toBeUndefined();
    expect(movedOrder([1, 2, 3], 3, 'down')).toBeUndefined();
    expect(movedOrder([1, 2, 3], 9, 'up')).toBeUndefined();
    expect(sortNumbers([3, 1])).toEqual(
      new Map([
        [3, 10],
        [1, 20],
      ]),
    );
  });
});
