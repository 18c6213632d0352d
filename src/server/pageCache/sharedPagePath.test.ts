import { describe, expect, it } from 'vitest';
import { isSharedPage } from './sharedPagePath.ts';
import { SHARED_PAGE_PATHS } from '../../../tests/fixtures/sharedPagePaths.ts';

describe('shared page paths', () => {
  it('covers the public pages: home, lists, details, tags, links, search, about, terms and profiles', () => {
    for (const path of SHARED_PAGE_PATHS) {
      expect(isSharedPage(path), path).toBe(true);
    }
    expect(isSharedPage('/moments', '?tab=hot&cursor=x')).toBe(true);
  });

  it('leaves the user centre, sign-in, admin, API, install, dev, composers and files per viewer', () => {
    for (const path of [
      '/user/profile',
      '/user/profile/security',
      '/user/account',
      '/user/messages',
      '/user/favorites',
      '/user/drafts',
      '/user/blocks',
      '/user/scores',
      '/user/trust',
      '/user/notifications',
      '/unsubscribe',
      '/user/signin',
      '/user/signup',
      '/user/7/messages',
      '/admin',
      '/admin/users/7',
      '/api/moment/list',
      '/install',
      '/dev/editor',
      '/moment/create',
      '/moment/edit/5',
      '/article/create',
      '/article/edit/5',
      '/redirect',
      '/uploads/a.png',
      '/rss/moments.xml',
      '/sitemap.xml',
      '/moments-feed',
      '/momentsx',
      '/404',
    ]) {
      expect(isSharedPage(path), path).toBe(false);
    }
  });

  it('keeps the following feed, which lists what the viewer follows, per viewer', () => {
    expect(isSharedPage('/moments', '?tab=following')).toBe(false);
    expect(isSharedPage('/moments', '?cursor=x&tab=following')).toBe(false);
    expect(isSharedPage('/moments', '?tab=new')).toBe(true);
  });
});
