import { expect, type Page } from '@playwright/test';

/** Opens a page and waits until its islands have hydrated: a click or keystroke earlier would be lost. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}
