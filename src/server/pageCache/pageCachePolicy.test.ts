import { describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  carriesPersonalState,
  isSharedPagePath,
  PERSONAL_PAGE_CACHE_CONTROL,
  SHARED_PAGE_CACHE_CONTROL,
  UNCACHEABLE,
  type PageAnswer,
} from './pageCachePolicy.ts';

const anonymousPage: PageAnswer = {
  method: 'GET',
  pathname: '/moments',
  signedIn: false,
  status: 200,
  contentType: 'text/html; charset=utf-8',
  setsCookie: false,
  personalRequest: false,
};

describe('page cache policy', () => {
  it('lets shared caches keep anonymous pages briefly and browsers always revalidate', () => {
    expect(cacheControlFor(anonymousPage)).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(SHARED_PAGE_CACHE_CONTROL).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(cacheControlFor({ ...anonymousPage, method: 'HEAD' })).toBe(SHARED_PAGE_CACHE_CONTROL);
  });

  it('keeps a page private when the request carries a session or a language cookie', () => {
    expect(cacheControlFor({ ...anonymousPage, personalRequest: true })).toBe(PERSONAL_PAGE_CACHE_CONTROL);
    expect(carriesPersonalState(new Headers({ cookie: 'locale=zh-CN' }))).toBe(true);
    expect(carriesPersonalState(new Headers({ cookie: 'a=1; token=abc' }))).toBe(true);
    expect(carriesPersonalState(new Headers({ authorization: 'Bearer abc' }))).toBe(true);
    expect(carriesPersonalState(new Headers({ cookie: 'tokenish=1; _ga=2' }))).toBe(false);
    expect(carriesPersonalState(new Headers())).toBe(false);
  });

  it('never shares signed-in pages, errors, redirects, cookies being set, writes, JSON or private areas', () => {
    for (const answer of [
      { signedIn: true },
      { status: 404 },
      { status: 302 },
      { status: 500 },
      { setsCookie: true },
      { method: 'POST' },
      { contentType: 'application/json' },
      { contentType: null },
      { pathname: '/api/moment/list' },
      { pathname: '/admin' },
      { pathname: '/admin/users' },
      { pathname: '/user/messages' },
      { pathname: '/user/profile' },
      { pathname: '/install' },
      { pathname: '/dev/editor' },
    ]) {
      expect(cacheControlFor({ ...anonymousPage, ...answer }), JSON.stringify(answer)).toBe(UNCACHEABLE);
    }
  });

  it('tells shared page paths from private areas by whole segments', () => {
    expect(isSharedPagePath('/')).toBe(true);
    expect(isSharedPagePath('/moments')).toBe(true);
    expect(isSharedPagePath('/users-guide')).toBe(true);
    expect(isSharedPagePath('/api')).toBe(false);
    expect(isSharedPagePath('/user')).toBe(false);
    expect(isSharedPagePath('/user/7')).toBe(true);
    expect(isSharedPagePath('/user/7/fans')).toBe(true);
    expect(isSharedPagePath('/user/7/messages')).toBe(false);
    expect(isSharedPagePath('/user/favorites')).toBe(false);
  });
});
