import { describe, expect, it } from 'vitest';
import {
  coversPath,
  decodePageScope,
  encodePageScope,
  EVERY_PAGE,
  pageKey,
  pagesUnder,
  pathOfPageKey,
} from './pageScope.ts';

describe('page scopes', () => {
  it('covers a path and everything under it by whole segments, and the home page only by /', () => {
    const scope = pagesUnder(['/', '/moments', '/user/7']);
    expect(coversPath(scope, '/')).toBe(true);
    expect(coversPath(scope, '/moments')).toBe(true);
    expect(coversPath(scope, '/moments/node/3')).toBe(true);
    expect(coversPath(scope, '/user/7/fans')).toBe(true);
    expect(coversPath(scope, '/user/71')).toBe(false);
    expect(coversPath(scope, '/momentsx')).toBe(false);
    expect(coversPath(scope, '/articles')).toBe(false);
    expect(coversPath(EVERY_PAGE, '/anything')).toBe(true);
  });

  it('finds the path in a cache key', () => {
    expect(pathOfPageKey(pageKey('/moment/5', 'en-US http://h/moment/5?x=1'))).toBe('/moment/5');
  });

  it('travels between processes and reads anything unknown as every page', () => {
    const scope = pagesUnder(['/', '/moment/5']);
    expect(decodePageScope(encodePageScope(scope))).toEqual(scope);
    expect(decodePageScope(encodePageScope(EVERY_PAGE))).toEqual(EVERY_PAGE);
    expect(decodePageScope('1732590000000')).toEqual(EVERY_PAGE);
    expect(decodePageScope('{"paths":["relative"]}')).toEqual(EVERY_PAGE);
    expect(decodePageScope('not json')).toEqual(EVERY_PAGE);
  });
});
