import { expect, type Page, type Request } from '@playwright/test';
import { gotoHydrated } from './gotoHydrated.ts';
import { signInOwnerPage } from './members.ts';

/** Signs the page in as the installed owner and opens the settings screen, ready to use. */
export async function openSettingsAsOwner(page: Page): Promise<void> {
  await signInOwnerPage(page);
  await gotoHydrated(page, '/admin/settings');
}

/**
 * Runs `act` (a save the browser should refuse) and then checks that nothing was sent to `path`:
 * the form named the problem instead.
 */
export async function expectNothingSent(page: Page, path: string, act: () => Promise<void>): Promise<void> {
  let sent = false;
  const watch = (request: Request) => {
    if (request.url().endsWith(path)) sent = true;
  };
  page.on('request', watch);
  try {
    await act();
  } finally {
    page.off('request', watch);
  }
  expect(sent, `nothing is sent to ${path}`).toBe(false);
}
