import { describe, expect, it } from 'vitest';
import { isAllowedLinkHref } from './linkSchemes.ts';

describe('isAllowedLinkHref', () => {
  it.each([
    'https://example.com',
    'http://example.com/a?b#c',
    'ftp://files.example.com',
    'ftps://files.example.com',
    'mailto:a@example.com',
    'tel:+123',
    'callto:someone',
    'sms:+123',
    'cid:part1',
    'xmpp:a@example.com',
    '/moments',
    '#top',
    '?page=2',
    'HTTPS://EXAMPLE.COM',
  ])('allows %s', (href) => expect(isAllowedLinkHref(href)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\nscript:alert(1)',
    ' javascript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '',
    '   ',
  ])('refuses %j', (href) => expect(isAllowedLinkHref(href)).toBe(false));

  it('accepts registered extra schemes', () => {
    expect(isAllowedLinkHref('magnet:?xt=urn:btih:abc')).toBe(false);
    expect(isAllowedLinkHref('magnet:?xt=urn:btih:abc', ['magnet'])).toBe(true);
  });
});
