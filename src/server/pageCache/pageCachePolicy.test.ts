import { describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  SHARED_PAGE_MIN_SECONDS,
  sharedPageCacheControl,
  UNCACHEABLE,
  type PageAnswer,
} from './pageCachePolicy.ts';

const sharedPage: PageAnswer = {
  method: 'GET',
  pathname: '/moments',
  search: '',
  status: 200,
  contentType: 'text/html; charset=utf-8',
  setsCookie: false,
  personal: false,
};

describe('page cache policy', () => {
  it('lets shared caches keep shared pages as long as the app does and browsers always revalidate', () => {
    expect(sharedPageCacheControl(30)).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
    expect(cacheControlFor(sharedPage)).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=30$/,
    );
    expect(cacheControlFor({ ...sharedPage, method: 'HEAD' })).toBe(cacheControlFor(sharedPage));
  });

  it('keeps a floor for CDNs when the app caches nothing itself', () => {
    expect(sharedPageCacheControl(0)).toBe(
      `public, max-age=0, s-maxage=${SHARED_PAGE_MIN_SECONDS}, stale-while-revalidate=30`,
    );
  });

  it('labels every shared page public, whatever the query', () => {
    for (const [pathname, search] of [
      ['/', ''],
      ['/moments', '?tab=new&cursor=abc'],
      ['/moment/5', ''],
      ['/article/5', ''],
      ['/user/7/fans', ''],
      ['/search', '?q=x'],
    ] as const) {
      expect(cacheControlFor({ ...sharedPage, pathname, search }), pathname).toMatch(/^public/);
    }
  });

  it('never shares personal renders, errors, redirects, cookies being set, writes, JSON or per-viewer pages', () => {
    for (const answer of [
      { personal: true },
      { status: 404 },
      { status: 302 },
      { status: 500 },
      { setsCookie: true },
      { method: 'POST' },
      { contentType: 'application/json' },
      { contentType: null },
      { pathname: '/api/moment/list' },
      { pathname: '/admin' },
      { pathname: '/user/messages' },
      { pathname: '/user/profile' },
      { pathname: '/moment/create' },
      { pathname: '/moments', search: '?tab=following' },
      { pathname: '/install' },
      { pathname: '/dev/editor' },
    ]) {
      expect(cacheControlFor({ ...sharedPage, ...answer }), JSON.stringify(answer)).toBe(UNCACHEABLE);
    }
  });
});
