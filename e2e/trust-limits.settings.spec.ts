import { expect, test } from './support/fixtures.ts';
import { expectFitsWidth } from './support/browsing.ts';
import { currentSiteConfig, saveSiteConfig } from './support/siteConfig.ts';
import { AdminSettingsPage } from './support/pages/AdminSettings.ts';
import { signInOwnerPage } from './support/members.ts';
import { DEFAULT_TRUST_CONFIG } from '../src/shared/trust/trustDefaults.ts';

// Issue 40: the owner sets what each trust level may do on /admin/settings (decision 057), a table of
// three levels by six limits where an empty field is no limit; a new member's post then passes.

const LINKED = { type: 0, content: '<p>See <a href="https://example.com/guide">the guide</a></p>' };

test.afterEach(async () => {
  await saveSiteConfig({ trust: DEFAULT_TRUST_CONFIG });
});

test('the owner lifts the new members’ link limit; a new member’s link then passes', async ({
  accounts,
  adminSettings,
}) => {
  const writer = await accounts.member('Newcomer', { trust: 'new' });
  const attempt = (title: string) => writer.api.post('/api/moment/create', { data: { ...LINKED, title } });
  expect((await attempt('Before')).status(), 'refused under the default table').toBe(403);

  await adminSettings.openAsOwner();
  const section = adminSettings.section('settings-trust-limits');
  await expect(section.getByRole('columnheader', { name: 'New members' })).toBeVisible();
  const newLinks = section.getByRole('spinbutton', { name: 'Links per post New members', exact: true });
  const regularPosts = section.getByRole('spinbutton', {
    name: 'Moments, articles and comments a day Regular members',
    exact: true,
  });
  await expect(newLinks).toHaveValue('0');
  await expect(regularPosts).toHaveValue('');
  await expect(regularPosts).toHaveAttribute('placeholder', 'No limit');
  await newLinks.fill('2');
  await section.getByRole('spinbutton', { name: 'Images per post New members', exact: true }).fill('');
  await adminSettings.saveOk();
  await expect(adminSettings.savedNotice).toBeVisible();
  const saved = (await currentSiteConfig()).trust.limits.new;
  expect(saved).toMatchObject({ linksPerPost: 2, imagesPerPost: null });

  const passed = await attempt('After');
  expect(passed.status(), await passed.text()).toBe(200);
});

test('a limit the schema refuses is shown beside its field', async ({ adminSettings }) => {
  await adminSettings.openAsOwner();
  const section = adminSettings.section('settings-trust-limits');
  const field = section.getByRole('spinbutton', {
    name: 'Minutes to edit after posting Members',
    exact: true,
  });
  await field.fill('-3');
  await adminSettings.page.getByRole('button', { name: adminSettings.words.save }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect((await currentSiteConfig()).trust.limits.member.editMinutes).toBeNull();
});

test('the table reads in Chinese and fits a phone', async ({ browse }) => {
  const page = await browse({ locale: 'zh-CN', phone: true });
  await signInOwnerPage(page);
  const settings = new AdminSettingsPage(page).in('zh-CN');
  await settings.open();
  const section = settings.section('settings-trust-limits');
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('legend')).toHaveText('各信任等级的权限');
  const field = section.getByRole('spinbutton', { name: '每条内容的链接数 新成员', exact: true });
  await expect(field).toBeVisible();
  await expect(field).toHaveValue('0');
  const box = await field.boundingBox();
  expect(box?.width, 'the field is wide enough to type in').toBeGreaterThanOrEqual(40);
  await expectFitsWidth(page);
});
