import { describe, expect, it } from 'vitest';
import { nextPageHref } from './nextPageHref.ts';

describe('nextPageHref', () => {
  it('keeps the query and replaces the cursor', () => {
    const url = new URL('http://plaza.test/moments?tab=recommended&cursor=old');
    expect(nextPageHref(url, { cursor: 'new', hasMore: true })).toBe('/moments?tab=recommended&cursor=new');
  });
  it('can point at another path', () => {
    const url = new URL('http://plaza.test/');
    expect(nextPageHref(url, { cursor: 'c', hasMore: true }, '/moments')).toBe('/moments?cursor=c');
  });
  it('is empty on the last page', () => {
    const url = new URL('http://plaza.test/moments');
    expect(nextPageHref(url, { cursor: '', hasMore: false })).toBe('');
  });
});
