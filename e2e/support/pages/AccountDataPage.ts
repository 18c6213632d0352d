import { expect, type Download, type Page } from '@playwright/test';

export const ACCOUNT_DATA_WORDS = {
  'en-US': {
    title: 'Your data and account',
    prepare: 'Prepare my archive',
    check: 'Check again',
    ready: 'is ready',
    download: 'Download archive',
    password: 'Your password',
    delete: 'Delete my account',
    scheduled: 'Your account will be deleted on',
    cancel: 'Cancel the deletion',
    cancelled: 'The deletion was cancelled. Your account stays.',
    wrongPassword: 'The password is not correct.',
  },
  'zh-CN': {
    title: '我的数据与账号',
    prepare: '生成我的数据存档',
    check: '再次查看',
    ready: '已生成',
    download: '下载存档',
    password: '你的密码',
    delete: '注销我的账号',
    scheduled: '你的账号将于',
    cancel: '撤销注销',
    cancelled: '已撤销注销，你的账号会保留。',
    wrongPassword: '密码不正确。',
  },
} as const;
export type AccountDataWords = (typeof ACCOUNT_DATA_WORDS)[keyof typeof ACCOUNT_DATA_WORDS];

/** The member's data page, `/user/account`: the archive and the account deletion. */
export class AccountDataPage {
  constructor(
    readonly page: Page,
    readonly words: AccountDataWords,
  ) {}

  async open(): Promise<void> {
    await this.page.goto('/user/account');
    await expect(this.page.getByRole('heading', { level: 1, name: this.words.title })).toBeVisible();
  }

  /** Asks for an archive, then checks again (as a member would) until it can be downloaded. */
  async prepareArchive(): Promise<void> {
    await this.page.getByRole('button', { name: this.words.prepare }).click();
    const state = this.page.getByTestId('export-state');
    await expect(async () => {
      if ((await state.getAttribute('data-status')) === 'preparing') {
        await this.page.getByRole('button', { name: this.words.check }).click();
      }
      await expect(state).toHaveAttribute('data-status', 'ready', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(state).toContainText(this.words.ready);
  }

  async download(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('link', { name: this.words.download }).click();
    return download;
  }

  async deleteWithPassword(password: string): Promise<void> {
    await this.page.getByLabel(this.words.password).fill(password);
    await this.page.getByRole('button', { name: this.words.delete }).click();
  }

  scheduledNotice() {
    return this.page.getByTestId('deletion-scheduled');
  }

  async cancelDeletion(): Promise<void> {
    await this.page.getByRole('button', { name: this.words.cancel }).click();
    await expect(this.page.getByText(this.words.cancelled)).toBeVisible();
  }
}
