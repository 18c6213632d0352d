import { expectFitsWidth, PHONE, useLocale } from './support/browsing.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNothingSent } from './support/ownerSettings.ts';
import { SiteHeader } from './support/pages/SiteHeader.ts';
import { currentSiteConfig, saveSiteConfig } from './support/siteConfig.ts';
import type { SiteConfig } from '../src/shared/site/siteConfig.ts';

// Header links per language (decision 054): the feeds' links follow the reader's language even on a
// forum whose links were saved in Chinese, and the owner titles their own links per language. A
// settings spec: the links are put back at the end.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const TOPICS = { 'en-US': `Topics ${RUN}`, 'zh-CN': `话题${RUN}` } as const;
// As a forum installed in Chinese before 054 stored them, plus an owner's link with two titles.
const SAVED_IN_CHINESE = [
  { title: '动态', url: '/moments' },
  { title: '文章', url: '/articles' },
  { url: '/tags', titles: TOPICS },
];
const SEEN = {
  'en-US': ['Moments', 'Articles', TOPICS['en-US']],
  'zh-CN': ['动态', '文章', TOPICS['zh-CN']],
} as const;
const SIZES = { desktop: { width: 1280, height: 800 }, phone: PHONE } as const;

let original: SiteConfig['siteNavs'] | undefined;

test.beforeAll(async () => {
  original = (await currentSiteConfig()).siteNavs;
});

test.beforeEach(async () => {
  await saveSiteConfig({ siteNavs: SAVED_IN_CHINESE });
});

test.afterAll(async () => {
  if (original) await saveSiteConfig({ siteNavs: original });
});

for (const locale of ['en-US', 'zh-CN'] as const) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`a ${locale} reader on a ${size} sees every header link in their language`, async ({ browse }) => {
      const page = await browse({ locale, viewport });
      const header = new SiteHeader(page, locale);
      await page.goto('/about');
      if (size === 'phone') {
        await expect(header.nav).toBeHidden();
        await header.burger.click();
      }
      await expect(header.links).toHaveText([...SEEN[locale]]);
      await expect(header.links.first()).toBeVisible();
      await expect(header.nav.getByRole('link', { name: SEEN[locale][2] })).toHaveAttribute('href', '/tags');

      // API clients read each link's title in their language too.
      const config = (await (await page.request.get('/api/config/configs')).json()).data as SiteConfig;
      expect(config.siteNavs.map((nav) => ('title' in nav ? nav.title : undefined))).toEqual(SEEN[locale]);
    });
  }
}

test('the owner titles a link per language, and one without any title is refused in their language', async ({
  page,
  context,
  adminSettings,
  browse,
}) => {
  await adminSettings.openAsOwner();
  const rows = page.locator('[data-settings-nav]');
  await expect(rows).toHaveCount(3);
  // The feeds' links read as built-in: named by the catalog, nothing to type.
  const moments = rows.nth(0);
  await expect(moments).toContainText('Moments');
  await expect(moments).toContainText('Built-in link');
  await expect(moments.getByRole('textbox')).toHaveCount(0);
  await expect(rows.nth(2).getByLabel('Title in English')).toHaveValue(TOPICS['en-US']);
  await expect(rows.nth(2).getByLabel('Title in Chinese')).toHaveValue(TOPICS['zh-CN']);

  // A removed built-in link can be put back.
  await rows.nth(1).getByRole('button', { name: 'Remove · Link 2' }).click();
  await page.getByRole('button', { name: 'Add the “Articles” link' }).click();
  await expect(page.getByRole('button', { name: 'Add the “Articles” link' })).toHaveCount(0);
  await expect(rows.nth(2)).toContainText('Articles');

  await page.getByRole('button', { name: 'Add link' }).click();
  const added = rows.last();
  await added.getByRole('textbox', { name: 'Link' }).fill('/links');
  await expectNothingSent(page, '/api/admin/settings/site', async () => {
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(added.getByText('Give the link a title in English, in Chinese or in both')).toBeVisible();
    await expect(added.getByLabel('Title in English')).toHaveAttribute('aria-invalid', 'true');
    await expect(added.getByLabel('Title in Chinese')).toHaveAttribute('aria-invalid', 'true');
  });
  await added.getByLabel('Title in Chinese').fill(`友链${RUN}`);
  await adminSettings.saveOk();

  // Given in Chinese only, it reads so in English too.
  const reader = await browse({ locale: 'en-US' });
  await reader.goto('/about');
  await expect(new SiteHeader(reader).links).toHaveText([
    'Moments',
    TOPICS['en-US'],
    'Articles',
    `友链${RUN}`,
  ]);

  await useLocale(context, 'zh-CN');
  await adminSettings.in('zh-CN').open();
  await expect(rows.nth(0)).toContainText('动态');
  await expect(rows.nth(0)).toContainText('内置链接');
  await page.getByRole('button', { name: '添加链接' }).click();
  await rows.last().getByRole('textbox', { name: '链接' }).fill('/search');
  await page.getByRole('button', { name: '保存设置' }).click();
  await expect(rows.last().getByText('请至少填写一种语言的标题')).toBeVisible();

  await page.setViewportSize(PHONE);
  await expect(rows.last().getByLabel('中文标题')).toBeVisible();
  await expectFitsWidth(page);
});
