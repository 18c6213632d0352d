import type { APIResponse } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { PERMISSIONS_POLICY } from '../src/server/http/securityHeaders.ts';
import { directiveSources } from './support/cspWatch.ts';

// Every kind of response carries the security headers: pages, errors, redirects, API answers,
// refusals, files from disk and uploads (decision 021). HSTS: see security-headers.system.spec.ts.

function expectSecurityHeaders(response: APIResponse, what: string): void {
  const headers = response.headers();
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toBe(PERMISSIONS_POLICY);
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  const policy = headers['content-security-policy'] ?? '';
  // Uploads keep their own sandboxing policy; everything else forbids being framed.
  if (!policy.includes('sandbox'))
    expect(directiveSources(policy, 'frame-ancestors'), what).toEqual(["'none'"]);
  expect(directiveSources(policy, 'script-src'), what).not.toContain("'unsafe-inline'");
  // Plain HTTP without a trusted proxy saying otherwise: no HSTS.
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

test('pages, errors, redirects, API answers and files all carry the security headers', async ({
  request,
}) => {
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  expectSecurityHeaders(home, 'home page');
  expect(directiveSources(home.headers()['content-security-policy'] ?? '', 'script-src')).toContain("'self'");
  expect(
    directiveSources(home.headers()['content-security-policy'] ?? '', 'img-src'),
    'images come from this site only, never another host (decision 025)',
  ).toEqual(["'self'", 'data:', 'blob:']);

  const html = await home.text();
  const asset = /<script[^>]+src="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset, 'the home page loads a script file').toBeDefined();

  const cases: Array<[string, () => Promise<APIResponse>, number]> = [
    ['404 page', () => request.get('/no-such-page-here'), 404],
    ['login redirect', () => request.get('/user/favorites', { maxRedirects: 0 }), 302],
    ['API answer', () => request.get('/api/config/configs'), 200],
    ['API 404', () => request.get('/api/no-such-endpoint'), 404],
    ['API refusal', () => request.get('/api/user/msg_recent'), 401],
    [
      'cross-site refusal',
      () => request.post('/api/moment/create', { data: {}, headers: { 'sec-fetch-site': 'cross-site' } }),
      403,
    ],
    ['missing upload', () => request.get('/uploads/2020/01/00000000000000000000000000000000.png'), 404],
    ['robots.txt', () => request.get('/robots.txt'), 200],
    ['sitemap', () => request.get('/sitemap.xml'), 200],
    ['icon file', () => request.get('/favicon.svg'), 200],
    ['script file', () => request.get(asset ?? '/'), 200],
  ];
  for (const [what, send, status] of cases) {
    const response = await send();
    expect(response.status(), what).toBe(status);
    expectSecurityHeaders(response, what);
  }
});

test('the policy is the same for every visitor, so anonymous pages can be cached', async ({
  request,
  owner: other,
}) => {
  for (const path of ['/', '/moments', '/articles', '/user/signin']) {
    const anonymous = (await request.get(path)).headers()['content-security-policy'];
    const again = (await request.get(path)).headers()['content-security-policy'];
    const member = (await other.get(path)).headers()['content-security-policy'];
    expect(again, path).toBe(anonymous);
    expect(member, path).toBe(anonymous);
    expect(anonymous, path).not.toMatch(/nonce-/);
  }
});
