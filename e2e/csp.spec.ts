import type { APIRequestContext, Page } from '@playwright/test';
import { directiveSources, inlineScriptHashes, watchCsp, type CspWatch } from './support/cspWatch.ts';
import { createArticle, createMoment, tagIdByName } from './support/content.ts';
import { expect, test, type Member } from './support/fixtures.ts';
import { signInWith } from './support/members.ts';
import { ArticleComposer, MomentComposer } from './support/pages/Composer.ts';
import { MomentPage } from './support/pages/ContentPage.ts';
import { SiteHeader } from './support/pages/SiteHeader.ts';

// Every kind of page works under the Content-Security-Policy: no violation is reported while it
// loads and while its islands are used, and the policy really blocks an inline script (decision 021).

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const TAG = `csp-${RUN}`;

interface Seed {
  userId: number;
  momentId: number;
  articleId: number;
  tagId: number;
}
let seed: Seed;
let author: Member;

// Each test opens many pages and waits for each to fall quiet.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ accounts }) => {
  author = await accounts.member('CSP');
  const momentId = await createMoment(author.api, {
    title: `CSP moment ${RUN}`,
    content: '<p>Policy <strong>moment</strong></p>',
    tags: [TAG],
  });
  const articleId = await createArticle(author.api, {
    title: `CSP article ${RUN}`,
    content: '<p style="text-align: center">Policy article</p>',
    tags: [TAG],
  });
  const tagId = await tagIdByName(author.api, TAG);
  seed = { userId: author.id, momentId, articleId, tagId };
});

/** Signs the page in afresh as the spec's author. */
async function signInAuthor(page: Page): Promise<void> {
  await signInWith(page.request, author.email, author.password);
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
  await new SiteHeader(page).ready();
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
  await signInAuthor(page);
  const moments = new MomentComposer(page);

  await visit(page, csp, '/moment/create');
  await expect(page.locator('.rte[data-ready]')).toBeVisible();
  await moments.title.fill(`Typed moment ${RUN}`);
  await moments.editor.area.click();
  await page.keyboard.type('Typed under the policy ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('bold');
  await moments.publishAndOpen();
  await expect(new MomentPage(page).content.locator('strong')).toHaveText('bold');
  expect(csp.take()).toEqual([]);

  // The like button is an island on the viewer stores: it answers at once.
  await visit(page, csp, `/moment/${seed.momentId}`);
  const like = page.locator('[data-reaction="like"]').first();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  expect(csp.take()).toEqual([]);

  await visit(page, csp, '/article/create');
  const articles = new ArticleComposer(page);
  await articles.ready();
  await articles.title.fill(`Typed article ${RUN}`);
  await articles.editor.area.click();
  await articles.editor.button('Heading 2').click();
  await page.keyboard.type('Under a policy');
  await articles.publishAndOpen();
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

test('the admin pages load without a policy violation', async ({ page, asOwner: _owner }) => {
  // A walk through many pages: on a loaded two-core CI machine it took 20–21 s of the default 30.
  test.slow();
  const csp = await watchCsp(page);
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
    '/admin/status',
    '/admin/api-keys',
    '/admin/oidc-clients',
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
  await signInAuthor(page);
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
