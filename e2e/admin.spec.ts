import { expect, test, type Page } from '@playwright/test';
import { signInOwnerPage } from './support/members.ts';
import { headerReady } from './support/islands.ts';
import { giveRole } from './support/staffSetup.ts';

/** Opens the header's account menu (the header script must have run first). */
async function openAccountMenu(page: Page) {
  await headerReady(page);
  await page.locator('#user-menu').click();
  return page.getByRole('menu');
}

test.describe('admin back end', () => {
  test('sends a signed-out visitor to sign in first', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/user\/signin\?redirect=%2Fadmin$/);
  });

  test('shows the owner the dashboard inside the admin menu', async ({ page }) => {
    await signInOwnerPage(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText('Members', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New in the last 30 days' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Admin' });
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  test('the account menu leads the owner and moderators to the admin back end, and members never see it', async ({
    page,
    context,
  }) => {
    await signInOwnerPage(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const ownerMenu = await openAccountMenu(page);
    await expect(ownerMenu.getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await ownerMenu.getByRole('menuitem', { name: 'Admin' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    await context.addCookies([{ name: 'locale', value: 'zh-CN', url: page.url() }]);
    await page.goto('/');
    await expect((await openAccountMenu(page)).getByRole('menuitem', { name: '管理后台' })).toBeVisible();
    await context.clearCookies();

    const nickname = `Menu ${Date.now() % 100_000}`;
    const signup = await page.request.post('/api/login/signup', {
      data: {
        nickname,
        email: `menu-${Date.now()}@example.com`,
        password: 'member-pass',
        rePassword: 'member-pass',
      },
    });
    expect(signup.ok(), await signup.text()).toBe(true);
    const memberId = ((await signup.json()) as { data: { user: { id: number } } }).data.user.id;
    await page.goto('/');
    const memberMenu = await openAccountMenu(page);
    await expect(memberMenu.getByRole('menuitem', { name: 'Edit profile' })).toBeVisible();
    await expect(memberMenu.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);

    await giveRole(memberId, 'moderator');
    await page.goto('/');
    await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Admin' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  test('refuses a member with the forbidden page', async ({ page }) => {
    const email = `member-${Date.now()}@example.com`;
    const signup = await page.request.post('/api/login/signup', {
      data: { nickname: 'Member', email, password: 'member-pass', rePassword: 'member-pass' },
    });
    expect(signup.ok()).toBe(true);
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
