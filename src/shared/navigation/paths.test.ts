import { describe, expect, it } from 'vitest';
import { isLoginRequired, safeRedirectPath, signinPath } from './paths.ts';

describe('safeRedirectPath', () => {
  it('keeps paths on this site with their query and hash', () => {
    expect(safeRedirectPath('/user/profile')).toBe('/user/profile');
    expect(safeRedirectPath('/moments?cursor=abc#top')).toBe('/moments?cursor=abc#top');
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'evil.example',
    '/%0d%0aLocation:x',
    ' //evil.example',
    '/\tjavascript',
    '',
  ])('refuses %j', (value) => {
    const result = safeRedirectPath(value);
    expect(result.startsWith('/')).toBe(true);
    expect(result.startsWith('//')).toBe(false);
    expect(new URL(result, 'http://plaza.test').origin).toBe('http://plaza.test');
  });

  it('falls back for non-strings', () => {
    expect(safeRedirectPath(undefined, '/home')).toBe('/home');
    expect(safeRedirectPath(42)).toBe('/');
  });
});

describe('isLoginRequired', () => {
  it.each([
    '/moment/create',
    '/moment/edit/12',
    '/article/create',
    '/article/edit/3',
    '/user/scores',
    '/user/trust',
    '/user/messages',
    '/user/favorites',
    '/user/drafts',
    '/user/conversations',
    '/user/conversations/new',
    '/user/conversations/12',
    '/user/watching',
    '/user/blocks',
    '/user/notifications',
    '/user/profile',
    '/user/profile/account',
    '/user/account',
    '/admin',
    '/admin/users',
  ])('guards %s', (path) => expect(isLoginRequired(path)).toBe(true));

  it.each(['/', '/moments', '/moment/12', '/user/12', '/user/signin', '/user/profiles', '/administrator'])(
    'leaves %s public',
    (path) => expect(isLoginRequired(path)).toBe(false),
  );
});

describe('signinPath', () => {
  it('encodes the current path as the redirect', () => {
    expect(signinPath('/user/messages?x=1')).toBe('/user/signin?redirect=%2Fuser%2Fmessages%3Fx%3D1');
  });
});
