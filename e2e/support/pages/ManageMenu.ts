import { expect, type Page } from '@playwright/test';

/** Staff's manage menu on a moment, an article or a member's profile. */
export class ManageMenu {
  constructor(readonly page: Page) {}

  get button() {
    return this.page.getByRole('button', { name: 'Manage' });
  }

  item(entry: string) {
    return this.page.getByRole('menuitem', { name: entry, exact: true });
  }

  /** Opens the menu and picks an entry. */
  async choose(entry: string): Promise<void> {
    await this.button.click();
    await this.item(entry).click();
  }

  /** Picks an entry that asks for a reason, gives it and confirms. */
  async chooseWithReason(entry: string, reason: string): Promise<void> {
    await this.choose(entry);
    const dialog = this.page.getByRole('dialog', { name: entry });
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
  }

  /**
   * The success toast names what was done, and the menu already offers the new state's entries, with
   * no reload (the page was marked with markUnreloaded first).
   */
  async expectDoneInPlace(done: string, entries: string[]): Promise<void> {
    await expect(this.page.locator('.toast-success').last()).toHaveText(done);
    await this.button.click();
    for (const entry of entries) await expect(this.item(entry)).toBeVisible();
    await this.page.keyboard.press('Escape');
    await expect(this.page.locator('html[data-e2e-unreloaded]'), 'the page was not reloaded').toHaveCount(1);
  }
}
