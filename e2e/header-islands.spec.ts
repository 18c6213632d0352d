import type { Page } from '@playwright/test';
import { useLocale } from './support/browsing.ts';
import { createComment, createMoment } from './support/content.ts';
import { expect, test } from './support/fixtures.ts';
import { signInBrowser, type Member } from './support/members.ts';
import { SiteHeader } from './support/pages/SiteHeader.ts';

// The header's islands (create menu, user area with the message notice, colour mode, language,
// burger) for a visitor and a member, in both languages, on a phone and on a desktop.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

let member: Member;
let actor: Member;

test.beforeAll(async ({ accounts }) => {
  [member, actor] = await accounts.members('Member', 'Actor');
});

for (const locale of ['en-US', 'zh-CN'] as const) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const signedIn of [false, true]) {
      const who = signedIn ? 'a member' : 'a visitor';
      test(`${who} uses the header in ${locale} on a ${size}`, async ({ page, context }) => {
        const header = new SiteHeader(page, locale);
        const words = header.words;
        await page.setViewportSize(viewport);
        await useLocale(context, locale);
        if (signedIn) await signInBrowser(page.context(), member);
        await page.goto('/about');
        // Nothing is hydrated before the reader reaches for it; a click is held and replayed.
        const toggle = header.colorModeToggle;
        await toggle.click();
        await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        await expect(toggle).toHaveAttribute('aria-pressed', 'true');
        await toggle.click();
        await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
        await expect(toggle).toHaveAttribute('aria-pressed', 'false');
        await header.ready();

        const signIn = header.signInLink;
        const account = header.accountButton(member.nickname);
        if (signedIn) {
          await expect(signIn).toBeHidden();
          await expect(account).toBeVisible();
          await account.click();
          await expect(page.getByRole('menuitem', { name: words.profile })).toHaveAttribute(
            'href',
            `/user/${member.id}`,
          );
          await page.keyboard.press('Escape');
          await expect(header.menu).toBeHidden();
          await expect(account).toBeFocused();
          await expect(account).toHaveAttribute('aria-expanded', 'false');
        } else {
          await expect(signIn).toBeVisible();
          await expect(signIn).toHaveAttribute('href', '/user/signin?redirect=%2Fabout');
          await expect(account).toHaveCount(0);
        }

        const nav = header.nav;
        if (size === 'phone') {
          await expect(nav).toBeHidden();
          await header.burger.click();
          await expect(nav).toBeVisible();
          await expect(nav.getByRole('link', { name: words.newPost })).toHaveAttribute(
            'href',
            '/moment/create',
          );
          await page.keyboard.press('Escape');
          await expect(nav).toBeHidden();
          await expect(header.burger).toBeFocused();
          await header.burger.click();
          await expect(header.closeMenuButton).toHaveAttribute('aria-expanded', 'true');
          await Promise.all([
            page.waitForEvent('load'),
            nav.getByRole('button', { name: words.other.label }).click(),
          ]);
        } else {
          await header.createButton.click();
          await expect(header.menu.getByRole('menuitem')).toHaveText([words.newPost, words.newArticle]);
          await page.mouse.click(5, 500);
          await expect(header.menu).toBeHidden();
          await header.switchLanguage();
        }
        await expect(page.locator('html')).toHaveAttribute('lang', words.other.locale);
        const other = header.in(words.other.locale);
        await expect(other.colorModeToggle).toBeVisible();
        if (signedIn) {
          await expect(
            page.getByRole('button', { name: other.words.account(member.nickname) }),
          ).toBeVisible();
        }
      });
    }
  }
}

test("a member's page load never shows Sign in, and the phone header does not move", async ({
  page,
  header,
}) => {
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
  await expect(header.signInLink).toBeVisible();
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
  header,
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

  await header.ready();
  const { now, atDcl } = await islandsNowAndAtDcl(page);
  expect(Object.keys(now)).toHaveLength(5);
  expect(now).toEqual(atDcl);
  expect(errors).toEqual([]);
});

test("a member's header hydrates into its server markup, then fills in from the viewer state", async ({
  page,
  header,
}) => {
  const errors = watchHydrationErrors(page);
  await signInBrowser(page.context(), member);
  await captureIslandsAtDcl(page);
  await page.goto('/about');
  await header.ready();
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

test('the unread badge follows the message stream live', async ({ page, header }) => {
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
  await header.ready();
  const notice = header.messageNotice;
  await expect(notice).toHaveAccessibleName(before > 0 ? /^Messages, \S+ unread$/ : 'Messages');
  await streamOpened;

  await createComment(actor.api, { entityType: 'moment', entityId: momentId, content: `Nice one ${RUN}` });
  const expected = before + 1 > 9 ? '9+' : String(before + 1);
  await expect(header.messagesLink(`Messages, ${expected} unread`)).toBeVisible({
    timeout: 5_000,
  });
  await expect(notice.locator('.badge')).toHaveText(expected);
  await expect(notice).toHaveClass(/message-notice-unread/);
});
