import { expectFitsWidth } from './support/browsing.ts';
import { expect, test, type Member } from './support/fixtures.ts';
import { gotoHydrated } from './support/gotoHydrated.ts';
import { currentSiteConfig, saveSiteConfig } from './support/siteConfig.ts';
import { DEFAULT_TRUST_CONFIG } from '../src/shared/trust/trustDefaults.ts';
import type { TrustConfig } from '../src/shared/trust/trustConfig.ts';

// Trust levels (issue 40): a new member reads their level and what unlocks the next one, a moderator
// locks a member's level, and the owner sets the thresholds. The thresholds start at the defaults.

test.describe.configure({ mode: 'serial' });

let before: TrustConfig;

test.beforeAll(async () => {
  before = (await currentSiteConfig()).trust;
  await saveSiteConfig({ trust: DEFAULT_TRUST_CONFIG });
});

test.afterAll(async () => {
  await saveSiteConfig({ trust: before });
});

test('a new member reads their level, what it allows and what unlocks the next one, in both languages and on a phone', async ({
  accounts,
  browse,
}) => {
  const member = await accounts.member('Newcomer', { trust: 'new' });
  const page = await browse({ as: member });
  // The trust page is linked from the member area, where the scores are.
  await page.goto('/user/scores');
  await page.getByRole('link', { name: 'Trust level' }).click();
  await expect(page).toHaveURL(/\/user\/trust$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trust level');
  await expect(page.locator('[data-trust-level]')).toHaveText('New member');
  const limits = page.locator('[data-trust-limits]');
  await expect(limits).toContainText('Links per post: 0');
  await expect(limits).toContainText('Images per post: 1');
  await expect(limits).toContainText('Editing after posting: 60 minutes');
  await expect(page.getByRole('heading', { name: 'What unlocks the next level: Member' })).toBeVisible();
  const progress = page.locator('[data-trust-progress] li');
  // Opening the page was this member's first visit of the day.
  await expect(progress).toContainText([
    'Days since you joined: 0 of 1',
    'Moments, articles and comments published: 0 of 3',
    'Likes received: 0 of 0',
    'Days visited: 1 of 2',
    'Points: 0 of 0',
    'Flags upheld against you: 0 (at most 1)',
  ]);
  await expect(progress.filter({ hasText: 'Days visited' })).toContainText('(not yet)');
  await expect(progress.filter({ hasText: 'Likes received' })).toContainText('(done)');
  // A second page view the same day is no second visit.
  await page.reload();
  await expect(progress.filter({ hasText: 'Days visited' })).toContainText('Days visited: 1 of 2');

  const chinese = await browse({ as: member, locale: 'zh-CN' });
  await chinese.goto('/user/trust');
  await expect(chinese.getByRole('heading', { level: 1 })).toHaveText('信任等级');
  await expect(chinese.locator('[data-trust-level]')).toHaveText('新成员');
  await expect(chinese.locator('[data-trust-limits]')).toContainText('每条内容的链接数：0');
  await expect(chinese.getByRole('heading', { name: '解锁下一等级：成员' })).toBeVisible();
  await expect(chinese.locator('[data-trust-progress]')).toContainText('访问天数：1 / 2');

  const phone = await browse({ as: member, phone: true });
  await phone.goto('/user/trust');
  await expect(phone.locator('[data-trust-level]')).toBeVisible();
  await expect(phone.locator('[data-trust-progress]')).toContainText('Days visited: 1 of 2');
  await expectFitsWidth(phone);

  const visitor = await browse();
  await visitor.goto('/user/trust');
  await expect(visitor).toHaveURL(/\/user\/signin\?redirect=%2Fuser%2Ftrust$/);
});

test('a member who meets the figures is promoted on their visit and told so in the message centre, in both languages', async ({
  accounts,
  browse,
}) => {
  const open = {
    daysSinceSignup: 0,
    posts: 0,
    likesReceived: 0,
    daysVisited: 1,
    score: 0,
    maxFlagsUpheld: 0,
  };
  await saveSiteConfig({ trust: { ...DEFAULT_TRUST_CONFIG, member: open } });
  try {
    const member = await accounts.member('Promoted', { trust: 'new' });
    const page = await browse({ as: member });
    // The first request of the day counts the visit, which earns the level before the page is read.
    await page.goto('/user/messages');
    const notice = page.locator('.message-item', { hasText: 'Your trust level is now Member' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/user/trust');
    await notice.getByRole('link', { name: 'View' }).click();
    await expect(page.locator('[data-trust-level]')).toHaveText('Member');

    const chinese = await browse({ as: member, locale: 'zh-CN' });
    await chinese.goto('/user/messages');
    await expect(chinese.getByText('你的信任等级已升为成员，可以使用更多功能了。')).toBeVisible();
  } finally {
    await saveSiteConfig({ trust: DEFAULT_TRUST_CONFIG });
  }
});

test('a moderator locks a member at a level on the admin user page; the profile, the list and the member see it', async ({
  accounts,
  browse,
}) => {
  const moderator = await accounts.staff('Trust moderator');
  const target: Member = await accounts.member('Trust target', { trust: 'new' });
  const page = await browse({ as: moderator });
  await gotoHydrated(page, `/admin/users/${target.id}`);
  const fact = page.locator('.fact', { hasText: 'Trust level' }).locator('dd');
  await expect(fact).toHaveText('New member');
  await page.getByRole('combobox', { name: /^Level/ }).selectOption({ label: 'Regular' });
  await page.getByLabel('Lock the level (it no longer changes by itself)').check();
  await page.getByRole('button', { name: 'Save trust level' }).click();
  await expect(fact).toHaveText('Regular (locked)');

  await page.goto(`/admin/users?q=${encodeURIComponent(target.email)}`);
  await expect(page.locator('#admin-user-list tr').first().locator('[data-trust-level]')).toHaveText(
    'Regular (locked)',
  );

  const visitor = await browse();
  await visitor.goto(`/user/${target.id}`);
  await expect(visitor.locator('.profile-trust')).toHaveText(/Regular$/);

  const own = await browse({ as: target, locale: 'zh-CN' });
  await own.goto('/user/trust');
  await expect(own.locator('[data-trust-level]')).toHaveText('资深成员');
  await expect(own.getByText('此等级由管理人员设定，在解除锁定前保持不变。')).toBeVisible();
  await expect(own.locator('[data-trust-top]')).toBeVisible();

  // Staff stand above the levels; members may not set them.
  const onStaff = await moderator.api.post('/api/admin/users/trust', {
    data: { userId: moderator.id, level: 1, locked: false },
  });
  expect(onStaff.status()).toBe(400);
  expect((await onStaff.json()).message).toContain('Staff stand above the trust levels');
  const byMember = await target.api.post('/api/admin/users/trust', {
    data: { userId: target.id, level: 2, locked: false },
  });
  expect(byMember.status()).toBe(403);
});

test('the owner changes a threshold on the settings screen and it is saved', async ({ adminSettings }) => {
  await adminSettings.openAsOwner();
  const section = adminSettings.section('settings-trust');
  await expect(section.getByText('A new account starts as a new member')).toBeVisible();
  const daysVisited = section.getByRole('group', { name: 'To become a member' }).getByLabel('Days visited');
  await expect(daysVisited).toHaveValue(String(DEFAULT_TRUST_CONFIG.member.daysVisited));
  await daysVisited.fill('4');
  await section.getByLabel('Let search engines follow the links of regulars').check();
  await adminSettings.saveOk();
  const saved = (await currentSiteConfig()).trust;
  expect(saved.member.daysVisited).toBe(4);
  expect(saved.followRegularLinks).toBe(true);
  expect(saved.regular).toEqual(DEFAULT_TRUST_CONFIG.regular);

  await adminSettings.page.reload();
  await adminSettings.open();
  await expect(
    adminSettings
      .section('settings-trust')
      .getByRole('group', { name: 'To become a member' })
      .getByLabel('Days visited'),
  ).toHaveValue('4');
});

test('the owner reads the trust section in Chinese', async ({ adminSettings, inChinese: _zh }) => {
  await adminSettings.in('zh-CN').openAsOwner();
  const section = adminSettings.section('settings-trust');
  await expect(section.getByRole('group', { name: '成为资深成员' }).getByLabel('访问天数')).toBeVisible();
  await expect(section.getByText('允许搜索引擎跟踪资深成员的链接')).toBeVisible();
});
