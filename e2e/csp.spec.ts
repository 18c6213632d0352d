import { expect, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_SERVERS } from './support/servers.ts';
import { directiveSources, inlineScriptHashes, watchCsp, type CspWatch } from './support/cspWatch.ts';
import { headerReady } from './support/islands.ts';
import { tagIdByName } from './support/content.ts';

// Every kind of page works under the Content-Security-Policy: no violation is reported while it
// loads and while its islands are used, and the policy really blocks an inline script (decision 021).

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PASSWORD = 'csp-pass-123';
const EMAIL = `csp-author-${RUN}@example.test`;
const TAG = `csp-${RUN}`;

interface Seed {
  userId: number;
  momentId: number;
  articleId: number;
  tagId: number;
}
let seed: Seed;

async function created(response: Promise<APIResponse>): Promise<number> {
  const body = (await (await response).json()) as { data: { id: number } };
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  return body.data.id;
}

// Each test opens many pages and waits for each to fall quiet.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: E2E_SERVERS.main.url });
  const signup = await (
    await api.post('/api/login/signup', {
      data: { nickname: `CSP ${RUN}`.slice(0, 20), email: EMAIL, password: PASSWORD, rePassword: PASSWORD },
    })
  ).json();
  expect(signup, JSON.stringify(signup)).toMatchObject({ success: true });
  const momentId = await created(
    api.post('/api/moment/create', {
      data: {
        type: 0,
        title: `CSP moment ${RUN}`,
        content: '<p>Policy <strong>moment</strong></p>',
        tags: [TAG],
      },
    }),
  );
  const articleId = await created(
    api.post('/api/article/create', {
      data: {
        title: `CSP article ${RUN}`,
        content: '<p style="text-align: center">Policy article</p>',
        tags: [TAG],
      },
    }),
  );
  const tagId = await tagIdByName(api, TAG);
  seed = { userId: signup.data.user.id as number, momentId, articleId, tagId };
  await api.dispose();
});

async function signIn(page: Page, username: string, password: string): Promise<void> {
  const response = await page.request.post('/api/login/signin', { data: { username, password } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Opens a page, waits for its islands and scripts, and expects no violation on the way. */
async function visit(page: Page, csp: CspWatch, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response, path).not.toBeNull();
  // Islands that wait for the reader (client:member on a visitor's page, client:interaction) are
  // woken the way a reader would, so their code too runs under the policy.
  await page.locator('astro-island[ssr]').evaluateAll((islands) => {
    for (const island of islands) island.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  });
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(csp.take(), `violations on ${path}`).toEqual([]);
}

test('signed-out pages load without a policy violation', async ({ page }) => {
  // A walk through many pages: on a loaded two-core CI machine it took 28.7–30.9 s of the default 30.
  test.slow();
  const csp = await watchCsp(page);
  const paths = [
    '/',
    '/moments',
    '/articles',
    `/moment/${seed.momentId}`,
    `/article/${seed.articleId}`,
    '/tags',
    `/moments/tag/${seed.tagId}`,
    `/articles/tag/${seed.tagId}`,
    `/search?q=${encodeURIComponent('Policy')}`,
    '/links',
    '/about',
    `/user/${seed.userId}`,
    `/user/${seed.userId}/articles`,
    '/redirect?url=https%3A%2F%2Fexample.com%2F',
    '/user/signin',
    '/user/signup',
    '/user/password/forgot',
    '/no-such-page-here',
    '/403',
  ];
  for (const path of paths) await visit(page, csp, path);
  // The chrome's scripts ran: the colour mode toggle and the mobile menu work.
  await page.goto('/');
  await headerReady(page);
  await page.locator('[data-color-mode-toggle]').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  // The inline colour-mode script (allowed by its hash) applies the stored mode before paint.
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(csp.take()).toEqual([]);
});

test('a member writes a moment and an article in the editor, likes, and opens the account pages', async ({
  page,
}) => {
  // A walk through many pages: on a loaded two-core CI machine it took 26.9–29.5 s of the default 30.
  test.slow();
  const csp = await watchCsp(page);
  await signIn(page, EMAIL, PASSWORD);

  await visit(page, csp, '/moment/create');
  await expect(page.locator('.rte[data-ready]')).toBeVisible();
  await page.getByLabel('Title').fill(`Typed moment ${RUN}`);
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('Typed under the policy ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('bold');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/moment\/\d+$/);
  await expect(page.locator('.rich-content strong')).toHaveText('bold');
  expect(csp.take()).toEqual([]);

  // The like button is an island on the viewer stores: it answers at once.
  await visit(page, csp, `/moment/${seed.momentId}`);
  const like = page.locator('[data-reaction="like"]').first();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  expect(csp.take()).toEqual([]);

  await visit(page, csp, '/article/create');
  await expect(page.locator('form.article-composer[data-ready]')).toBeAttached();
  await page.getByRole('textbox', { name: 'Title' }).fill(`Typed article ${RUN}`);
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.getByRole('button', { name: 'Heading 2', exact: true }).click();
  await page.keyboard.type('Under a policy');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/article\/\d+$/);
  await expect(page.locator('h2', { hasText: 'Under a policy' })).toBeVisible();
  expect(csp.take()).toEqual([]);

  for (const path of [
    '/',
    `/moment/edit/${seed.momentId}`,
    '/user/profile',
    '/user/profile/account',
    '/user/messages',
    '/user/favorites',
    '/user/drafts',
    '/user/scores',
    `/user/${seed.userId}/fans`,
    // A member on an admin page: the forbidden page.
    '/admin',
  ]) {
    await visit(page, csp, path);
  }
});

test('the admin pages load without a policy violation', async ({ page }) => {
  // A walk through many pages: on a loaded two-core CI machine it took 20–21 s of the default 30.
  test.slow();
  const csp = await watchCsp(page);
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  for (const path of [
    '/admin',
    '/admin/users',
    `/admin/users/${seed.userId}`,
    '/admin/content',
    '/admin/review',
    '/admin/reports',
    '/admin/tags',
    '/admin/nodes',
    '/admin/links',
    '/admin/words',
    '/admin/audit',
    '/admin/repair',
    '/admin/settings',
  ]) {
    await visit(page, csp, path);
  }
  // The settings island hydrated and reacts.
  await expect(page.locator('main form').first()).toBeVisible();
});

test('the policy is real: an injected inline script does not run and is reported', async ({ page }) => {
  const csp = await watchCsp(page);
  const response = await page.goto(`/moment/${seed.momentId}`);
  const policy = (await response?.headerValue('content-security-policy')) ?? '';
  const scriptSources = directiveSources(policy, 'script-src');
  expect(scriptSources).toContain("'self'");
  expect(scriptSources).not.toContain("'unsafe-inline'");
  expect(scriptSources).not.toContain("'unsafe-eval'");
  expect(directiveSources(policy, 'frame-ancestors')).toEqual(["'none'"]);
  expect(directiveSources(policy, 'object-src')).toEqual(["'none'"]);
  expect(csp.take()).toEqual([]);

  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__plazaInjected = true;';
    document.body.append(script);
    const image = document.createElement('img');
    image.setAttribute('src', 'x:');
    image.setAttribute('onerror', 'window.__plazaInjectedHandler = true');
    document.body.append(image);
  });
  await expect.poll(() => csp.take().join('\n')).toMatch(/script-src/);
  expect(await page.evaluate(() => '__plazaInjected' in window)).toBe(false);
  expect(await page.evaluate(() => '__plazaInjectedHandler' in window)).toBe(false);
});

test('every inline script a page sends is allowed by a hash in its policy', async ({ page, request }) => {
  await signIn(page, EMAIL, PASSWORD);
  const pages: Array<[APIRequestContext, string]> = [
    [request, '/'],
    [request, `/moment/${seed.momentId}`],
    [request, `/article/${seed.articleId}`],
    [request, '/user/signin'],
    [request, '/no-such-page-here'],
    [page.request, '/moment/create'],
    [page.request, '/article/create'],
    [page.request, '/user/profile'],
  ];
  let checked = 0;
  for (const [client, path] of pages) {
    const response = await client.get(path);
    const policy = response.headers()['content-security-policy'] ?? '';
    const allowed = directiveSources(policy, 'script-src');
    for (const hash of inlineScriptHashes(await response.text())) {
      expect(allowed, `${path}: inline script ${hash}`).toContain(hash);
      checked += 1;
    }
  }
  // The colour-mode script on every page, and Astro's island loader on the composer pages.
  expect(checked).toBeGreaterThanOrEqual(pages.length);
});
