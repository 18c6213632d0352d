import { LOCALE_COOKIE } from '@/i18n/locales.ts';
import { SESSION_COOKIE } from '@/server/auth/sessionCookie.ts';

/**
 * A CDN may keep an anonymous page 10 s and serve it stale for 30 s more while it refetches:
 * a new post reaches signed-out readers within seconds, while a burst of readers costs the origin
 * about one render per page every 10 s. Browsers always revalidate (max-age=0), so Back and reload
 * show current content.
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=30';
/** Anonymous, but the request carries a cookie the page depends on (the language): browsers only. */
export const PERSONAL_PAGE_CACHE_CONTROL = 'private, no-cache';
/** Signed-in pages, errors, redirects and API answers. */
export const UNCACHEABLE = 'private, no-store';

const NEVER_SHARED = /^\/(api|admin|user|install|dev)(\/|$)/;
/** Public profiles live under /user/ beside the member's own pages, but read the same for everyone. */
const PUBLIC_PROFILE = /^\/user\/\d+(\/(articles|fans|followed))?\/?$/;
const COOKIES_THAT_CHANGE_PAGES = [SESSION_COOKIE, LOCALE_COOKIE];

/** Paths whose HTML may be shared between signed-out visitors. */
export function isSharedPagePath(pathname: string): boolean {
  return PUBLIC_PROFILE.test(pathname) || !NEVER_SHARED.test(pathname);
}

/** Whether the request carries something that can change the page (a session, a language choice). */
export function carriesPersonalState(headers: Headers): boolean {
  if (headers.has('authorization')) return true;
  const cookies = headers.get('cookie');
  if (!cookies) return false;
  return cookies
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim())
    .some((name) => name !== undefined && COOKIES_THAT_CHANGE_PAGES.includes(name));
}

export interface PageAnswer {
  method: string;
  pathname: string;
  signedIn: boolean;
  status: number;
  contentType: string | null;
  setsCookie: boolean;
  personalRequest: boolean;
}

/** Whether this answer is the same for every signed-out visitor who sends the same URL and cookies. */
export function isSharedAnswer(answer: PageAnswer): boolean {
  return (
    (answer.method === 'GET' || answer.method === 'HEAD') &&
    !answer.signedIn &&
    answer.status === 200 &&
    !answer.setsCookie &&
    (answer.contentType?.startsWith('text/html') ?? false) &&
    isSharedPagePath(answer.pathname)
  );
}

/** The Cache-Control header for a response the route did not label itself. */
export function cacheControlFor(answer: PageAnswer): string {
  if (!isSharedAnswer(answer)) return UNCACHEABLE;
  return answer.personalRequest ? PERSONAL_PAGE_CACHE_CONTROL : SHARED_PAGE_CACHE_CONTROL;
}
