import { describe, expect, it } from 'vitest';
import { nextPageHref } from './nextPageHref.ts';

describe('nextPageHref', () => {
  it('keeps the path, replaces the cursor and drops other parameters', () => {
    const url = new URL('http://x.test/articles/tag/3?cursor=old&utm=1');
    expect(nextPageHref(url, { cursor: 'abc', hasMore: true })).toBe('/articles/tag/3?cursor=abc');
  });

  it('is empty on the last page', () => {
    expect(nextPageHref(new URL('http://x.test/articles'), { cursor: '', hasMore: false })).toBe('');
  });
});
