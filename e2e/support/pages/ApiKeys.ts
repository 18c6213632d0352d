import { expect, type Locator, type Page } from '@playwright/test';
import { islandsHydrated } from '../islands.ts';

/** The API key screens' words, per language. */
export const API_KEY_WORDS = {
  'en-US': {
    title: 'API keys',
    name: 'Name',
    write: /^Write content/,
    create: 'Create key',
    done: 'Done, I have copied it',
    revoke: 'Revoke',
    active: 'Active',
    revoked: 'Revoked',
    actsAsMember: 'A member',
    member: "Member's username",
  },
  'zh-CN': {
    title: 'API 密钥',
    name: '名称',
    write: /^写入内容/,
    create: '创建密钥',
    done: '完成，我已复制',
    revoke: '吊销',
    active: '有效',
    revoked: '已吊销',
    actsAsMember: '某位成员',
    member: '成员的用户名',
  },
} as const;
export type ApiKeyWords = (typeof API_KEY_WORDS)[keyof typeof API_KEY_WORDS];

/** A member's keys (`/user/profile/api-keys`) or the owner's site keys (`/admin/api-keys`). */
export class ApiKeysPage {
  constructor(
    readonly page: Page,
    readonly words: ApiKeyWords = API_KEY_WORDS['en-US'],
  ) {}

  async open(path = '/user/profile/api-keys'): Promise<void> {
    await this.page.goto(path);
    await islandsHydrated(this.page);
  }

  get form(): Locator {
    return this.page.locator('form[data-apikey-form][data-ready]');
  }

  /** Fills the form (name, the write scope beside read, and for a site key the member) and answers the token shown once. */
  async create(name: string, options: { member?: string } = {}): Promise<string> {
    await this.form.getByLabel(this.words.name, { exact: true }).fill(name);
    await this.form.getByRole('checkbox', { name: this.words.write }).check();
    if (options.member !== undefined) {
      await this.form.getByRole('radio', { name: this.words.actsAsMember }).check();
      await this.form.getByLabel(this.words.member).fill(options.member);
    }
    await this.form.getByRole('button', { name: this.words.create }).click();
    const token = this.page.locator('[data-apikey-token]');
    await expect(token).toHaveValue(/^plz_[a-z2-7]{40}$/);
    return token.inputValue();
  }

  /** Leaves the token's panel: the page reloads with the new key listed. */
  async done(): Promise<void> {
    const reloaded = this.page.waitForEvent('load');
    await this.page.getByRole('button', { name: this.words.done }).click();
    await reloaded;
    await islandsHydrated(this.page);
  }

  row(name: string): Locator {
    return this.page.locator('[data-apikey-list] tr[data-apikey]', { hasText: name });
  }

  /** Revokes a key in one click, confirmed in the dialog; the page reloads. */
  async revoke(name: string): Promise<void> {
    await this.row(name).getByRole('button', { name: this.words.revoke }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: this.words.revoke, exact: true }).click();
    await expect(this.row(name)).toHaveAttribute('data-state', 'revoked');
  }
}
