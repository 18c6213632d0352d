import { describe, expect, it } from 'vitest';
import {
  apiRouteInventory,
  exportedMethods,
  isMutating,
  MUTATING_METHODS,
  routePattern,
} from './apiRouteInventory.ts';
import { AUTHZ_MATRIX, matrixKey } from './authzMatrix.ts';

describe('the API route inventory', () => {
  it('turns Astro file routes into URL patterns', () => {
    expect(routePattern('moment/create.ts')).toEqual({ pattern: '/api/moment/create', params: [] });
    expect(routePattern('checkin/index.ts')).toEqual({ pattern: '/api/checkin', params: [] });
    expect(routePattern('admin/users/[id]/ban.ts')).toEqual({
      pattern: '/api/admin/users/:id/ban',
      params: ['id'],
    });
    expect(routePattern('files/[...path].ts')).toEqual({ pattern: '/api/files/*path', params: ['path'] });
    expect(routePattern('search.ts')).toEqual({ pattern: '/api/search', params: [] });
  });

  it('reads the exported method handlers from the source', () => {
    const source = `export const GET = apiRoute(a);\nexport const POST = apiRoute(b);\nconst PUT = 1;\nexport async function DELETE() {}`;
    expect(exportedMethods(source)).toEqual(['GET', 'POST', 'DELETE']);
  });

  it('finds the routes on disk, each with at least one handler', () => {
    const routes = apiRouteInventory();
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.find((route) => route.pattern === '/api/admin/users/:id/ban')?.methods).toEqual(['POST']);
    expect(routes.filter((route) => route.methods.length === 0)).toEqual([]);
  });
});

describe('the authorization matrix', () => {
  const mutating = apiRouteInventory()
    .filter(isMutating)
    .flatMap((route) =>
      route.methods
        .filter((method) => MUTATING_METHODS.includes(method))
        .map((method) => matrixKey(method, route.pattern)),
    );

  it('has an entry for every mutating endpoint (a new endpoint needs one)', () => {
    expect(mutating.filter((key) => !(key in AUTHZ_MATRIX))).toEqual([]);
  });

  it('has no entry for an endpoint that no longer exists', () => {
    expect(Object.keys(AUTHZ_MATRIX).filter((key) => !mutating.includes(key))).toEqual([]);
  });

  it('gives a reason wherever a check does not apply', () => {
    for (const [key, rule] of Object.entries(AUTHZ_MATRIX)) {
      if (rule.otherUser.kind === 'n/a') expect(rule.otherUser.reason, key).not.toBe('');
      if (rule.banned.kind === 'allowed') expect(rule.banned.reason, key).not.toBe('');
    }
  });
});
