import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ALL';
export const MUTATING_METHODS: readonly HttpMethod[] = ['POST', 'PUT', 'PATCH', 'DELETE', 'ALL'];

/** One endpoint file under src/pages/api, as Astro routes it. */
export interface ApiRoute {
  /** The URL pattern: `[id]` becomes `:id`, `[...rest]` becomes `*rest`, `index` the folder itself. */
  pattern: string;
  file: string;
  methods: HttpMethod[];
  /** The names of the dynamic segments, in order. */
  params: string[];
}

/**
 * Dynamic routes that answer a closed set of values (any other is 404), each value standing for an
 * endpoint of its own: the inventory lists one route per combination, so that each is authorized,
 * kept in the page-cache list and fuzzed by itself. adminCollectionRoute.int.test.ts checks this
 * list against the route.
 */
export const CLOSED_ROUTE_PARAMS: Record<string, Record<string, readonly string[]>> = {
  '/api/admin/:collection/:action': {
    collection: ['links', 'nodes'],
    action: ['create', 'delete', 'move', 'status', 'update'],
  },
};

/** One route per combination of a closed route's values; any other route as it is. */
function closedRoutes(route: ApiRoute): ApiRoute[] {
  const values = CLOSED_ROUTE_PARAMS[route.pattern];
  if (!values) return [route];
  let patterns = [route.pattern];
  for (const param of route.params) {
    patterns = patterns.flatMap((pattern) =>
      (values[param] ?? []).map((value) => pattern.replace(`:${param}`, value)),
    );
  }
  return patterns.map((pattern) => ({ ...route, pattern, params: [] }));
}

const ENDPOINT_FILE = /\.(ts|js|mjs)$/;
const EXPORTED_METHOD = /export\s+(?:const|async\s+function|function)\s+(GET|POST|PUT|PATCH|DELETE|ALL)\b/g;

function listFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/** `admin/users/[id]/ban.ts` → `/api/admin/users/:id/ban`. */
export function routePattern(relativeFile: string): { pattern: string; params: string[] } {
  const params: string[] = [];
  const segments = relativeFile
    .replace(ENDPOINT_FILE, '')
    .split(/[\\/]/)
    .filter((segment, index, all) => !(segment === 'index' && index === all.length - 1))
    .map((segment) => {
      const rest = /^\[\.\.\.(\w+)\]$/.exec(segment);
      if (rest) {
        params.push(rest[1]!);
        return `*${rest[1]!}`;
      }
      return segment.replace(/\[(\w+)\]/g, (_, name: string) => {
        params.push(name);
        return `:${name}`;
      });
    });
  return { pattern: ['/api', ...segments].join('/'), params };
}

export function exportedMethods(source: string): HttpMethod[] {
  return [...source.matchAll(EXPORTED_METHOD)].map((match) => match[1] as HttpMethod);
}

/** Every API route the server answers, read from the file system (not from a hand-kept list). */
export function apiRouteInventory(root = process.cwd()): ApiRoute[] {
  const apiFolder = resolve(root, 'src/pages/api');
  return listFiles(apiFolder)
    .filter((file) => ENDPOINT_FILE.test(file) && !/\.test\.[jt]s$/.test(file))
    .map((file) => {
      const relativeFile = relative(apiFolder, file);
      const { pattern, params } = routePattern(relativeFile);
      const methods = exportedMethods(readFileSync(file, 'utf8'));
      return { pattern, params, methods, file: ['src/pages/api', ...relativeFile.split(sep)].join('/') };
    })
    .flatMap(closedRoutes)
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
}

export function isMutating(route: ApiRoute): boolean {
  return route.methods.some((method) => MUTATING_METHODS.includes(method));
}
