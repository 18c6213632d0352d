import { expect, test } from './support/fixtures.ts';
import { createArticle, createMoment } from './support/content.ts';
import { expectFitsWidth, useLocale, type Locale } from './support/browsing.ts';
import { giveUsername, signInOwnerPage } from './support/members.ts';
import { saveSiteConfig } from './support/siteConfig.ts';
import { wcagViolations } from './support/wcagAudit.ts';
import type { Page } from '@playwright/test';

// Badges (decision 083): awarded through the outbox after what a member did, shown on profiles and
// /badges, given and taken back by the owner by hand, and hidden everywhere when turned off.

// The main e2e forum runs with badges off (installMain.setup.ts); this spec turns them on.
test.beforeAll(async () => {
  await saveSiteConfig({ badges: { enabled: true } });
});

test.afterAll(async () => {
  await saveSiteConfig({ badges: { enabled: false } });
});

/** Reloads the page until the locator shows: the award arrives after the post, through the outbox. */
async function reloadUntil(page: Page, path: string, selector: string, count: 'some' | 'none' = 'some') {
  const shown = expect.poll(
    async () => {
      await page.goto(path);
      return page.locator(selector).count();
    },
    { timeout: 30_000, intervals: [500, 1000, 2000] },
  );
  if (count === 'some') await shown.toBeGreaterThan(0);
  else await shown.toBe(0);
}

test('a first moment earns First post: on the profile, beside the name and in the message centre', async ({
  page,
  member,
}) => {
  const momentId = await createMoment(member.api, { title: `First ${Date.now().toString(36)}` });
  await reloadUntil(page, `/user/${member.id}`, '[data-profile-badges] [data-badge="first-post"]');
  await expect(page.locator('.profile-title-row').getByRole('img', { name: 'First post' })).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);

  // Beside the author's name on their posts too.
  await page.goto(`/moment/${momentId}`);
  await expect(page.locator('.moment-detail-byline').getByRole('img', { name: 'First post' })).toBeVisible();
  const articleId = await createArticle(member.api, { title: `Badged ${Date.now().toString(36)}` });
  await page.goto(`/article/${articleId}`);
  await expect(page.locator('.article-byline').getByRole('img', { name: 'First post' })).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);

  await page.goto('/user/messages');
  const notice = page.locator('.message-item').filter({ hasText: 'You were awarded the badge' });
  await expect(notice).toHaveCount(1);
  await expect(notice.getByRole('link', { name: 'First post' }).first()).toHaveAttribute(
    'href',
    '/badges/first-post',
  );
  expect(await wcagViolations(page)).toEqual([]);
});

test('/badges and a badge’s holders read in both languages, light and dark, on a phone', async ({
  accounts,
  browse,
}) => {
  test.slow(); // twelve pages, each audited by axe
  const writer = await accounts.member('Holder');
  const momentId = await createMoment(writer.api, { title: `Holder ${Date.now().toString(36)}` });
  const visitor = await browse();
  await reloadUntil(visitor, '/badges/first-post', `[data-holder-id="${writer.id}"]`);

  const words: Record<Locale, { title: string; badge: string; holders: string }> = {
    'en-US': { title: 'Badges', badge: 'First post', holders: 'Holders' },
    'zh-CN': { title: '徽章', badge: '首次发布', holders: '获得者' },
  };
  for (const [locale, colorMode] of [
    ['en-US', 'light'],
    ['zh-CN', 'dark'],
    ['en-US', 'dark'],
    ['zh-CN', 'light'],
  ] as Array<[Locale, 'light' | 'dark']>) {
    const page = await browse({ locale, colorMode, viewport: { width: 375, height: 812 } });
    await page.goto('/badges');
    await expect(page.getByRole('heading', { level: 1, name: words[locale].title })).toBeVisible();
    await expect(page.locator('[data-badge]')).toHaveCount(9);
    await expect(page.locator('[data-badge="first-post"]')).toContainText(words[locale].badge);
    await expectFitsWidth(page, 375);
    expect(await wcagViolations(page), `/badges ${locale} ${colorMode}`).toEqual([]);

    await page.getByRole('link', { name: words[locale].badge, exact: true }).click();
    await expect(page).toHaveURL(/\/badges\/first-post$/);
    await expect(page.getByRole('heading', { level: 2, name: words[locale].holders })).toBeVisible();
    await expect(page.locator(`[data-holder-id="${writer.id}"]`)).toBeVisible();
    await expectFitsWidth(page, 375);
    expect(await wcagViolations(page), `/badges/first-post ${locale} ${colorMode}`).toEqual([]);

    // The holder's moment shows the badge beside their name, named in the reader's language.
    await page.goto(`/moment/${momentId}`);
    const byline = page.locator('.moment-detail-byline');
    await expect(byline.getByRole('img', { name: words[locale].badge })).toBeVisible();
    await expectFitsWidth(page, 375);
    expect(await wcagViolations(page), `/moment ${locale} ${colorMode}`).toEqual([]);
  }
});

test('the owner awards a badge by hand and revokes it', async ({ page, accounts, browse }) => {
  const helper = await accounts.member('Helper');
  const username = await giveUsername(helper, 'h');
  await signInOwnerPage(page);
  await page.goto('/admin/badges');
  const form = page.locator('[data-badge-hand-form][data-ready]');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Badge', { exact: true }).selectOption('community-helper');
  await form.getByLabel('Reason (optional)').fill('Answers every question kindly');
  await form.getByRole('button', { name: 'Award' }).click();
  await expect(page.getByText('Badge awarded.')).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  // A second award of the same badge is refused, saying why.
  await form.getByRole('button', { name: 'Award' }).click();
  await expect(page.getByText('The member already holds this badge.')).toBeVisible();

  const reader = await browse();
  await reloadUntil(reader, `/user/${helper.id}`, '[data-profile-badges] [data-badge="community-helper"]');
  await expect(
    reader.locator('.profile-title-row').getByRole('img', { name: 'Community helper' }),
  ).toBeVisible();

  await form.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Badge revoked.')).toBeVisible();
  await reloadUntil(reader, `/user/${helper.id}`, '[data-badge="community-helper"]', 'none');
});

test('turning badges off hides them everywhere, in both languages', async ({
  page,
  accounts,
  adminSettings,
  browse,
}) => {
  test.slow(); // the settings screen twice, audited by axe
  const writer = await accounts.member('Quiet');
  const momentId = await createMoment(writer.api, { title: `Quiet ${Date.now().toString(36)}` });
  const reader = await browse();
  await reloadUntil(reader, `/user/${writer.id}`, '[data-profile-badges]');
  await reloadUntil(reader, `/moment/${momentId}`, '.moment-detail-byline .badge-icon');
  await expect(reader.locator('.site-footer').getByRole('link', { name: 'Badges' })).toBeVisible();

  await adminSettings.openAsOwner();
  const section = adminSettings.group('Badges');
  const enabled = section.getByLabel('Award and show badges');
  await expect(enabled).toBeChecked();
  await enabled.uncheck();
  await adminSettings.saveOk();
  expect(await wcagViolations(page)).toEqual([]);

  await reloadUntil(reader, `/user/${writer.id}`, '[data-profile-badges]', 'none');
  await reloadUntil(reader, `/moment/${momentId}`, '.moment-detail-byline .badge-icon', 'none');
  await expect(reader.locator('.site-footer').getByRole('link', { name: 'Badges' })).toHaveCount(0);
  expect((await reader.goto('/badges'))?.status()).toBe(404);
  expect((await reader.goto('/badges/first-post'))?.status()).toBe(404);

  const zhSettings = adminSettings.in('zh-CN');
  await useLocale(page.context(), 'zh-CN');
  await zhSettings.open();
  const zhSection = zhSettings.group('徽章');
  await zhSection.getByLabel('授予并显示徽章').check();
  await zhSettings.saveOk();
  expect(await wcagViolations(page)).toEqual([]);
  await reloadUntil(reader, `/user/${writer.id}`, '[data-profile-badges]');
});
