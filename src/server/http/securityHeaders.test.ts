import { describe, expect, it } from 'vitest';
import { applySecurityHeaders } from './securityHeaders.ts';
import { isForwardedHttps, isHttpsRequest } from './securityRequestScheme.ts';
import { FALLBACK_PAGE_POLICY, NON_PAGE_POLICY } from './securityPolicy.ts';

describe('applySecurityHeaders', () => {
  it('sets every header and a policy under which nothing runs when none is set', () => {
    const headers = new Headers();
    applySecurityHeaders(headers, { https: false });
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('permissions-policy')).toContain('camera=()');
    expect(headers.get('permissions-policy')).toContain('geolocation=()');
    expect(headers.get('content-security-policy')).toBe(NON_PAGE_POLICY);
    expect(headers.has('strict-transport-security')).toBe(false);
  });

  it('gives HTML without a policy the page directives, never inline scripts', () => {
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
    applySecurityHeaders(headers, { https: false });
    const policy = headers.get('content-security-policy') ?? '';
    expect(policy).toBe(FALLBACK_PAGE_POLICY);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it("keeps a page's own policy and adds HSTS for one year over HTTPS", () => {
    const headers = new Headers({ 'content-security-policy': "script-src 'self'" });
    applySecurityHeaders(headers, { https: true });
    expect(headers.get('content-security-policy')).toBe("script-src 'self'");
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000');
  });
});

describe('isHttpsRequest', () => {
  const plain = new URL('http://forum.test/');
  const forwarded = (proto: string) => new Request(plain, { headers: { 'x-forwarded-proto': proto } });

  it('believes the connection itself', () => {
    expect(isHttpsRequest(new Request('https://forum.test/'), new URL('https://forum.test/'), false)).toBe(
      true,
    );
    expect(isHttpsRequest(new Request(plain), plain, true)).toBe(false);
  });

  it('believes X-Forwarded-Proto only from a trusted proxy, first hop first', () => {
    expect(isHttpsRequest(forwarded('https'), plain, true)).toBe(true);
    expect(isHttpsRequest(forwarded('HTTPS, http'), plain, true)).toBe(true);
    expect(isHttpsRequest(forwarded('http, https'), plain, true)).toBe(false);
    expect(isHttpsRequest(forwarded('https'), plain, false)).toBe(false);
  });
});

describe('isForwardedHttps', () => {
  it("reads a Node request's header as well: none means the proxy said nothing", () => {
    expect(isForwardedHttps(undefined, true)).toBe(false);
    expect(isForwardedHttps('https', true)).toBe(true);
    expect(isForwardedHttps('https', false)).toBe(false);
  });
});
