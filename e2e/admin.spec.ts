import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './support/servers.ts';

test.describe('admin back end', () => {
  test('sends a signed-out visitor to sign in first', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/user\/signin\?redirect=%2Fadmin$/);
  });

  test('shows the owner the dashboard inside the admin menu', async ({ page }) => {
    const signin = await page.request.post('/api/login/signin', {
      data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
    });
    expect(signin.ok()).toBe(true);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText('Members', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New in the last 30 days' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Admin' });
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
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
