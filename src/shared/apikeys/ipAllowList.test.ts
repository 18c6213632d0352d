import { describe, expect, it } from 'vitest';
import { allowListEntries, invalidAllowListEntries, ipAllowed } from './ipAllowList.ts';

describe('API key allow lists', () => {
  it('reads entries separated by lines, commas or spaces', () => {
    expect(allowListEntries(' 203.0.113.0/24\n2001:db8::/32, 198.51.100.7  ')).toEqual([
      '203.0.113.0/24',
      '2001:db8::/32',
      '198.51.100.7',
    ]);
    expect(allowListEntries('  \n ')).toEqual([]);
  });

  it('names the entries that are neither addresses nor ranges', () => {
    expect(invalidAllowListEntries(['10.0.0.0/8', 'example.com', '1.2.3.4/33'])).toEqual([
      'example.com',
      '1.2.3.4/33',
    ]);
  });

  it('allows any address with an empty list, else only addresses in a range', () => {
    expect(ipAllowed('8.8.8.8', [])).toBe(true);
    expect(ipAllowed('203.0.113.9', ['203.0.113.0/24'])).toBe(true);
    expect(ipAllowed('::ffff:203.0.113.9', ['203.0.113.0/24'])).toBe(true);
    expect(ipAllowed('203.0.114.9', ['203.0.113.0/24'])).toBe(false);
    expect(ipAllowed('2001:db8::5', ['10.0.0.0/8', '2001:db8::/32'])).toBe(true);
    expect(ipAllowed('', ['10.0.0.0/8'])).toBe(false);
  });
});
