import { createComment, createMoment } from './support/content.ts';
import { expect, test } from './support/fixtures.ts';
import { E2E_SERVERS } from './support/servers.ts';
import { saveSiteConfig } from './support/siteConfig.ts';

// The site notice and the external-link setting: both change site config, restored after each test.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('site notice', () => {
  test.afterEach(async () => {
    await saveSiteConfig({ siteNotification: '' });
  });

  test('is sanitized, dismissible, stays dismissed and shows again when it changes', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { noticeScriptRan: boolean }).noticeScriptRan = false;
    });
    const first =
      `<p>Maintenance <strong>tonight ${RUN}</strong> <a href="/moments">details</a></p>` +
      '<script>window.noticeScriptRan = true</script><img src="x" onerror="window.noticeScriptRan = true">';
    await saveSiteConfig({ siteNotification: first });
    await page.goto('/');
    const notice = page.getByRole('complementary', { name: 'Site notice' });
    await expect(notice).toBeVisible();
    await expect(notice.locator('strong')).toHaveText(`tonight ${RUN}`);
    await expect(notice.getByRole('link', { name: 'details' })).toHaveAttribute('href', '/moments');
    await expect(notice.locator('script, [onerror]')).toHaveCount(0);
    await page.waitForLoadState('load');
    expect(
      await page.evaluate(() => (window as unknown as { noticeScriptRan: boolean }).noticeScriptRan),
    ).toBe(false);

    await notice.getByRole('button', { name: 'Dismiss notice' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.locator('[data-site-notice]')).toBeAttached();
    await expect(page.locator('[data-site-notice]')).toBeHidden();

    await saveSiteConfig({ siteNotification: `<p>Something new ${RUN}</p>` });
    await page.reload();
    await expect(page.getByRole('complementary', { name: 'Site notice' })).toContainText(
      `Something new ${RUN}`,
    );
    await expect(page.getByRole('complementary', { name: 'Site notice' })).toBeVisible();
  });

  test('shows without JavaScript, with no dismiss button, and in Chinese', async ({ browse }) => {
    await saveSiteConfig({ siteNotification: `<p>No script needed ${RUN}</p>` });
    const page = await browse({ javaScriptEnabled: false, locale: 'zh-CN' });
    await page.goto('/');
    const notice = page.getByRole('complementary', { name: '站点公告' });
    await expect(notice).toContainText(`No script needed ${RUN}`);
    await expect(notice.getByRole('button')).toBeHidden();
  });

  test('an empty notice shows nothing', async ({ page }) => {
    await saveSiteConfig({ siteNotification: '   ' });
    await page.goto('/');
    await expect(page.locator('[data-site-notice]')).toHaveCount(0);
  });
});

test.describe('external links', () => {
  test.afterEach(async () => {
    await saveSiteConfig({ externalLinkRedirect: false });
  });

  test('lead through /redirect in moments and comments when the setting is on', async ({
    page,
    context,
    momentPage,
    member: linker,
  }) => {
    const outside = `https://outside-${RUN}.example/page?x=1&y=2`;
    const momentId = await createMoment(linker.api, {
      title: `Links ${RUN}`,
      content: `<p><a href="${outside.replace(/&/g, '&amp;')}">outside</a> and <a href="/moments">inside</a></p>`,
    });
    await createComment(linker.api, {
      entityType: 'moment',
      entityId: momentId,
      content: `see ${outside} and ${E2E_SERVERS.main.url}/tags`,
    });

    const body = page.locator('.content-body').first();
    const comments = page.locator('.comment-text');
    const via = `/redirect?url=${encodeURIComponent(outside)}`;

    await page.goto(`/moment/${momentId}`);
    await expect(body.getByRole('link', { name: 'outside' })).toHaveAttribute('href', outside);
    await expect(comments.getByRole('link', { name: outside })).toHaveAttribute('href', outside);

    await saveSiteConfig({ externalLinkRedirect: true });
    await page.goto(`/moment/${momentId}`);
    await expect(body.getByRole('link', { name: 'outside' })).toHaveAttribute('href', via);
    await expect(body.getByRole('link', { name: 'inside' })).toHaveAttribute('href', '/moments');
    await expect(comments.getByRole('link', { name: outside })).toHaveAttribute('href', via);
    await expect(comments.getByRole('link', { name: `${E2E_SERVERS.main.url}/tags` })).toHaveAttribute(
      'href',
      `${E2E_SERVERS.main.url}/tags`,
    );

    // A comment the browser adds after posting is rendered by the same rule.
    const later = `https://later-${RUN}.example/x`;
    await momentPage.comments.ready();
    await momentPage.comments.post(`also ${later}`);
    await expect(comments.getByRole('link', { name: later })).toHaveAttribute(
      'href',
      `/redirect?url=${encodeURIComponent(later)}`,
    );

    const opened = context.waitForEvent('page');
    await body.getByRole('link', { name: 'outside' }).click();
    const interstitial = await opened;
    await interstitial.waitForLoadState();
    expect(new URL(interstitial.url()).pathname).toBe('/redirect');
    await expect(interstitial.locator('[data-redirect-url]')).toHaveText(outside);
    await expect(interstitial.getByRole('link', { name: 'Continue to the link' })).toHaveAttribute(
      'href',
      outside,
    );
    await interstitial.close();
  });
});
