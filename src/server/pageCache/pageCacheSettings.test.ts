import { describe, expect, it } from 'vitest';
import { PAGE_CACHE_DEFAULT_SECONDS, pageCacheSeconds } from './pageCacheSettings.ts';

describe('PAGE_CACHE_SECONDS', () => {
  it('is on for a few seconds unless set, off at 0, and accepts whole seconds up to a minute', () => {
    expect(PAGE_CACHE_DEFAULT_SECONDS).toBe(5);
    expect(pageCacheSeconds({})).toBe(PAGE_CACHE_DEFAULT_SECONDS);
    expect(pageCacheSeconds({ PAGE_CACHE_SECONDS: ' ' })).toBe(PAGE_CACHE_DEFAULT_SECONDS);
    expect(pageCacheSeconds({ PAGE_CACHE_SECONDS: '0' })).toBe(0);
    expect(pageCacheSeconds({ PAGE_CACHE_SECONDS: '3' })).toBe(3);
    expect(pageCacheSeconds({ PAGE_CACHE_SECONDS: '60' })).toBe(60);
  });

  it('refuses anything else with a message naming the variable', () => {
    for (const value of ['-1', '1.5', '61', 'soon']) {
      expect(() => pageCacheSeconds({ PAGE_CACHE_SECONDS: value }), value).toThrow(/PAGE_CACHE_SECONDS/);
    }
  });
});
