import type { Page } from '@playwright/test';

/** Holds every upload the page sends until the answered function is called (then lets them through). */
export async function holdUploads(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/upload', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
