import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createComment, createMoment } from './support/content.ts';
import { disposeMembers, signInBrowser, signUpMembers, type Member } from './support/members.ts';
import { E2E_SERVERS } from './support/servers.ts';
import { headerReady } from './support/islands.ts';

// The header's islands (create menu, user area with the message notice, colour mode, language,
// burger) for a visitor and a member, in both languages, on a phone and on a desktop.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

const WORDS = {
  'en-US': {
    create: 'Create',
    newPost: 'New post',
    newArticle: 'New article',
    signIn: 'Sign in',
    dark: 'Dark mode',
    language: 'Language: English',
    other: { locale: 'zh-CN', label: '中文' },
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    nav: 'Main navigation',
    account: (name: string) => `Account menu for ${name}`,
    profile: 'My profile',
  },
  'zh-CN': {
    create: '发表',
    newPost: '发帖子',
    newArticle: '写文章',
    signIn: '登录',
    dark: '深色模式',
    language: '语言: 中文',
    other: { locale: 'en-US', label: 'English' },
    openMenu: '打开菜单',
    closeMenu: '关闭菜单',
    nav: '主导航',
    account: (name: string) => `${name} 的账户菜单`,
    profile: '个人主页',
  },
} as const;
type Locale = keyof typeof WORDS;

let member: Member;
let actor: Member;

async function useLocale(context: BrowserContext, locale: Locale): Promise<void> {
  await context.addCookies([{ name: 'locale', value: locale, url: E2E_SERVERS.main.url }]);
}

test.beforeAll(async ({ playwright }) => {
  [member, actor] = (await signUpMembers(playwright, 'Member', 'Actor')) as [Member, Member];
});
test.afterAll(() => disposeMembers(member, actor));

for (const locale of ['en-US', 'zh-CN'] as const) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const signedIn of [false, true]) {
      const who = signedIn ? 'a member' : 'a visitor';
      test(`${who} uses the header in ${locale} on a ${size}`, async ({ page, context }) => {
        const words = WORDS[locale];
        await page.setViewportSize(viewport);
        await useLocale(context, locale);
        if (signedIn) await signInBrowser(page.context(), member);
        await page.goto('/about');
        const banner = page.getByRole('banner');
        // Nothing is hydrated before the reader reaches for it; a click is held and replayed.
        const toggle = banner.getByRole('button', { name: words.dark });
        await toggle.click();
        await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        await expect(toggle).toHaveAttribute('aria-pressed', 'true');
        await toggle.click();
        await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
        await expect(toggle).toHaveAttribute('aria-pressed', 'false');
        await headerReady(page);

        const signIn = banner.getByRole('link', { name: words.signIn, exact: true });
        const account = banner.getByRole('button', { name: words.account(member.nickname) });
        if (signedIn) {
          await expect(signIn).toBeHidden();
          await expect(account).toBeVisible();
          await account.click();
          await expect(page.getByRole('menuitem', { name: words.profile })).toHaveAttribute(
            'href',
            `/user/${member.id}`,
          );
          await page.keyboard.press('Escape');
          await expect(page.getByRole('menu')).toBeHidden();
          await expect(account).toBeFocused();
          await expect(account).toHaveAttribute('aria-expanded', 'false');
        } else {
          await expect(signIn).toBeVisible();
          await expect(signIn).toHaveAttribute('href', '/user/signin?redirect=%2Fabout');
          await expect(account).toHaveCount(0);
        }

        const nav = page.getByRole('navigation', { name: words.nav });
        if (size === 'phone') {
          await expect(nav).toBeHidden();
          await banner.getByRole('button', { name: words.openMenu }).click();
          await expect(nav).toBeVisible();
          await expect(nav.getByRole('link', { name: words.newPost })).toHaveAttribute(
            'href',
            '/moment/create',
          );
          await page.keyboard.press('Escape');
          await expect(nav).toBeHidden();
          await expect(banner.getByRole('button', { name: words.openMenu })).toBeFocused();
          await banner.getByRole('button', { name: words.openMenu }).click();
          await expect(banner.getByRole('button', { name: words.closeMenu })).toHaveAttribute(
            'aria-expanded',
            'true',
          );
          await Promise.all([
            page.waitForEvent('load'),
            nav.getByRole('button', { name: words.other.label }).click(),
          ]);
        } else {
          await banner.getByRole('button', { name: words.create }).click();
          const menu = page.getByRole('menu');
          await expect(menu.getByRole('menuitem')).toHaveText([words.newPost, words.newArticle]);
          await page.mouse.click(5, 500);
          await expect(menu).toBeHidden();
          await banner.getByRole('button', { name: words.language }).click();
          await Promise.all([
            page.waitForEvent('load'),
            page.getByRole('menuitem', { name: words.other.label }).click(),
          ]);
        }
        await expect(page.locator('html')).toHaveAttribute('lang', words.other.locale);
        const other = WORDS[words.other.locale];
        await expect(page.getByRole('banner').getByRole('button', { name: other.dark })).toBeVisible();
        if (signedIn) {
          await expect(page.getByRole('button', { name: other.account(member.nickname) })).toBeVisible();
        }
      });
    }
  }
}

test("a member's page load never shows Sign in, and the phone header does not move", async ({ page }) => {
  await signInBrowser(page.context(), member);
  // Samples the header from the first parse to well after the viewer state arrived.
  await page.addInitScript(() => {
    const record = window as unknown as {
      signInSeen: string[];
      boxesAtDcl?: string;
      placeholderAtDcl?: boolean;
    };
    record.signInSeen = [];
    const look = (when: string) => {
      const link = document.querySelector<HTMLElement>('.header-signin');
      if (link?.checkVisibility()) record.signInSeen.push(when);
    };
    new MutationObserver(() => look('mutation')).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
    });
    const frame = () => {
      look('frame');
      if (performance.now() < 8000) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    document.addEventListener('DOMContentLoaded', () => {
      look('domcontentloaded');
      // Before any island hydrates (they wait for idle), the member's shape is the placeholder.
      record.placeholderAtDcl =
        document.querySelector<HTMLElement>('.user-area-placeholder')?.checkVisibility() ?? false;
      const box = (selector: string) =>
        JSON.stringify(document.querySelector(selector)?.getBoundingClientRect());
      record.boxesAtDcl = [box('.color-mode-toggle'), box('.burger'), box('.header-home')].join('|');
    });
  });
  await page.setViewportSize(SIZES.phone);
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-member', '');
  await expect(page.getByRole('button', { name: `Account menu for ${member.nickname}` })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { placeholderAtDcl?: boolean }).placeholderAtDcl),
  ).toBe(true);
  await page.waitForTimeout(500);
  const seen = await page.evaluate(() => (window as unknown as { signInSeen: string[] }).signInSeen);
  expect(seen).toEqual([]);
  const [before, after] = await page.evaluate(() => {
    const box = (selector: string) =>
      JSON.stringify(document.querySelector(selector)?.getBoundingClientRect());
    return [
      (window as unknown as { boxesAtDcl: string }).boxesAtDcl,
      [box('.color-mode-toggle'), box('.burger'), box('.header-home')].join('|'),
    ];
  });
  expect(after).toBe(before);

  // A session that ended: the viewer state says visitor, and Sign in shows.
  await page.context().clearCookies({ name: 'token' });
  await page.goto('/about');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-member');
});

/** Each header island's inner HTML, keyed by its component, as parsed and as it is now. */
async function captureIslandsAtDcl(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const islands = document.querySelectorAll('[data-site-header] astro-island');
      (window as unknown as { islandsAtDcl: Record<string, string> }).islandsAtDcl = Object.fromEntries(
        [...islands].map((island) => [island.getAttribute('component-url') ?? '', island.innerHTML]),
      );
    });
  });
}

async function islandsNowAndAtDcl(page: Page) {
  return page.evaluate(() => {
    const islands = document.querySelectorAll('[data-site-header] astro-island');
    const now = Object.fromEntries(
      [...islands].map((island) => [island.getAttribute('component-url') ?? '', island.innerHTML]),
    );
    return { now, atDcl: (window as unknown as { islandsAtDcl: Record<string, string> }).islandsAtDcl };
  });
}

function watchHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test("a visitor's header loads no island before interaction, and hydrates into its server markup", async ({
  page,
}) => {
  const errors = watchHydrationErrors(page);
  await captureIslandsAtDcl(page);
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  const islandScripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) =>
        /\/_astro\/(react|react-dom|client|UserArea|CreateMenu|ColorModeToggle|LanguageSwitcher|MobileMenuButton)\./.test(
          name,
        ),
      ),
  );
  expect(islandScripts).toEqual([]);
  await expect(page.locator('[data-site-header] astro-island[ssr]')).toHaveCount(5);

  await headerReady(page);
  const { now, atDcl } = await islandsNowAndAtDcl(page);
  expect(Object.keys(now)).toHaveLength(5);
  expect(now).toEqual(atDcl);
  expect(errors).toEqual([]);
});

test("a member's header hydrates into its server markup, then fills in from the viewer state", async ({
  page,
}) => {
  const errors = watchHydrationErrors(page);
  await signInBrowser(page.context(), member);
  await captureIslandsAtDcl(page);
  await page.goto('/about');
  await headerReady(page);
  await expect(page.locator('[data-site-header] astro-island[ssr]')).toHaveCount(0);
  const { now, atDcl } = await islandsNowAndAtDcl(page);
  const userArea = Object.keys(now).find((url) => url.includes('UserArea'))!;
  for (const url of Object.keys(now)) {
    if (url !== userArea) expect(now[url], url).toBe(atDcl[url]);
  }
  // The user area rendered the visitor's shape (kept hidden by the member hint), then the member's.
  expect(atDcl[userArea]).toContain('user-area-placeholder');
  expect(now[userArea]).toContain(member.nickname);
  expect(errors).toEqual([]);
});

test('the unread badge follows the message stream live', async ({ page }) => {
  const momentId = await createMoment(member.api, {
    title: `Header badge ${RUN}`,
    content: '<p>Say something</p>',
  });
  const before = (await (await member.api.get('/api/user/msg_recent')).json()).data.count as number;
  await signInBrowser(page.context(), member);
  // Only the stream may bring the change: the poll is turned away.
  await page.route('**/api/user/msg_recent', (route) => route.abort());
  // The stream must be open before the comment: one made earlier arrives as the stream's first count,
  // which the page settles through msg_recent (turned away here) rather than taking it from the stream.
  const streamOpened = page.waitForResponse((response) => response.url().includes('/api/user/msg_stream'));
  await page.goto('/about');
  await headerReady(page);
  const notice = page.locator('[data-message-notice]');
  await expect(notice).toHaveAccessibleName(before > 0 ? /^Messages, \S+ unread$/ : 'Messages');
  await streamOpened;

  await createComment(actor.api, { entityType: 'moment', entityId: momentId, content: `Nice one ${RUN}` });
  const expected = before + 1 > 9 ? '9+' : String(before + 1);
  await expect(page.getByRole('link', { name: `Messages, ${expected} unread` })).toBeVisible({
    timeout: 5_000,
  });
  await expect(notice.locator('.badge')).toHaveText(expected);
  await expect(notice).toHaveClass(/message-notice-unread/);
});
