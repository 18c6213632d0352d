import { describe, expect, it } from 'vitest';
import { searchHref } from './searchHref.ts';

describe('searchHref', () => {
  it('is plain /search for the defaults', () => {
    expect(searchHref({ q: '', type: 'moment', time: 'all' })).toBe('/search');
  });

  it('keeps the query, a non-default type and time, and encodes them', () => {
    expect(searchHref({ q: '中文 go&js', type: 'article', time: 'week' })).toBe(
      '/search?q=%E4%B8%AD%E6%96%87+go%26js&type=article&time=week',
    );
  });

  it('keeps the node only for moments', () => {
    expect(searchHref({ q: 'go', type: 'moment', time: 'all', nodeId: 3 })).toBe('/search?q=go&nodeId=3');
    expect(searchHref({ q: 'go', type: 'user', time: 'all', nodeId: 3 })).toBe('/search?q=go&type=user');
  });
});
