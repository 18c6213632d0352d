import { expect, test } from './support/fixtures.ts';
import { saveSiteConfig } from './support/siteConfig.ts';
import { inlineScriptHashes, directiveSources, watchCsp } from './support/cspWatch.ts';

// The site notice's inline script (hiding a dismissed notice before paint) runs under the policy.

test.afterEach(async () => {
  await saveSiteConfig({ siteNotification: '' });
});

test('a dismissed site notice stays hidden without a policy violation', async ({ page, request }) => {
  await saveSiteConfig({ siteNotification: `<p>Policy notice ${Date.now()}</p>` });
  const response = await request.get('/');
  const allowed = directiveSources(response.headers()['content-security-policy'] ?? '', 'script-src');
  const hashes = inlineScriptHashes(await response.text());
  expect(hashes.length).toBeGreaterThanOrEqual(3);
  for (const hash of hashes) expect(allowed).toContain(hash);

  const csp = await watchCsp(page);
  await page.goto('/');
  const notice = page.getByRole('complementary', { name: 'Site notice' });
  await notice.getByRole('button', { name: 'Dismiss notice' }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(page.locator('[data-site-notice]')).toBeAttached();
  await expect(page.locator('[data-site-notice]')).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(csp.take()).toEqual([]);
});
