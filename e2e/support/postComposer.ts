import { expect, type Page } from '@playwright/test';

/** Opens a moment composer (create or edit) and waits until its form is ready. */
export async function openMomentComposer(page: Page, path = '/moment/create'): Promise<void> {
  await page.goto(path);
  await expect(page.locator('form.composer[data-ready]')).toBeAttached();
}

/** Writes a post's title and a line of body text in the open composer's editor. */
export async function writePost(page: Page, title: string, body: string): Promise<void> {
  await page.getByLabel('Title').fill(title);
  await expect(page.locator('.rte[data-ready]')).toBeVisible();
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type(body);
}
