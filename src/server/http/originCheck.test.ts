import { describe, expect, it } from 'vitest';
import { isCrossSiteMutation, isCrossSiteRequest } from './originCheck.ts';

const url = new URL('http://forum.test/api/login/signout');
const request = (method: string, headers: Record<string, string>) =>
  new Request(url, { method, headers: { host: 'forum.test', ...headers } });

describe('isCrossSiteMutation', () => {
  it('lets reads through', () => {
    expect(isCrossSiteMutation(request('GET', { origin: 'http://evil.test' }), url)).toBe(false);
  });

  it('refuses a post from another origin or site', () => {
    expect(isCrossSiteMutation(request('POST', { origin: 'http://evil.test' }), url)).toBe(true);
    expect(isCrossSiteMutation(request('POST', { 'sec-fetch-site': 'cross-site' }), url)).toBe(true);
    expect(isCrossSiteMutation(request('POST', { 'sec-fetch-site': 'same-site' }), url)).toBe(true);
  });

  it('accepts our own origin, bearer clients and header-less clients', () => {
    expect(
      isCrossSiteMutation(
        request('POST', { origin: 'http://forum.test', 'sec-fetch-site': 'same-origin' }),
        url,
      ),
    ).toBe(false);
    expect(
      isCrossSiteMutation(request('POST', { origin: 'http://evil.test', authorization: 'Bearer abc' }), url),
    ).toBe(false);
    expect(isCrossSiteMutation(request('POST', {}), url)).toBe(false);
  });

  it('lets exactly the one-click unsubscribe POST through from a mail client’s origin (RFC 8058)', () => {
    const fromMail = { origin: 'https://mail.example', 'sec-fetch-site': 'cross-site' };
    const unsubscribe = new URL('http://forum.test/unsubscribe?u=1&t=all&s=x');
    expect(
      isCrossSiteMutation(new Request(unsubscribe, { method: 'POST', headers: fromMail }), unsubscribe),
    ).toBe(false);
    for (const path of ['/unsubscribe/more', '/api/unsubscribe', '/unsubscribe.json']) {
      const other = new URL(`http://forum.test${path}`);
      expect(
        isCrossSiteMutation(new Request(other, { method: 'POST', headers: fromMail }), other),
        path,
      ).toBe(true);
    }
  });
});

describe('isCrossSiteRequest', () => {
  it('refuses a read another site started, by Sec-Fetch-Site, Origin or Referer', () => {
    expect(isCrossSiteRequest(request('GET', { 'sec-fetch-site': 'cross-site' }), url)).toBe(true);
    expect(isCrossSiteRequest(request('GET', { 'sec-fetch-site': 'same-site' }), url)).toBe(true);
    expect(isCrossSiteRequest(request('GET', { origin: 'http://evil.test' }), url)).toBe(true);
    expect(isCrossSiteRequest(request('GET', { referer: 'http://evil.test/page' }), url)).toBe(true);
    expect(isCrossSiteRequest(request('GET', { referer: 'http://forum.test:8080/' }), url)).toBe(true);
  });

  it('accepts our own pages, a typed address, bearer and header-less clients', () => {
    expect(isCrossSiteRequest(request('GET', { 'sec-fetch-site': 'same-origin' }), url)).toBe(false);
    expect(isCrossSiteRequest(request('GET', { 'sec-fetch-site': 'none' }), url)).toBe(false);
    expect(isCrossSiteRequest(request('GET', { referer: 'http://forum.test/about' }), url)).toBe(false);
    expect(
      isCrossSiteRequest(request('GET', { 'sec-fetch-site': 'cross-site', authorization: 'Bearer x' }), url),
    ).toBe(false);
    expect(isCrossSiteRequest(request('GET', {}), url)).toBe(false);
  });
});
