import { expect, type Locator, type Page } from '@playwright/test';
import { headerReady } from '../islands.ts';

/** The header's words, per language. */
const HEADER_WORDS = {
  'en-US': {
    create: 'Create',
    newPost: 'New post',
    newArticle: 'New article',
    signIn: 'Sign in',
    dark: 'Dark mode',
    language: 'Language: English',
    other: { locale: 'zh-CN', label: '中文' },
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    nav: 'Main navigation',
    account: (name: string) => `Account menu for ${name}`,
    profile: 'My profile',
  },
  'zh-CN': {
    create: '发表',
    newPost: '发帖子',
    newArticle: '写文章',
    signIn: '登录',
    dark: '深色模式',
    language: '语言: 中文',
    other: { locale: 'en-US', label: 'English' },
    openMenu: '打开菜单',
    closeMenu: '关闭菜单',
    nav: '主导航',
    account: (name: string) => `${name} 的账户菜单`,
    profile: '个人主页',
  },
} as const;
export type HeaderLocale = keyof typeof HEADER_WORDS;
export type HeaderWords = (typeof HEADER_WORDS)[HeaderLocale];

/**
 * The site header: the create menu, the user area (account menu, message and conversation notices),
 * colour mode, language, and the phone's burger menu.
 */
export class SiteHeader {
  readonly banner: Locator;
  readonly words: HeaderWords;

  constructor(
    readonly page: Page,
    locale: HeaderLocale = 'en-US',
  ) {
    this.banner = page.getByRole('banner');
    this.words = HEADER_WORDS[locale];
  }

  /** The same header read in another language. */
  in(locale: HeaderLocale): SiteHeader {
    return new SiteHeader(this.page, locale);
  }

  /** Every header island has hydrated and the user area shows the viewer. */
  ready(): Promise<void> {
    return headerReady(this.page);
  }

  get createButton(): Locator {
    return this.banner.getByRole('button', { name: this.words.create });
  }

  /** The open menu (create, account or language). */
  get menu(): Locator {
    return this.page.getByRole('menu');
  }

  menuItem(name: string): Locator {
    return this.page.getByRole('menuitem', { name });
  }

  /** Opens the create menu once the header is ready. */
  async openCreateMenu(): Promise<Locator> {
    await this.ready();
    await this.createButton.click();
    return this.menu;
  }

  get messageNotice(): Locator {
    return this.page.locator('[data-message-notice]');
  }

  get conversationNotice(): Locator {
    return this.page.locator('[data-conversation-notice]');
  }

  /** The message notice link by its accessible name, e.g. "Messages, 2 unread". */
  messagesLink(name: string): Locator {
    return this.page.getByRole('link', { name });
  }

  get colorModeToggle(): Locator {
    return this.banner.getByRole('button', { name: this.words.dark });
  }

  get signInLink(): Locator {
    return this.banner.getByRole('link', { name: this.words.signIn, exact: true });
  }

  accountButton(nickname: string): Locator {
    return this.banner.getByRole('button', { name: this.words.account(nickname) });
  }

  get languageButton(): Locator {
    return this.banner.getByRole('button', { name: this.words.language });
  }

  /** Picks the other language from the desktop language menu and waits for the page to load again. */
  async switchLanguage(label: string = this.words.other.label): Promise<void> {
    await this.languageButton.click();
    await Promise.all([this.page.waitForEvent('load'), this.menuItem(label).click()]);
  }

  get burger(): Locator {
    return this.banner.getByRole('button', { name: this.words.openMenu });
  }

  get closeMenuButton(): Locator {
    return this.banner.getByRole('button', { name: this.words.closeMenu });
  }

  /** The main navigation (the burger's menu on a phone). */
  get nav(): Locator {
    return this.page.getByRole('navigation', { name: this.words.nav });
  }

  /** The links the site settings put in the main navigation (the burger's menu on a phone). */
  get links(): Locator {
    return this.nav.locator('.header-links a');
  }

  /** Opens the signed-in viewer's account menu once the header is ready. */
  async openAccountMenu(): Promise<Locator> {
    await this.ready();
    await this.page.locator('#user-menu').click();
    return this.menu;
  }

  /** Opens the account menu and picks Log out; the dialog asks next. */
  async startLogOut(nickname: string): Promise<Locator> {
    await this.accountButton(nickname).click();
    await this.menuItem('Log out').click();
    return this.page.getByRole('dialog', { name: 'Log out?' });
  }

  /** The html element is in dark mode. */
  async expectDark(dark: boolean): Promise<void> {
    const html = this.page.locator('html');
    if (dark) await expect(html).toHaveClass(/\bdark\b/);
    else await expect(html).not.toHaveClass(/\bdark\b/);
  }
}
