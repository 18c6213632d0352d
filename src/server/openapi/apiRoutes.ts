import type { ApiRouteSpec, DescribedRoute } from '@/server/http/apiRoute.ts';

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type HttpMethod = (typeof HTTP_METHODS)[number];

/** One exported method of one route file under src/pages/api, with the description apiRoute attached. */
export interface ApiRouteEntry {
  /** The route file, from the project root: `src/pages/api/moment/create.ts`. */
  file: string;
  /** The URL path in OpenAPI form: `/api/user/{id}/fans`. */
  path: string;
  method: HttpMethod;
  /** Absent when the route still uses the plain `apiRoute(handler)` form: the completeness test fails. */
  spec: ApiRouteSpec | undefined;
}

/** `src/pages/api/user/[id]/fans.ts` → `/api/user/{id}/fans`; `…/report/index.ts` → `/api/report`. */
export function routePathOfFile(file: string): string {
  const path = file
    .replace(/^\/?src\/pages/, '')
    .replace(/\.ts$/, '')
    .replace(/\/index$/, '');
  return path.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, '{$1}');
}

type RouteModule = Partial<Record<HttpMethod, DescribedRoute>>;

/** Every route file's module, loaded when first asked (this list includes /api/openapi.json itself). */
const routeModules = import.meta.glob<RouteModule>([
  '/src/pages/api/**/*.ts',
  '!/src/pages/api/**/*.test.ts',
]);

/** Every route file name under src/pages/api, as the glob sees them. */
export function apiRouteFiles(): string[] {
  return Object.keys(routeModules)
    .map((key) => key.replace(/^\//, ''))
    .sort();
}

let loaded: Promise<ApiRouteEntry[]> | undefined;

/** Every exported method of every route file, sorted by path then method. */
export function loadApiRoutes(): Promise<ApiRouteEntry[]> {
  loaded ??= Promise.all(
    Object.entries(routeModules).map(async ([key, load]) => {
      const module = await load();
      const file = key.replace(/^\//, '');
      return HTTP_METHODS.filter((method) => typeof module[method] === 'function').map(
        (method): ApiRouteEntry => ({
          file,
          path: routePathOfFile(file),
          method,
          spec: module[method]?.apiSpec,
        }),
      );
    }),
  ).then((lists) =>
    lists
      .flat()
      .sort(
        (a, b) =>
          a.path.localeCompare(b.path) || HTTP_METHODS.indexOf(a.method) - HTTP_METHODS.indexOf(b.method),
      ),
  );
  return loaded;
}
