import type { Locator, Page } from '@playwright/test';
import { waitForComments } from '../commentsReady.ts';
import { ManageMenu } from './ManageMenu.ts';

/** The words the comment section shows, per language. */
export const COMMENT_WORDS = {
  'en-US': { field: 'Your comment', post: 'Post comment', reply: 'Reply', send: 'Reply', delete: 'Delete' },
  'zh-CN': { field: '你的评论', post: '发表评论', reply: '回复', send: '回复', delete: '删除' },
} as const;
export type CommentWords = (typeof COMMENT_WORDS)[keyof typeof COMMENT_WORDS];

/** The comment section under a moment or an article: the comment box, the comments and their actions. */
class CommentSection {
  readonly root: Locator;
  /** The section's comment count. */
  readonly count: Locator;
  /** The comment box for a new comment (the first comment form; reply boxes come after it). */
  readonly box: Locator;

  constructor(
    readonly page: Page,
    readonly words: CommentWords = COMMENT_WORDS['en-US'],
  ) {
    this.root = page.locator('[data-comment-section]');
    this.count = this.root.locator('[data-comment-count]');
    this.box = this.root.locator('form[data-comment-form]').first();
  }

  /** The comment box is ready (or a visitor's "sign in", or comments are closed). */
  ready(): Promise<void> {
    return waitForComments(this.page);
  }

  /** The box's text field. */
  get field(): Locator {
    return this.box.getByLabel(this.words.field);
  }

  /** A comment or reply whose own text (not its replies') holds `text`. */
  comment(text: string): Locator {
    return this.root
      .locator('li.comment')
      .filter({ has: this.page.locator(':scope > .comment-body > .comment-text', { hasText: text }) });
  }

  /** A comment by its id. */
  byId(id: number): Locator {
    return this.page.locator(`#comment-${id}`);
  }

  /** The action row of one comment (not of its replies). */
  actions(comment: number | Locator): Locator {
    const item = typeof comment === 'number' ? this.byId(comment) : comment;
    return item.locator(':scope > .comment-body > .comment-actions');
  }

  /** A comment's own like button. */
  like(comment: number | Locator): Locator {
    return this.actions(comment).locator('[data-comment-like]');
  }

  /** The reply box opened under a comment. */
  replyBox(comment: Locator): Locator {
    return comment.locator('[data-reply-slot] form');
  }

  /** Writes a comment in the box and posts it. */
  async post(text: string): Promise<void> {
    await this.field.fill(text);
    await this.box.getByRole('button', { name: this.words.post }).click();
  }

  /** Opens the reply box under `comment` (its own Reply button), writes and sends a reply. */
  async reply(comment: Locator, text: string): Promise<Locator> {
    await this.actions(comment).getByRole('button', { name: this.words.reply }).click();
    const box = this.replyBox(comment);
    await box.getByRole('textbox').fill(text);
    await box.getByRole('button', { name: this.words.send }).click();
    return box;
  }

  /** Deletes a comment after confirming in the dialog. */
  async delete(comment: Locator): Promise<void> {
    await comment.getByRole('button', { name: this.words.delete }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: this.words.delete }).click();
  }
}

/** A moment's or an article's page: its content, reactions, author actions and comment section. */
class ContentPage {
  readonly comments: CommentSection;
  /** The like and favorite buttons. */
  readonly reactions: Locator;
  readonly heading: Locator;
  /** The rendered body. */
  readonly content: Locator;
  /** The "edited" mark that leads to the edit history. */
  readonly editedMark: Locator;
  /** Staff's manage menu (recommend, pin, delete with a reason, ban the author). */
  readonly manage: ManageMenu;

  constructor(
    readonly page: Page,
    readonly kind: 'moment' | 'article',
    words: CommentWords = COMMENT_WORDS['en-US'],
  ) {
    this.comments = new CommentSection(page, words);
    this.reactions = page.locator('[data-reaction-bar]');
    this.heading = page.getByRole('heading', { level: 1 });
    this.content = page.locator('.rich-content');
    this.editedMark = page.locator('[data-edited-mark]');
    this.manage = new ManageMenu(page);
  }

  path(id: number): string {
    return `/${this.kind}/${id}`;
  }

  /** Opens the page; answers the navigation's response. */
  open(id: number) {
    return this.page.goto(this.path(id));
  }

  /** Opens the page and waits until its comment section is ready. */
  async openWithComments(id: number): Promise<void> {
    await this.open(id);
    await this.comments.ready();
  }

  /** A reaction button (Like, Favorite) by its name. */
  reaction(name: RegExp | string): Locator {
    return this.reactions.getByRole('button', { name });
  }

  /** The count a reaction button shows. */
  reactionCount(name: RegExp | string): Locator {
    return this.reaction(name).locator('[data-reaction-count]');
  }

  /** The author's (or staff's) Delete button. */
  deleteButton(name = 'Delete'): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** Deletes the content after confirming in the dialog (named `dialogName` when given). */
  async deleteConfirmed(name = 'Delete', dialogName?: string): Promise<void> {
    await this.deleteButton(name).click();
    const dialog = dialogName
      ? this.page.getByRole('dialog', { name: dialogName })
      : this.page.getByRole('dialog');
    await dialog.getByRole('button', { name, exact: true }).click();
  }
}

/** `/moment/{id}`: a moment with its comments. */
export class MomentPage extends ContentPage {
  constructor(page: Page, words?: CommentWords) {
    super(page, 'moment', words);
  }
}

/** `/article/{id}`: an article with its comments. */
export class ArticlePage extends ContentPage {
  constructor(page: Page, words?: CommentWords) {
    super(page, 'article', words);
  }
}
