import { expect, type Page } from '@playwright/test';

/**
 * Hydrates every island on the page and waits until none is left with only its server markup.
 * Islands with `client:member` / `client:interaction` wait for a reader's first pointer, focus or key
 * on a visitor's page (decision 027); a pointer passing over each one stands in for that reader.
 */
export async function hydrateAllIslands(page: Page): Promise<void> {
  await page.locator('astro-island[ssr]').evaluateAll((islands) => {
    for (const island of islands) island.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  });
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}
