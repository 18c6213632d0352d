import { expect, test } from './support/fixtures.ts';
import { signInBrowser } from './support/members.ts';
import { SiteHeader } from './support/pages/SiteHeader.ts';

// The site chrome: header, mobile menu, language and colour mode, error pages, logout, updates.
// Sign-ups are rate-limited per address and shared by every spec, so only the logout test signs up.

test.describe('header', () => {
  test('the create menu offers a new post and a new article, but no tweet by default', async ({
    page,
    header,
  }) => {
    await page.goto('/');
    const menu = await header.openCreateMenu();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText(['New post', 'New article']);
    await expect(menu.getByRole('menuitem', { name: 'New post' })).toHaveAttribute('href', '/moment/create');
    await expect(menu.getByRole('menuitem', { name: 'New article' })).toHaveAttribute(
      'href',
      '/article/create',
    );
    await expect(page.getByText('New tweet')).toHaveCount(0);
  });

  test('dropdowns work from the keyboard and open on hover', async ({ page, header }) => {
    await page.goto('/');
    await header.ready();
    const create = header.createButton;
    await create.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'New post' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'New article' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'New post' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(create).toBeFocused();
    await expect(create).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'New post' })).toBeFocused();
    await page.keyboard.press('Escape');

    await create.hover();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.mouse.move(5, 500);
    await expect(page.getByRole('menu')).toBeHidden();
  });

  test('the language switcher changes to Chinese and remembers it for 365 days', async ({
    page,
    context,
    header,
  }) => {
    await page.goto('/about');
    await header.ready();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Plaza E2E');
    await header.languageButton.click();
    await Promise.all([page.waitForURL('**/about'), header.menuItem('中文').click()]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('关于 Plaza E2E');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

    const cookie = (await context.cookies()).find((item) => item.name === 'locale');
    expect(cookie?.value).toBe('zh-CN');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThan(365.1);

    const fresh = await context.newPage();
    await fresh.goto('/');
    await expect(fresh.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(fresh.getByRole('contentinfo').getByRole('link', { name: '关于' })).toBeVisible();
    await expect(new SiteHeader(fresh, 'zh-CN').signInLink).toBeVisible();
  });

  test('a stored dark mode applies before the page is shown, and the toggle switches it', async ({
    page,
    header,
  }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('plaza-color-mode', 'dark');
        sessionStorage.setItem('seeded', '1');
      }
      document.addEventListener('DOMContentLoaded', () => {
        const record = window as unknown as { darkAtDomContentLoaded?: boolean };
        record.darkAtDomContentLoaded = document.documentElement.classList.contains('dark');
      });
    });
    await page.goto('/');
    const darkAtDomContentLoaded = await page.evaluate(
      () => (window as unknown as { darkAtDomContentLoaded?: boolean }).darkAtDomContentLoaded,
    );
    expect(darkAtDomContentLoaded).toBe(true);

    await header.ready();
    const html = page.locator('html');
    const toggle = header.colorModeToggle;
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(html).not.toHaveClass(/dark/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => localStorage.getItem('plaza-color-mode'))).toBe('light');

    await page.reload();
    await expect(html).not.toHaveClass(/dark/);
    await header.ready();
    await toggle.click();
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('plaza-color-mode'))).toBe('dark');
  });

  test('on a phone the burger opens the menu; a link click and a wide window close it', async ({
    page,
    header,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await header.ready();
    const nav = header.nav;
    await expect(nav).toBeHidden();
    await expect(page.getByRole('link', { name: 'Search' })).toBeVisible();

    await header.burger.click();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'New post' })).toBeVisible();
    await expect(nav.getByRole('button', { name: '中文' })).toBeVisible();
    const close = header.closeMenuButton;
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await close.click();
    await expect(nav).toBeHidden();

    // Keep the page here so the closing itself can be seen, not a new page.
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
    await header.burger.click();
    await nav.getByRole('link', { name: 'New article' }).click();
    await expect(nav).toBeHidden();

    await header.burger.click();
    await expect(nav).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 740 });
    await expect(page.locator('[data-burger]')).toHaveAttribute('aria-expanded', 'false');
    await expect(header.createButton).toBeVisible();
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(nav).toBeHidden();
  });
});

test.describe('error pages', () => {
  test('an unknown page answers 404 with the error page inside the site chrome', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    expect(await response?.text()).toContain('data-error');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Plaza E2E' })).toHaveAttribute('src', '/logo.svg');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const home = page.getByRole('link', { name: 'Back to home' });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the forbidden page answers 403', async ({ page }) => {
    const response = await page.goto('/403');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('a crawler gets the status and a plain page without scripts', async ({ request }) => {
    const response = await request.get('/no/such/page', {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page Not Found');
    expect(html).toContain('href="/"');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('astro-island');
    // No site chrome: the header's markup (its styles may be inlined with the page's CSS) is absent.
    expect(html).not.toMatch(/<header[^>]*site-header/);
  });
});

test('a member logs out after confirming and lands on the home page signed out', async ({
  page,
  context,
  accounts,
  header,
}) => {
  await signInBrowser(context, await accounts.member('chrome', { nickname: 'chrome Tester' }));

  // The page's viewer state brings the unread count; msg_recent settles it when the stream disagrees.
  await page.route('**/api/viewer*', async (route) => {
    const body = await (await route.fetch()).json();
    await route.fulfill({ json: { ...body, data: { ...body.data, unread: 12 } } });
  });
  await page.route('**/api/user/msg_recent', (route) =>
    route.fulfill({ json: { success: true, data: { count: 12 }, message: '', errorCode: 0 } }),
  );
  await page.goto('/about');
  await header.ready();
  const notice = header.messagesLink('Messages, 9+ unread');
  await expect(notice).toHaveAttribute('href', '/user/messages');
  await expect(notice).toHaveText('9+');
  await expect(notice).toHaveClass(/message-notice-unread/);
  const menuButton = header.accountButton('chrome Tester');
  await expect(menuButton.locator('.avatar-letter')).toHaveAttribute('data-letter', 'C');
  await menuButton.click();
  await expect(page.getByRole('menuitem', { name: 'My profile' })).toHaveAttribute('href', /^\/user\/\d+$/);
  await expect(page.getByRole('menuitem', { name: 'Favorites' })).toHaveAttribute('href', '/user/favorites');
  await expect(page.getByRole('menuitem', { name: 'Edit profile' })).toHaveAttribute('href', '/user/profile');

  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/about$/);
  await expect(menuButton).toBeVisible();

  // A failing sign-out is reported in an error toast, and the member stays signed in.
  await page.route('**/api/login/signout', (route) =>
    route.fulfill({
      status: 500,
      json: { success: false, data: null, message: 'Sign-out broke', errorCode: 500 },
    }),
  );
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await dialog.getByRole('button', { name: 'Log out' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Sign-out broke' });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Close notification' }).click();
  await expect(toast).toBeHidden();
  await page.unroute('**/api/login/signout');

  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('menu')).toBeHidden();
  await dialog.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.signInLink).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account menu/ })).toHaveCount(0);
  const current = await (await page.request.get('/api/user/current')).json();
  expect(current.data).toBeNull();
});

test('the top loading bar shows after 200 ms while a slow page loads', async ({ page, header }) => {
  await page.goto('/');
  await header.ready();
  await page.route('**/about', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  // The old page is gone by the time the test can look, so it notes what happened in sessionStorage.
  await page.evaluate(() => {
    const bar = document.querySelector('[data-top-loading-bar]')!;
    document.addEventListener(
      'click',
      () => sessionStorage.setItem('clickedAt', String(performance.now())),
      true,
    );
    new MutationObserver(() => {
      if (bar.getAttribute('data-state') === 'visible' && !sessionStorage.getItem('shownAt')) {
        sessionStorage.setItem('shownAt', String(performance.now()));
      }
    }).observe(bar, { attributes: true });
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await page.waitForURL('**/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Plaza E2E');
  const [clickedAt, shownAt] = await page.evaluate(() => [
    Number(sessionStorage.getItem('clickedAt')),
    Number(sessionStorage.getItem('shownAt')),
  ]);
  expect(shownAt).toBeGreaterThan(0);
  expect(shownAt - clickedAt).toBeGreaterThanOrEqual(190);
  await expect(page.locator('[data-top-loading-bar]')).toHaveAttribute('data-state', 'hidden');
});

test('a newer build is offered as a reload', async ({ page, header }) => {
  await page.route('**/builds/latest.json', (route) =>
    route.fulfill({ json: { buildId: 'a-newer-build', builtAt: new Date().toISOString() } }),
  );
  await page.goto('/about');
  await header.ready();
  const banner = page.getByRole('status').filter({ hasText: 'A new version of this site is available.' });
  await expect(banner).toBeHidden();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(banner).toBeVisible();
  await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Reload' }).click()]);
  await expect(banner).toBeHidden();
});
