import { describe, expect, it } from 'vitest';
import { homepageHref, homepageLabel } from './homepageHref.ts';

describe('homepageHref', () => {
  it('links http and https addresses', () => {
    expect(homepageHref('https://example.com/me')).toBe('https://example.com/me');
    expect(homepageHref(' http://example.com ')).toBe('http://example.com/');
  });

  it('links nothing else', () => {
    for (const value of [
      '',
      '   ',
      null,
      undefined,
      'javascript:alert(1)',
      'ftp://x.test',
      'example.com',
      'data:text/html,x',
    ]) {
      expect(homepageHref(value)).toBeUndefined();
    }
  });

  it('labels without the scheme', () => {
    expect(homepageLabel('https://example.com/')).toBe('example.com');
    expect(homepageLabel('http://example.com/a/')).toBe('example.com/a');
  });
});
