import { expect, test, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { E2E_ADMIN, E2E_SERVERS } from './support/servers.ts';

// Signed-out readers all get the same HTML, labelled so that a CDN may keep it for a few seconds;
// everything personal (a session, a language choice, private areas, errors, API answers) is private.
// The in-process micro-cache and its invalidation are proven in two-processes.system.spec.ts.

const SHARED = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/;
const PUBLIC_PAGES = ['/', '/moments', '/articles', '/tags', '/links', '/about'];
const USER_AGENT = 'Plaza anonymous cache spec';

async function anonymousClient(playwright: PlaywrightWorkerArgs['playwright']): Promise<APIRequestContext> {
  return playwright.request.newContext({ baseURL: E2E_SERVERS.main.url, userAgent: USER_AGENT });
}

let momentPath: string;

test.beforeAll(async ({ playwright }) => {
  const admin = await playwright.request.newContext({ baseURL: E2E_SERVERS.main.url });
  const signIn = await admin.post('/api/login/signin', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(signIn.ok()).toBe(true);
  const created = await admin.post('/api/moment/create', {
    data: { type: 0, title: `Cacheable moment ${Date.now()}`, content: '<p>The same for everyone</p>' },
  });
  const body = await created.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  momentPath = `/moment/${body.data.id}`;
  await admin.dispose();
});

test('signed-out pages may be kept by shared caches, varying on cookies', async ({ request }) => {
  for (const path of [...PUBLIC_PAGES, momentPath]) {
    const response = await request.get(path, { headers: { cookie: '' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toMatch(SHARED);
    expect(response.headers()['vary'], path).toMatch(/cookie/i);
  }
  const head = await request.head('/moments');
  expect(head.headers()['cache-control']).toMatch(SHARED);
});

test('a language cookie keeps the page in the browser only', async ({ playwright }) => {
  const client = await anonymousClient(playwright);
  const response = await client.get('/moments', { headers: { cookie: 'locale=zh-CN' } });
  expect(response.headers()['cache-control']).toBe('private, no-cache');
  expect(response.headers()['vary']).toMatch(/cookie/i);
  await client.dispose();
});

test('signed-in pages, private areas, errors and API answers are never stored', async ({
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
  const member = await playwright.request.newContext({ baseURL: E2E_SERVERS.main.url });
  expect(
    (
      await member.post('/api/login/signin', {
        data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
      })
    ).ok(),
  ).toBe(true);
  for (const path of ['/', '/moments', momentPath]) {
    const response = await member.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('private, no-store');
    expect(response.headers()['x-plaza-page-cache'], path).toBeUndefined();
  }
  await member.dispose();
});

test('every signed-out visitor gets byte-identical HTML', async ({ playwright }) => {
  const [one, two] = [await anonymousClient(playwright), await anonymousClient(playwright)];
  // Other specs write to this server at the same time: a pair may straddle one of their writes,
  // so a page passes when some back-to-back pair matches; anything per request never would.
  for (const path of [...PUBLIC_PAGES, momentPath]) {
    let matched = false;
    let difference = '';
    for (let attempt = 0; attempt < 4 && !matched; attempt++) {
      const first = await (await one.get(path)).body();
      const second = await (await two.get(path)).body();
      matched = first.equals(second);
      if (!matched) difference = firstDifference(first.toString(), second.toString());
    }
    expect(matched, `${path} differs between visitors: ${difference}`).toBe(true);
  }
  await Promise.all([one.dispose(), two.dispose()]);
});

function firstDifference(a: string, b: string): string {
  let index = 0;
  while (index < a.length && a[index] === b[index]) index++;
  return `…${a.slice(Math.max(0, index - 80), index + 80)}… vs …${b.slice(Math.max(0, index - 80), index + 80)}…`;
}
