import { expect, type Locator, type Page } from '@playwright/test';

/** The page's words, per language. */
const API_DOCS_WORDS = {
  'en-US': { title: 'API reference', json: 'The OpenAPI 3.1 document (JSON)', member: 'Signed-in member' },
  'zh-CN': { title: 'API 参考', json: 'OpenAPI 3.1 文档（JSON）', member: '已登录成员' },
} as const;

/** /api/docs: the API reference, server-rendered from the routes' own descriptions (decision 071). */
export class ApiDocsPage {
  readonly words: (typeof API_DOCS_WORDS)[keyof typeof API_DOCS_WORDS];

  constructor(
    readonly page: Page,
    locale: keyof typeof API_DOCS_WORDS = 'en-US',
  ) {
    this.words = API_DOCS_WORDS[locale];
  }

  async open(): Promise<void> {
    await this.page.goto('/api/docs');
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(this.words.title);
  }

  /** The card of one operation: `POST /api/moment/create`. */
  operation(method: string, path: string): Locator {
    return this.page
      .getByTestId('api-operation')
      .filter({ has: this.page.getByRole('heading', { level: 3, name: `${method} ${path}`, exact: true }) });
  }

  get jsonLink(): Locator {
    return this.page.getByRole('link', { name: this.words.json });
  }
}
