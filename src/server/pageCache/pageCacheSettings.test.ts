import { describe, expect, it } from 'vitest';
import { pageCacheSeconds } from './pageCacheSettings.ts';

describe('PAGE_CACHE_SECONDS', () => {
  it('is off unless set, and accepts whole seconds up to a minute', () => {
    expect(pageCacheSeconds({})).toBe(0);
    expect(pageCacheSeconds({ PAGE_CACHE_SECONDS: '' })).toBe(0);
    expect(pageCacheSeconds({ PAGE_CACHE_SECONDS: '3' })).toBe(3);
    expect(pageCacheSeconds({ PAGE_CACHE_SECONDS: '60' })).toBe(60);
  });

  it('refuses anything else with a message naming the variable', () => {
    for (const value of ['-1', '1.5', '61', 'soon']) {
      expect(() => pageCacheSeconds({ PAGE_CACHE_SECONDS: value }), value).toThrow(/PAGE_CACHE_SECONDS/);
    }
  });
});
