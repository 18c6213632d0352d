import { describe, expect, it } from 'vitest';
import { REDIRECT_URL_MAX_LENGTH, redirectTarget } from './redirectTarget.ts';

describe('redirectTarget', () => {
  it('accepts complete http(s) addresses, normalized', () => {
    expect(redirectTarget('https://example.com/a?b=1#c')).toEqual({
      ok: true,
      url: 'https://example.com/a?b=1#c',
    });
    expect(redirectTarget('  HTTP://Example.COM  ')).toEqual({ ok: true, url: 'http://example.com/' });
    expect(redirectTarget('https://例子.测试/路径')).toEqual({
      ok: true,
      url: 'https://xn--fsqu00a.xn--0zwm56d/%E8%B7%AF%E5%BE%84',
    });
  });
  it('reports a missing address', () => {
    for (const value of [null, undefined, '', '   ']) {
      expect(redirectTarget(value)).toEqual({ ok: false, reason: 'missing' });
    }
  });
  it('refuses other schemes, relative and malformed addresses', () => {
    for (const value of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.com/file',
      'mailto:a@example.com',
      'vbscript:msgbox',
      '/moment/1',
      '//example.com',
      'example.com',
      'https:example.com',
      'https://',
      'http://exa mple.com',
      'https://user:pass@example.com',
      'https://bank.example@evil.example',
      'http://[::1',
    ]) {
      expect(redirectTarget(value), value).toEqual({ ok: false, reason: 'invalid' });
    }
  });
  it('refuses over-long addresses', () => {
    const long = `https://example.com/${'a'.repeat(REDIRECT_URL_MAX_LENGTH)}`;
    expect(redirectTarget(long)).toEqual({ ok: false, reason: 'invalid' });
    const fits = `https://example.com/${'a'.repeat(REDIRECT_URL_MAX_LENGTH - 20)}`;
    expect(redirectTarget(fits).ok).toBe(true);
  });
});
