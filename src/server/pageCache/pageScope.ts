/**
 * Which cached pages a write makes stale: every page, or the pages under some paths. A path covers
 * itself and everything below it (`/moments` covers `/moments/node/3?cursor=x`), whatever the query;
 * `/` covers the home page only.
 */
export type PageScope =
  { readonly everything: true } | { readonly everything: false; readonly paths: readonly string[] };

export const EVERY_PAGE: PageScope = { everything: true };

export function pagesUnder(paths: Iterable<string>): PageScope {
  return { everything: false, paths: [...new Set(paths)] };
}

export function coversPath(scope: PageScope, pathname: string): boolean {
  if (scope.everything) return true;
  return scope.paths.some((path) =>
    path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`),
  );
}

/** Cache keys start with the page's path and a newline, so a scope can find the pages it covers. */
export function pageKey(pathname: string, variant: string): string {
  return `${pathname}\n${variant}`;
}

export function pathOfPageKey(key: string): string {
  const end = key.indexOf('\n');
  return end === -1 ? key : key.slice(0, end);
}

/** The message other processes hear on the pages channel. */
export function encodePageScope(scope: PageScope): string {
  return JSON.stringify(scope.everything ? { everything: true } : { paths: scope.paths });
}

/** Anything unreadable (an older process, a garbled message) empties every page: stale is worse than cold. */
export function decodePageScope(message: string): PageScope {
  try {
    const parsed = JSON.parse(message) as { paths?: unknown };
    if (
      Array.isArray(parsed.paths) &&
      parsed.paths.every((path) => typeof path === 'string' && path.startsWith('/'))
    ) {
      return pagesUnder(parsed.paths as string[]);
    }
  } catch {
    // fall through
  }
  return EVERY_PAGE;
}
