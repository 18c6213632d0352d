import { expectFitsWidth, useLocale } from './support/browsing.ts';
import { createMoment } from './support/content.ts';
import { cardIds } from './support/feeds.ts';
import { expect, test } from './support/fixtures.ts';
import { createFriendLinks, flagMoment } from './support/staffSetup.ts';

// Moments are created through the API like a member would; the owner pins, recommends and adds
// friend links through the same admin and moderation API their screens call.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface Seed {
  links: Array<{ title: string; url: string; summary: string }>;
  hiddenTitle: string;
  stickyId: number;
  stickyTitle: string;
  recommendedId: number;
  recommendedTitle: string;
}

let seed: Seed;
let removeLinks: (() => Promise<void>) | undefined;

test.beforeAll(async ({ accounts }) => {
  const author = await accounts.member('Home');
  const stickyTitle = `Pinned news ${RUN}`;
  const recommendedTitle = `Worth reading ${RUN}`;
  const stickyId = await createMoment(author.api, { title: stickyTitle });
  const recommendedId = await createMoment(author.api, { title: recommendedTitle });
  await createMoment(author.api, { title: `Plain moment ${RUN}` });
  await flagMoment('sticky', stickyId);
  await flagMoment('recommend', recommendedId);

  const links = [
    { title: `Alpha ${RUN}`, url: `https://alpha-${RUN}.example/`, summary: 'The first friend' },
    { title: `Beta ${RUN}`, url: `https://beta-${RUN}.example/docs`, summary: '' },
  ];
  const hiddenTitle = `Hidden ${RUN}`;
  removeLinks = await createFriendLinks([
    { ...links[0]!, sortOrder: 1 },
    { ...links[1]!, sortOrder: 2 },
    { title: hiddenTitle, url: 'https://hidden.example/', sortOrder: 0, status: 1 },
  ]);
  seed = { links, hiddenTitle, stickyId, stickyTitle, recommendedId, recommendedTitle };
});

test.afterAll(async () => {
  await removeLinks?.();
});

test.describe('friend links', () => {
  test('/links shows the shown links as cards that open in a new tab', async ({ page }) => {
    await page.goto('/');
    await page.locator('.site-footer').getByRole('link', { name: 'Links' }).click();
    await expect(page).toHaveURL(/\/links$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Friend links' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Friend links' });
    const alpha = list.getByRole('link', { name: new RegExp(`Alpha ${RUN}`) });
    await expect(alpha).toHaveAttribute('href', seed.links[0]!.url);
    await expect(alpha).toHaveAttribute('target', '_blank');
    await expect(alpha).toHaveAttribute('rel', 'noopener nofollow');
    await expect(alpha).toContainText('The first friend');
    await expect(alpha).toContainText(`alpha-${RUN}.example`);
    // No logo: the card shows the title's letter instead.
    await expect(alpha.locator('.avatar-letter')).toHaveAttribute('data-letter', 'A');
    await expect(list.getByRole('link', { name: new RegExp(`Beta ${RUN}`) })).toContainText(
      `beta-${RUN}.example`,
    );
    await expect(page.getByText(seed.hiddenTitle)).toHaveCount(0);
    const titles = await list.locator('.friend-link-title').allTextContents();
    expect(titles.indexOf(`Alpha ${RUN}`)).toBeLessThan(titles.indexOf(`Beta ${RUN}`));
  });

  test('the side bar lists them with a link to /links', async ({ page }) => {
    test.setTimeout(100_000);
    const widget = page.locator('[data-friend-links-widget]');
    // The side bar keeps its list for a minute in the server: wait for this run's links to appear.
    await expect
      .poll(
        async () => {
          await page.goto('/');
          return widget.getByRole('link', { name: `Alpha ${RUN}` }).count();
        },
        { timeout: 80_000, intervals: [2_000, 5_000] },
      )
      .toBe(1);
    await expect(widget.getByRole('heading', { name: 'Friend links' })).toBeVisible();
    await expect(widget.getByRole('link', { name: `Alpha ${RUN}` })).toHaveAttribute(
      'rel',
      'noopener nofollow',
    );
    await expect(widget.getByText(seed.hiddenTitle)).toHaveCount(0);
    // Descriptive link text (Lighthouse SEO flags a bare "More").
    await widget.getByRole('link', { name: 'More friend links', exact: true }).click();
    await expect(page).toHaveURL(/\/links$/);
  });
});

test.describe('redirect interstitial', () => {
  test('shows a good link and never leaves by itself', async ({ page }) => {
    const target = 'https://example.com/path?q=1&lang=zh#top';
    const response = await page.goto(`/redirect?url=${encodeURIComponent(target)}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('You are leaving');
    await expect(page.locator('[data-redirect-url]')).toHaveText(target);
    const proceed = page.getByRole('link', { name: 'Continue to the link' });
    await expect(proceed).toHaveAttribute('href', target);
    await expect(proceed).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(page.getByRole('link', { name: /^Back to / })).toHaveAttribute('href', '/');
    await page.waitForTimeout(2_000);
    expect(new URL(page.url()).pathname).toBe('/redirect');
  });

  for (const [label, query, message] of [
    ['a missing url', '', 'No link was given.'],
    ['an empty url', '?url=', 'No link was given.'],
    ['javascript:', `?url=${encodeURIComponent('javascript:alert(document.domain)')}`, 'Only complete'],
    ['data:', `?url=${encodeURIComponent('data:text/html,<script>alert(1)</script>')}`, 'Only complete'],
    ['ftp:', `?url=${encodeURIComponent('ftp://example.com/file')}`, 'Only complete'],
    ['a malformed url', `?url=${encodeURIComponent('https://exa mple.com')}`, 'Only complete'],
  ] as const) {
    test(`shows an error and no link for ${label}`, async ({ page }) => {
      const response = await page.goto(`/redirect${query}`);
      expect(response?.status()).toBe(400);
      expect(response?.statusText(), 'the status line says what 400 means').toBe('Bad Request');
      await expect(page.getByRole('alert')).toContainText(message);
      await expect(page.getByRole('link', { name: 'Continue to the link' })).toHaveCount(0);
      await expect(page.locator('main a[href^="javascript:"], main a[href^="data:"]')).toHaveCount(0);
    });
  }
});

test.describe('home', () => {
  test('sticky moments lead the latest feed and recommended ones have their tab', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Latest moments' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Moment lists' });
    await expect(tabs.getByRole('link', { name: 'Latest' })).toHaveAttribute('aria-current', 'page');
    // Other specs may pin moments too: every pinned card comes before every other one.
    const ids = await cardIds(page);
    const pinned = await page
      .locator('#moment-list > .moment-card')
      .evaluateAll((cards) => cards.map((card) => card.querySelector('.moment-badge-sticky') !== null));
    const pinnedCount = pinned.filter(Boolean).length;
    expect(pinned.slice(pinnedCount)).not.toContain(true);
    expect(ids.slice(0, pinnedCount)).toContain(seed.stickyId);
    const sticky = page.locator(`.moment-card[data-moment-id="${seed.stickyId}"]`);
    await expect(sticky.locator('.moment-badge-sticky')).toHaveText('Sticky');

    await tabs.getByRole('link', { name: 'Recommended' }).click();
    await expect(page).toHaveURL(/\/\?tab=recommended$/);
    await expect(tabs.getByRole('link', { name: 'Recommended' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: 'Recommended' })).toBeVisible();
    expect(await cardIds(page)).toContain(seed.recommendedId);
    expect(await cardIds(page)).not.toContain(seed.stickyId);
    // Other specs add moments to the shared server meanwhile: the badge is checked where the list is short.
    await expect(page.locator(`.moment-card[data-moment-id="${seed.recommendedId}"]`)).toContainText(
      'Recommended',
    );
    await expect(page.getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/moments?tab=recommended',
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/\?tab=recommended$/);
  });

  test('shows the side widgets on the right on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const side = page.locator('.feed-side');
    for (const name of ['Hot tags', 'Friend links']) {
      await expect(side.getByRole('heading', { name })).toBeAttached();
    }
    const feed = await page.locator('[data-home-feed]').boundingBox();
    const sideBox = await side.boundingBox();
    expect(feed && sideBox && sideBox.x > feed.x + feed.width - 1).toBe(true);
  });

  test('puts the feed before the widgets on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const feed = await page.locator('[data-home-feed]').boundingBox();
    const side = await page.locator('.feed-side').boundingBox();
    expect(feed && side).toBeTruthy();
    expect(side!.y).toBeGreaterThanOrEqual(feed!.y + feed!.height);
    await expectFitsWidth(page);
  });

  test('speaks Chinese when the locale cookie says so', async ({ page, context }) => {
    await useLocale(context, 'zh-CN');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: '最新动态' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: '动态列表' });
    await expect(tabs.getByRole('link', { name: '最新' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: '推荐' })).toBeVisible();
    await expect(
      page.locator(`.moment-card[data-moment-id="${seed.stickyId}"] .moment-badge-sticky`),
    ).toHaveText('置顶');
    await page.goto('/links');
    await expect(page.getByRole('heading', { level: 1, name: '友情链接' })).toBeVisible();
    await page.goto('/redirect?url=javascript%3Aalert(1)');
    await expect(page.getByRole('alert')).toHaveText('这里只能打开完整的 http:// 或 https:// 链接。');
  });
});
