import { useLocale } from './support/browsing.ts';
import { expect, test } from './support/fixtures.ts';
import { signInBrowser } from './support/members.ts';
import { giveRole } from './support/staffSetup.ts';

test.describe('admin back end', () => {
  test('sends a signed-out visitor to sign in first', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/user\/signin\?redirect=%2Fadmin$/);
  });

  test('shows the owner the dashboard inside the admin menu', async ({ page, asOwner: _owner }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: /^Members$/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New in the last 30 days' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Admin' });
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  test('the account menu leads the owner and moderators to the admin back end, and members never see it', async ({
    page,
    context,
    header,
    accounts,
    asOwner: _owner,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const ownerMenu = await header.openAccountMenu();
    await expect(ownerMenu.getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await ownerMenu.getByRole('menuitem', { name: 'Admin' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    await useLocale(context, 'zh-CN');
    await page.goto('/');
    await expect((await header.openAccountMenu()).getByRole('menuitem', { name: '管理后台' })).toBeVisible();
    await context.clearCookies();

    const member = await accounts.member('Menu');
    await signInBrowser(context, member);
    await page.goto('/');
    const memberMenu = await header.openAccountMenu();
    await expect(memberMenu.getByRole('menuitem', { name: 'Edit profile' })).toBeVisible();
    await expect(memberMenu.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);

    await giveRole(member.id, 'moderator');
    await page.goto('/');
    await (await header.openAccountMenu()).getByRole('menuitem', { name: 'Admin' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  test('refuses a member with the forbidden page', async ({ page, member: _signedIn }) => {
    const response = await page.goto('/admin');
    expect(response?.status()).toBe(403);
    await expect(page.getByText('Forbidden')).toBeVisible();
  });
});

test('the site config API answers the public config', async ({ request }) => {
  const response = await request.get('/api/config/configs');
  const body = await response.json();
  expect(body).toMatchObject({
    success: true,
    errorCode: 0,
    data: {
      siteTitle: 'Plaza E2E',
      modules: { moment: true, article: true, tweet: false },
      siteNavs: [
        { title: 'Moments', url: '/moments' },
        { title: 'Articles', url: '/articles' },
      ],
      limits: { imageMaxMb: 5, momentImagesMax: 9, commentImagesMax: 3 },
    },
  });
  expect(body.data.defaultNodeId).toBeGreaterThan(0);
});

test('an unknown API path answers a not-found envelope', async ({ request }) => {
  const response = await request.get('/api/does/not/exist');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ success: false, errorCode: 4 });
});
