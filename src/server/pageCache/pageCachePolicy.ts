import { isSharedPage } from './sharedPagePath.ts';
import { pageCacheSeconds } from './pageCacheSettings.ts';

/** A CDN keeps a shared page at least this long, even when this app's own cache is off. */
export const SHARED_PAGE_MIN_SECONDS = 5;
/** How long a proxy, and this app's own page cache, may answer with a stale page while one request refetches it. */
export const STALE_WHILE_REVALIDATE_SECONDS = 30;
/** Per-viewer pages, errors, redirects, API answers: nobody keeps them. */
export const UNCACHEABLE = 'private, no-store';

/**
 * Shared pages are the same for every reader (members included), so a CDN or reverse proxy may keep
 * one copy per URL and language for as long as this app's cache does (a floor when that is off) and
 * serve it STALE_WHILE_REVALIDATE_SECONDS more while it refetches. Browsers always revalidate (max-age=0), so Back and reload
 * show current content.
 */
export function sharedPageCacheControl(seconds: number = pageCacheSeconds()): string {
  const shared = Math.max(seconds, SHARED_PAGE_MIN_SECONDS);
  return `public, max-age=0, s-maxage=${shared}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
}

export interface PageAnswer {
  method: string;
  pathname: string;
  search: string;
  status: number;
  contentType: string | null;
  setsCookie: boolean;
  /** The page rendered for the member who asked (content under review they may see). */
  personal: boolean;
}

/** Whether this answer is the same for every reader who sends the same URL and language. */
export function isSharedAnswer(answer: PageAnswer): boolean {
  return (
    (answer.method === 'GET' || answer.method === 'HEAD') &&
    answer.status === 200 &&
    !answer.setsCookie &&
    !answer.personal &&
    (answer.contentType?.startsWith('text/html') ?? false) &&
    isSharedPage(answer.pathname, answer.search)
  );
}

/** The Cache-Control header for a response the route did not label itself. */
export function cacheControlFor(answer: PageAnswer): string {
  return isSharedAnswer(answer) ? sharedPageCacheControl() : UNCACHEABLE;
}
