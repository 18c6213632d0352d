// No imports but types: both the launcher (Node type stripping) and the built app load this file,
// as two module copies, so what they share goes through globalThis under registered symbols.
import type { PageScope } from './pageScope.ts';

export interface CachedViewVisitor {
  /** The session cookie, when a member was served: their view counts as theirs, once per window. */
  sessionToken: string | undefined;
  forwardedFor: string | undefined;
  socketAddress: string | undefined;
  userAgent: string;
}

type CountView = (pathname: string, visitor: CachedViewVisitor) => void;
type Clear = (scope: PageScope) => void;

const COUNT_VIEW = Symbol.for('plaza.pageCache.countView');
const CLEAR_PLAIN_PAGES = Symbol.for('plaza.pageCache.clearPlainPages');
const shared = globalThis as typeof globalThis & { [COUNT_VIEW]?: CountView; [CLEAR_PLAIN_PAGES]?: Clear };

/** The app tells the launcher's page cache how to count a view of a page it served. */
export function provideCachedViewCounter(count: CountView): void {
  shared[COUNT_VIEW] = count;
}

export function countCachedView(pathname: string, visitor: CachedViewVisitor): void {
  shared[COUNT_VIEW]?.(pathname, visitor);
}

/** The launcher's page cache registers how to empty pages; the app calls it after writes that change them. */
export function provideClearPlainPages(clear: Clear): void {
  shared[CLEAR_PLAIN_PAGES] = clear;
}

export function clearPlainPages(scope: PageScope): void {
  shared[CLEAR_PLAIN_PAGES]?.(scope);
}
