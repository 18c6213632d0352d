import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { createMoment } from './support/content.ts';
import { expect, test } from './support/fixtures.ts';
import { signInWith } from './support/members.ts';
import { E2E_ADMIN, E2E_SERVERS } from './support/servers.ts';

// Shared pages are rendered for nobody: every reader (signed out or a member) gets the same HTML
// for a URL and language, labelled so that a CDN may keep it; per-viewer pages (the user centre,
// admin, the following feed), errors and API answers are private. The in-process caches and their
// invalidation by path are proven in two-processes.system.spec.ts (they are off on these servers).

const SHARED = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/;
const PUBLIC_PAGES = ['/', '/moments', '/articles', '/tags', '/links', '/about'];
const USER_AGENT = 'Plaza anonymous cache spec';

async function anonymousClient(playwright: PlaywrightWorkerArgs['playwright']): Promise<APIRequestContext> {
  return playwright.request.newContext({ baseURL: E2E_SERVERS.main.url, userAgent: USER_AGENT });
}

let momentPath: string;

async function memberClient(playwright: PlaywrightWorkerArgs['playwright']): Promise<APIRequestContext> {
  const member = await anonymousClient(playwright);
  await signInWith(member, E2E_ADMIN.username, E2E_ADMIN.password);
  return member;
}

test.beforeAll(async ({ accounts }) => {
  const owner = await accounts.owner();
  const id = await createMoment(owner, {
    title: `Cacheable moment ${Date.now()}`,
    content: '<p>The same for everyone</p>',
  });
  momentPath = `/moment/${id}`;
});

test('shared pages may be kept by shared caches for every reader, varying on compression only', async ({
  request,
  playwright,
}) => {
  const member = await memberClient(playwright);
  for (const client of [request, member]) {
    for (const path of [...PUBLIC_PAGES, momentPath]) {
      const response = await client.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toMatch(SHARED);
      expect(response.headers()['vary'], path).toMatch(/accept-encoding/i);
      expect(response.headers()['vary'], path).not.toMatch(/cookie/i);
    }
  }
  const head = await request.head('/moments');
  expect(head.headers()['cache-control']).toMatch(SHARED);
  await member.dispose();
});

test('a language cookie keeps the page shared: the language is part of the key', async ({ playwright }) => {
  const client = await anonymousClient(playwright);
  const response = await client.get('/moments', { headers: { cookie: 'locale=zh-CN' } });
  expect(response.headers()['cache-control']).toMatch(SHARED);
  expect(await response.text()).toContain('lang="zh-CN"');
  await client.dispose();
});

test('per-viewer pages, private areas, errors and API answers are never stored', async ({
  playwright,
  request,
}) => {
  for (const path of [
    '/user/signin',
    '/admin',
    '/this-page-does-not-exist',
    '/api/config/configs',
    '/api/user/current',
    '/api/nothing-here',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    // API envelopes may already say no-store themselves; pages get the full private label.
    expect(response.headers()['cache-control'], `${path} (${response.status()})`).toMatch(
      path.startsWith('/api/') ? /(^|, )no-store/ : /^private, no-store$/,
    );
  }
  const member = await memberClient(playwright);
  for (const path of [
    '/user/profile',
    '/user/messages',
    '/moments?tab=following',
    '/moment/create',
    '/admin',
  ]) {
    const response = await member.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    // Some of these pages say no-store themselves; none may be public.
    expect(response.headers()['cache-control'], path).toMatch(/(^|, )no-store/);
    expect(response.headers()['cache-control'], path).not.toMatch(/public/);
    expect(response.headers()['vary'], path).toMatch(/cookie/i);
  }
  await member.dispose();
});

test('a staff member in two sessions and a signed-out visitor get byte-identical HTML', async ({
  playwright,
}) => {
  // Rendered each time (no cache on this server): the bytes are the same because nobody's page
  // depends on who reads it. Each member's first view of the moment counts and changes its count,
  // which the retries below absorb.
  const clients = [
    await memberClient(playwright),
    await memberClient(playwright),
    await anonymousClient(playwright),
  ];
  // Other specs write to this server at the same time: a pair may straddle one of their writes,
  // so a page passes when some back-to-back pair matches; anything per request never would.
  for (const path of [...PUBLIC_PAGES, momentPath]) {
    let matched = false;
    let difference = '';
    for (let attempt = 0; attempt < 4 && !matched; attempt++) {
      const [first, ...others] = await Promise.all(
        clients.map(async (client) => (await client.get(path)).body()),
      );
      const different = others.find((other) => !first!.equals(other));
      matched = different === undefined;
      if (different) difference = firstDifference(first!.toString(), different.toString());
    }
    expect(matched, `${path} differs between readers: ${difference}`).toBe(true);
  }
  await Promise.all(clients.map((client) => client.dispose()));
});

function firstDifference(a: string, b: string): string {
  let index = 0;
  while (index < a.length && a[index] === b[index]) index++;
  return `…${a.slice(Math.max(0, index - 80), index + 80)}… vs …${b.slice(Math.max(0, index - 80), index + 80)}…`;
}
