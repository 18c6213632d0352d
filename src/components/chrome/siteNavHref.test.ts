import { describe, expect, it } from 'vitest';
import { isExternalHref, siteNavHref } from './siteNavHref.ts';

describe('siteNavHref', () => {
  it('keeps site paths and http(s) links', () => {
    expect(siteNavHref('/tags')).toBe('/tags');
    expect(siteNavHref(' https://example.com/docs ')).toBe('https://example.com/docs');
    expect(siteNavHref('http://example.com')).toBe('http://example.com');
  });
  it('drops anything that could run script or leave by a protocol-relative URL', () => {
    expect(siteNavHref('javascript:alert(1)')).toBeNull();
    expect(siteNavHref('//evil.example')).toBeNull();
    expect(siteNavHref('/\\evil.example')).toBeNull();
    expect(siteNavHref('vbscript:msgbox(1)')).toBeNull();
    expect(siteNavHref('data:text/html,hi')).toBeNull();
    expect(siteNavHref('tags')).toBeNull();
  });
  it('tells external links apart', () => {
    expect(isExternalHref('https://example.com')).toBe(true);
    expect(isExternalHref('/about')).toBe(false);
  });
});
