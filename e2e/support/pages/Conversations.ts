import { expect, type Locator, type Page } from '@playwright/test';
import type { Member } from '../members.ts';

/** The conversation pages' words, per language. */
export const CONVERSATION_WORDS = {
  'en-US': {
    to: 'To',
    start: 'Start conversation',
    list: 'Your conversations',
    more: 'Load more',
    leave: 'Leave',
  },
  'zh-CN': { to: '收件人', start: '发起对话', list: '你的私信', more: '加载更多', leave: '退出' },
} as const;
export type ConversationWords = (typeof CONVERSATION_WORDS)[keyof typeof CONVERSATION_WORDS];

/**
 * Private conversations (decision 036): the list (`/user/conversations`), the new-conversation form
 * (`/user/conversations/new`) and a thread (`/user/conversations/{id}`).
 */
export class ConversationsPage {
  constructor(
    readonly page: Page,
    readonly words: ConversationWords = CONVERSATION_WORDS['en-US'],
  ) {}

  // The list.
  openList() {
    return this.page.goto('/user/conversations');
  }

  /** The list of the member's conversations. */
  get list(): Locator {
    return this.page.getByRole('list', { name: this.words.list });
  }

  /** One conversation in the list. */
  item(id: number): Locator {
    return this.page.locator(`[data-conversation="${id}"]`);
  }

  get newButton(): Locator {
    return this.page.locator('[data-new-conversation]');
  }

  // The new-conversation form.
  /** Opens the form (with `?to=` when given) and waits until it is ready. */
  async openNew(to?: string | number): Promise<void> {
    await this.page.goto(`/user/conversations/new${to === undefined ? '' : `?to=${to}`}`);
    await this.formReady();
  }

  async formReady(): Promise<void> {
    await this.page.locator('[data-new-conversation-form][data-ready]').waitFor();
  }

  get recipientSearch(): Locator {
    return this.page.getByRole('combobox', { name: this.words.to });
  }

  suggestion(member: Pick<Member, 'id'>): Locator {
    return this.page.locator(`[data-suggestion="${member.id}"]`);
  }

  chosen(member?: Pick<Member, 'id'>): Locator {
    return this.page.locator(member ? `[data-chosen="${member.id}"]` : '[data-chosen]');
  }

  /** Searches for a member by what is typed and picks their suggestion. */
  async chooseRecipient(member: Pick<Member, 'id'>, typed: string): Promise<void> {
    await this.recipientSearch.fill(typed);
    await this.suggestion(member).click();
  }

  /** Writes the first message and starts the conversation; answers its id once its thread shows. */
  async start(text: string): Promise<number> {
    await this.composerText.fill(text);
    await this.page.getByRole('button', { name: this.words.start }).click();
    await expect(this.page).toHaveURL(/\/user\/conversations\/\d+$/);
    return Number(this.page.url().split('/').pop());
  }

  // A thread.
  /** Opens a thread and waits until its composer is ready. */
  async openThread(id: number): Promise<void> {
    await this.page.goto(`/user/conversations/${id}`);
    await this.threadReady();
  }

  async threadReady(): Promise<void> {
    await this.page.locator('[data-conversation-thread][data-ready]').waitFor();
  }

  /** The thread's messages. */
  get messages(): Locator {
    return this.page.locator('[data-messages]');
  }

  /** Each message of the thread. */
  get message(): Locator {
    return this.page.locator('[data-message]');
  }

  /** The message box (the new-conversation form's or the thread's). */
  get composerText(): Locator {
    return this.page.locator('[data-composer-text]');
  }

  get sendButton(): Locator {
    return this.page.locator('[data-composer-send]');
  }

  /** Writes a message in the thread and sends it. */
  async send(text: string): Promise<void> {
    const composer = this.page.locator('[data-message-composer]');
    await composer.locator('textarea').fill(text);
    await composer.locator('[data-composer-send]').click();
  }

  /** Leaves the conversation after confirming. */
  async leave(): Promise<void> {
    await this.page.locator('[data-leave]').click();
    await this.page.getByRole('dialog').getByRole('button', { name: this.words.leave }).click();
  }
}
