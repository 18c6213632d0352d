import { expect, type Page } from '@playwright/test';

/**
 * The comment section is ready to use: a member's comment box has hydrated and restored its draft,
 * a visitor sees "sign in to comment", or the section says comments open after review.
 */
export async function waitForComments(page: Page): Promise<void> {
  const section = page.locator('[data-comment-section]');
  await expect(
    section
      .locator('form[data-comment-form][data-ready]')
      .or(section.locator('[data-comments-signin]:visible'))
      .or(section.locator('.comments-closed'))
      .first(),
  ).toBeVisible();
}
