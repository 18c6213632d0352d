import type { Page } from '@playwright/test';
import { islandsHydrated } from './islands.ts';

/** Opens a page and waits until its islands have hydrated: a click or keystroke earlier would be lost. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await islandsHydrated(page);
}
