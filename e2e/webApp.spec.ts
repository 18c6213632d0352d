import { expect, test } from './support/fixtures.ts';
import { E2E_SERVERS } from './support/servers.ts';
import { signInBrowser } from './support/members.ts';
import { useLocale, type Locale } from './support/browsing.ts';
import { activeServiceWorker, expectOnlySafeCacheEntries } from './support/pushStandIn.ts';

// The installable app (decision 063): manifest, icons, the offline page, and a service worker that
// never serves a personal page from its cache.

function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('the forum has a manifest with icons made at each size, linked from every page', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const answer = await request.get('/manifest.webmanifest');
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await answer.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    icons: Array<{ src: string; sizes: string; purpose: string; type: string }>;
  };
  const config = (await (await request.get('/api/config/configs')).json()) as { data: { siteTitle: string } };
  expect(manifest).toMatchObject({
    name: config.data.siteTitle,
    start_url: '/',
    scope: '/',
    display: 'standalone',
  });
  expect(manifest.short_name.length).toBeGreaterThan(0);
  expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ]);
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
    const size = Number(icon.sizes.split('x')[0]);
    expect(pngSize(await png.body())).toEqual({ width: size, height: size });
  }
});

for (const [locale, title] of [
  ['en-US', 'You are offline'],
  ['zh-CN', '你已离线'],
] as const satisfies ReadonlyArray<readonly [Locale, string]>) {
  test(`the worker serves the offline page when the network is down, never a personal page (${locale})`, async ({
    browser,
    accounts,
  }) => {
    const baseURL = E2E_SERVERS.main.url;
    const reader = await accounts.member('Offline');
    const context = await browser.newContext({ baseURL, locale, serviceWorkers: 'allow' });
    await useLocale(context, locale, baseURL);
    await signInBrowser(context, reader, baseURL);
    const page = await context.newPage();
    await page.goto('/user/messages');
    await activeServiceWorker(page);
    // Visited under the worker's control: a personal page and the API it calls.
    await page.reload();
    await expect(page.locator('h1')).toBeVisible();
    await expectOnlySafeCacheEntries(page);

    await context.setOffline(true);
    await page.goto('/user/messages');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('[data-offline-page]')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await context.setOffline(false);
    await page.goto('/user/messages');
    await expect(page.locator('[data-offline-page]')).toHaveCount(0);
    await context.close();
  });
}

test('the offline page reads in either language without the worker', async ({ page }) => {
  await page.goto('/offline?locale=zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('你已离线');
  await page.goto('/offline?locale=en-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
});
