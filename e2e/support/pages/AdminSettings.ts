import { expect, type Locator, type Page } from '@playwright/test';
import { gotoHydrated } from '../gotoHydrated.ts';
import { signInOwnerPage } from '../members.ts';

export const ADMIN_SETTINGS_WORDS = {
  'en-US': { save: 'Save settings', savePrivate: 'Save private settings', saved: 'Settings saved' },
  'zh-CN': { save: '保存设置', savePrivate: '保存私密设置', saved: '设置已保存' },
} as const;
export type AdminSettingsWords = (typeof ADMIN_SETTINGS_WORDS)[keyof typeof ADMIN_SETTINGS_WORDS];

/** The owner's site settings screen, `/admin/settings`. */
export class AdminSettingsPage {
  constructor(
    readonly page: Page,
    readonly words: AdminSettingsWords = ADMIN_SETTINGS_WORDS['en-US'],
  ) {}

  /** The same screen read in another language. */
  in(locale: keyof typeof ADMIN_SETTINGS_WORDS): AdminSettingsPage {
    return new AdminSettingsPage(this.page, ADMIN_SETTINGS_WORDS[locale]);
  }

  /** Opens the screen (whoever is signed in) and waits until it is ready to use: its forms say React owns them. */
  async open(): Promise<void> {
    await gotoHydrated(this.page, '/admin/settings');
    await expect(this.page.locator('form.settings-form[data-ready]').first()).toBeAttached();
    await expect(
      this.page.locator(
        ':is([data-site-settings-form], [data-terms-settings-form], [data-private-settings-form]):not([data-ready])',
      ),
    ).toHaveCount(0);
  }

  /** Signs the page in as the installed owner and opens the screen. */
  async openAsOwner(): Promise<void> {
    await signInOwnerPage(this.page);
    await this.open();
  }

  /** A fieldset of the form by its legend, e.g. "Edit history". */
  group(name: string): Locator {
    return this.page.getByRole('group', { name });
  }

  /** A section by its id, e.g. `settings-mail`. */
  section(id: string): Locator {
    return this.page.locator(`[data-settings-section="${id}"]`);
  }

  field(label: string | RegExp, options?: { exact?: boolean }): Locator {
    return this.page.getByLabel(label, options);
  }

  get savedNotice(): Locator {
    return this.page.getByText(this.words.saved);
  }

  /** Clicks "Save settings" and answers the status of the site settings call it made. */
  async save(): Promise<number> {
    const saved = this.page.waitForResponse((response) =>
      response.url().endsWith('/api/admin/settings/site'),
    );
    await this.page.getByRole('button', { name: this.words.save }).click();
    return (await saved).status();
  }

  /** Clicks "Save settings" and expects the save to succeed. */
  async saveOk(): Promise<void> {
    expect(await this.save()).toBe(200);
  }

  /** Clicks "Save private settings". */
  async savePrivate(): Promise<void> {
    await this.page.getByRole('button', { name: this.words.savePrivate }).click();
  }

  /** Clicks "Save private settings" and answers the status of the private settings call it made. */
  async savePrivateAndAnswer(): Promise<number> {
    const saved = this.page.waitForResponse((response) =>
      response.url().endsWith('/api/admin/settings/private'),
    );
    await this.savePrivate();
    return (await saved).status();
  }
}
