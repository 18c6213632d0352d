import { expect, type Locator, type Page } from '@playwright/test';

/** The words of the composers, per language. */
export const COMPOSER_WORDS = {
  'en-US': {
    title: 'Title',
    content: 'Content',
    tweet: "What's on your mind?",
    tags: 'Tags',
    removeTag: (name: string) => `Remove tag ${name}`,
    hiddenToggle: 'Add hidden content',
    hiddenContent: 'Hidden content',
    publish: 'Publish',
    save: 'Save',
  },
  'zh-CN': {
    title: '标题',
    content: '内容',
    tweet: '你在想什么？',
    tags: '标签',
    removeTag: (name: string) => `删除标签 ${name}`,
    hiddenToggle: '添加隐藏内容',
    hiddenContent: '隐藏内容',
    publish: '发布',
    save: '保存',
  },
} as const;
export type ComposerWords = (typeof COMPOSER_WORDS)[keyof typeof COMPOSER_WORDS];

/** The rich-text (Tiptap) editor: toolbar, editing area, popovers, and the hidden input the form sends. */
export class RichEditor {
  /** The editor's container: toolbar, editing area, popovers, footer. */
  readonly root: Locator;
  /** The editing area. */
  readonly area: Locator;
  /** The hidden input that carries the editor's HTML with the form ("" when empty). */
  readonly html: Locator;
  /** Somewhere on the page outside the editor, for outside clicks. */
  readonly outside: Locator;

  /** The first editor in `scope` (on a composer page: the body; the hidden-content editor follows it). */
  constructor(scope: Page | Locator, label: string) {
    const page = 'mainFrame' in scope ? scope : scope.page();
    this.root = scope.locator('.rte').first();
    this.area = this.root.getByRole('textbox', { name: label, exact: true });
    this.html = this.root.locator('input[type=hidden]');
    this.outside = page.getByRole('heading', { level: 1 });
  }

  /** A toolbar or popover button by its exact name (bound: it may be destructured). */
  readonly button = (name: string): Locator => this.root.getByRole('button', { name, exact: true });

  /** The editor has hydrated and takes typing. */
  async ready(): Promise<void> {
    await expect(this.root).toHaveAttribute('data-ready', '');
  }

  /** The slash menu. */
  slashMenu(name = 'Insert'): Locator {
    return this.root.getByRole('listbox', { name });
  }

  /** The image file input of the toolbar. */
  get imageInput(): Locator {
    return this.root.locator('input[type=file]');
  }
}

/** What both composers share: the form, its title, body editor, tags and buttons. */
abstract class ComposerPage {
  abstract readonly form: Locator;
  readonly title: Locator;
  readonly editor: RichEditor;
  readonly tags: Locator;
  /** The draft's state next to the buttons ("Draft saved", "Draft restored", ...). */
  readonly draftStatus: Locator;

  constructor(
    readonly page: Page,
    readonly words: ComposerWords = COMPOSER_WORDS['en-US'],
  ) {
    this.title = page.getByRole('textbox', { name: words.title, exact: true });
    this.editor = new RichEditor(page, words.content);
    this.tags = page.getByRole('combobox', { name: words.tags });
    this.draftStatus = page.locator('.draft-status [role="status"]');
  }

  /** The form has hydrated and looked up (and restored) its draft. */
  async ready(): Promise<void> {
    await expect(this.form.and(this.page.locator('[data-ready]'))).toBeAttached();
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  get publishButton(): Locator {
    return this.page.getByRole('button', { name: this.words.publish });
  }

  /** Clicks Publish. */
  async publish(): Promise<void> {
    await this.publishButton.click();
  }

  /** Types a tag and takes it with Enter. */
  async addTag(name: string): Promise<void> {
    await this.tags.fill(name);
    await this.tags.press('Enter');
  }

  removeTagButton(name: string): Locator {
    return this.page.getByRole('button', { name: this.words.removeTag(name) });
  }

  /** Writes a title and a line of body text in the editor. */
  async write(title: string, body: string): Promise<void> {
    await this.title.fill(title);
    await this.typeBody(body);
  }

  /** Clicks into the body editor (once it is ready) and types. */
  async typeBody(body: string): Promise<void> {
    await expect(this.page.locator('.rte[data-ready]').first()).toBeVisible();
    await this.editor.area.click();
    await this.page.keyboard.type(body);
  }
}

/** The moment composer: `/moment/create` (a post, or a tweet with `?type=1`) and `/moment/edit/{id}`. */
export class MomentComposer extends ComposerPage {
  readonly form: Locator;
  /** A tweet's plain text box. */
  readonly tweetText: Locator;
  /** The editor of a post's or tweet's hidden content. */
  readonly hiddenEditor: RichEditor;
  readonly hiddenToggle: Locator;

  constructor(page: Page, words?: ComposerWords) {
    super(page, words);
    this.form = page.locator('form.composer');
    this.tweetText = page.getByRole('textbox', { name: this.words.tweet });
    this.hiddenEditor = new RichEditor(page.locator('.composer-hidden'), this.words.hiddenContent);
    this.hiddenToggle = page.getByRole('checkbox', { name: this.words.hiddenToggle });
  }

  /** Opens a moment composer (create or edit) and waits until its form is ready. */
  async open(path = '/moment/create'): Promise<void> {
    await this.page.goto(path);
    await this.ready();
  }

  /** Opens the composer and waits until its editor takes typing too. */
  async openReady(path = '/moment/create'): Promise<void> {
    await this.open(path);
    await expect(this.page.locator('.rte[data-ready]')).toBeVisible();
  }

  openEdit(id: number): Promise<void> {
    return this.open(`/moment/edit/${id}`);
  }

  /** Clicks Publish and waits for the new moment's page; answers its id. */
  async publishAndOpen(): Promise<number> {
    await this.publish();
    await expect(this.page).toHaveURL(/\/moment\/\d+$/);
    return Number(/\/moment\/(\d+)$/.exec(new URL(this.page.url()).pathname)?.[1]);
  }
}

/** The article composer: `/article/create` and `/article/edit/{id}`. */
export class ArticleComposer extends ComposerPage {
  readonly form: Locator;
  readonly coverInput: Locator;

  constructor(page: Page, words?: ComposerWords) {
    super(page, words);
    this.form = page.locator('form.article-composer');
    this.coverInput = page.locator('#article-cover-file');
  }

  /** Opens an article composer (create or edit) and waits until its form and editor are ready. */
  async open(path = '/article/create'): Promise<void> {
    await this.page.goto(path);
    await this.ready();
    await expect(this.page.locator('.rte[data-ready]')).toBeAttached();
  }

  openEdit(id: number): Promise<void> {
    return this.open(`/article/edit/${id}`);
  }

  /** Clicks Publish and waits for the new article's page; answers its id. */
  async publishAndOpen(): Promise<number> {
    await this.publish();
    await expect(this.page).toHaveURL(/\/article\/\d+$/);
    return Number(/\/article\/(\d+)$/.exec(new URL(this.page.url()).pathname)?.[1]);
  }
}
