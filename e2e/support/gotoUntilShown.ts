import { expect, type Locator, type Page } from '@playwright/test';
import { gotoHydrated } from './gotoHydrated.ts';

/**
 * Opens a page again and again until a locator shows, for what arrives through the outbox: its
 * poller runs every two seconds, later on a busy machine, and the page does not refresh itself.
 */
export async function gotoUntilShown(
  page: Page,
  path: string,
  shown: (page: Page) => Locator,
  timeout = 45_000,
): Promise<void> {
  await expect(async () => {
    await gotoHydrated(page, path);
    await expect(shown(page).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout, intervals: [500, 1_000, 2_000] });
}
