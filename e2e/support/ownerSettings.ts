import type { Page } from '@playwright/test';
import { gotoHydrated } from './gotoHydrated.ts';
import { signInOwnerPage } from './members.ts';

/** Signs the page in as the installed owner and opens the settings screen, ready to use. */
export async function openSettingsAsOwner(page: Page): Promise<void> {
  await signInOwnerPage(page);
  await gotoHydrated(page, '/admin/settings');
}
