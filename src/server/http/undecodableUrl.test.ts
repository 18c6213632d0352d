import { describe, expect, it } from 'vitest';
import { repairUndecodableUrl } from './undecodableUrl.ts';

describe('repairUndecodableUrl', () => {
  it.each(['/', '/moments?cursor=abc', '/search?q=%E4%B8%AD%E6%96%87', '/tags/c%2B%2B', '/a%20b?x=%25'])(
    'leaves %s unchanged: it decodes',
    (url) => {
      expect(repairUndecodableUrl(url)).toBe(url);
    },
  );

  it.each([
    ['/api/search?q=%', '/api/search?q=%25'],
    ['/api/search?q=100%', '/api/search?q=100%25'],
    ['/tags/%zz', '/tags/%25zz'],
    ['/api/search?q=%FF', '/api/search?q=%25FF'],
    ['/api/search?q=%E4%B8', '/api/search?q=%25E4%25B8'],
    // A run of escapes that fails as a whole becomes text as a whole.
    ['/search?q=%E4%B8%AD%FF&node=%', '/search?q=%25E4%25B8%25AD%25FF&node=%25'],
  ])('turns the escapes of %s that do not decode into text', (url, repaired) => {
    expect(repairUndecodableUrl(url)).toBe(repaired);
    expect(() => decodeURI(repaired)).not.toThrow();
  });

  it('keeps the escapes around a broken one that do decode', () => {
    const repaired = repairUndecodableUrl('/search?q=%E4%B8%AD&x=%C3');
    expect(repaired).toBe('/search?q=%E4%B8%AD&x=%25C3');
    expect(new URL(repaired, 'http://plaza').searchParams.get('q')).toBe('中');
    expect(new URL(repaired, 'http://plaza').searchParams.get('x')).toBe('%C3');
  });
});
