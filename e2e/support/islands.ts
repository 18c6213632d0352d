import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Islands that hydrate by themselves (at load, when idle, `client:member` on a member's page) and
 * have not yet. Islands that wait for the reader's first interaction (`client:interaction`, and
 * `client:member` on a visitor's page) are left out: they hydrate when touched.
 */
export function unhydratedIslands(page: Page): Locator {
  return page.locator(
    'astro-island[ssr]:not([client="interaction"]):not(html:not([data-member]) astro-island[client="member"])',
  );
}

/** Waits until every island that hydrates without an interaction has. */
export async function islandsHydrated(page: Page): Promise<void> {
  await expect(unhydratedIslands(page)).toHaveCount(0);
}

/**
 * Makes the header ready the way a reader does, by reaching for each of its islands (a focus
 * inside it hydrates it), then waits until all have hydrated and the user area shows the viewer:
 * a member's menu, or a visitor's Sign in.
 */
export async function headerReady(page: Page): Promise<void> {
  const header = page.locator('[data-site-header]');
  await expect(async () => {
    await header
      .locator('astro-island[ssr]')
      .evaluateAll((islands) =>
        islands.forEach((island) => island.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))),
      );
    await expect(header.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 1_000 });
  }).toPass();
  // A visitor's page has no member hint (or lost it to the viewer state); a member's shows the menu.
  await expect(page.locator('html:not([data-member]), [data-user-area] #user-menu').first()).toBeAttached();
}
