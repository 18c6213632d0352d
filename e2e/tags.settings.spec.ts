import { createArticle, createMoment, tagIdByName } from './support/content.ts';
import { expect, test } from './support/fixtures.ts';
import { currentSiteConfig, saveSiteConfig } from './support/siteConfig.ts';
import type { SiteConfig } from '../src/shared/site/siteConfig.ts';

// The parts of /tags that follow the site settings: the recommended tags (site config
// recommendTags) and where tags lead when the moment module is off. Restores what it changes.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const MOMENT_TAG = `rec${RUN}`;
const ARTICLE_TAG = `art${RUN}`;

let original: Pick<SiteConfig, 'recommendTags' | 'modules'>;
let momentTagId = 0;
let articleTagId = 0;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ accounts }) => {
  const config = await currentSiteConfig();
  original = { recommendTags: config.recommendTags, modules: config.modules };
  const { api } = await accounts.member('Rec');
  await createMoment(api, { title: `Recommended ${RUN}`, content: '<p>Text</p>', tags: [MOMENT_TAG] });
  await createArticle(api, { title: `Article ${RUN}`, content: '<p>Text</p>', tags: [ARTICLE_TAG] });
  momentTagId = await tagIdByName(api, MOMENT_TAG);
  articleTagId = await tagIdByName(api, ARTICLE_TAG);
});

test.afterAll(async () => {
  await saveSiteConfig(original);
});

test('the recommended tags of the site config lead the page; unknown names are skipped', async ({ page }) => {
  await saveSiteConfig({ recommendTags: [] });
  await page.goto('/tags');
  await expect(page.getByRole('heading', { name: 'Recommended tags' })).toHaveCount(0);

  await saveSiteConfig({
    recommendTags: [`missing-${RUN}`, ARTICLE_TAG, MOMENT_TAG.toUpperCase()],
  });
  await page.goto('/tags');
  const section = page.getByRole('region', { name: 'Recommended tags' });
  await expect(section.getByRole('link')).toHaveText([`#${ARTICLE_TAG}`, `#${MOMENT_TAG}`]);
  await section.getByRole('link', { name: `#${MOMENT_TAG}` }).click();
  await expect(page).toHaveURL(new RegExp(`/moments/tag/${momentTagId}$`));
  await expect(page.getByRole('link', { name: `Recommended ${RUN}` })).toBeVisible();
});

test('with the moment module off, tags lead to their articles', async ({ page }) => {
  await saveSiteConfig({ modules: { moment: false, article: true, tweet: false } });
  await page.goto(`/tags?q=${ARTICLE_TAG}`);
  const row = page.locator('#all-tags-list > li');
  await expect(row).toHaveCount(1);
  await expect(row).not.toContainText('moments');
  await expect(row.getByRole('link', { name: `#${ARTICLE_TAG}` })).toHaveAttribute(
    'href',
    `/articles/tag/${articleTagId}`,
  );
  await page.goto('/tags');
  const box = page.getByRole('combobox', { name: 'Search tags' });
  await box.pressSequentially(ARTICLE_TAG);
  const option = page.getByRole('option', { name: new RegExp(`#${ARTICLE_TAG}`) });
  await expect(option).toContainText('1 article');
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/articles/tag/${articleTagId}$`));
  await expect(page.getByText(`Article ${RUN}`)).toBeVisible();

  // The home page's side widgets: no nodes (they hold moments), hot tags lead to articles. The hot
  // tags ranking is cached for a minute, so it may still be the empty one of an earlier page.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Hot tags' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nodes' })).toHaveCount(0);
  const hotTags = page.getByRole('region', { name: 'Hot tags' }).getByRole('listitem').getByRole('link');
  for (const href of await hotTags.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toMatch(/^\/articles\/tag\/\d+$/);
  }
});
