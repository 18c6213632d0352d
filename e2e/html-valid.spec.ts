import { HtmlValidate, type Message } from 'html-validate';
import { createArticle, createComment, createMoment } from './support/content.ts';
import { expect, test, type Member } from './support/fixtures.ts';

// The pages' HTML is valid by html-validate's standard preset, for visitors and members in both
// languages. One element is allowed where it stands: the island runtime's own <style> that Astro
// writes before the first island of a server-rendered page (decision 055).

const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
const ISLAND_RUNTIME_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

/** The problems in one page, as "rule: message (line:column)"; the runtime's style is let be. */
async function problems(html: string, path: string): Promise<string[]> {
  const report = await validator.validateString(html, path);
  const lines = html.split('\n');
  const isRuntimeStyle = (message: Message) =>
    message.ruleId === 'element-permitted-content' &&
    lines[message.line - 1]!.startsWith(ISLAND_RUNTIME_STYLE, message.column - 2);
  return report.results.flatMap((result) =>
    result.messages
      .filter((message) => !isRuntimeStyle(message))
      .map((message) => `${message.ruleId}: ${message.message} (${message.line}:${message.column})`),
  );
}

let author: Member;
let momentId = 0;
let articleId = 0;

test.beforeAll(async ({ accounts }) => {
  author = await accounts.member('Author');
  momentId = await createMoment(author.api, {
    title: 'Valid HTML',
    content:
      '<p>A <strong>moment</strong> with <a href="https://example.com">a link</a></p><ul><li>one</li></ul>',
  });
  articleId = await createArticle(author.api, { title: 'Valid article', tags: ['html'] });
  await createComment(author.api, {
    entityType: 'moment',
    entityId: momentId,
    content: 'A comment',
    parentId: 0,
  });
});

const publicPaths = () => [
  '/',
  '/moments',
  '/articles',
  `/moment/${momentId}`,
  `/article/${articleId}`,
  `/user/${author.id}`,
  '/tags',
  '/search?q=valid',
  '/user/signin',
  '/user/signup',
  '/no-such-page',
  // An unsubscribe link that is not this forum's: the page that says so.
  '/unsubscribe?u=1&t=all&s=not-a-signature',
  // The API reference (decision 071): long, with tables.
  '/api/docs',
];
const memberPaths = [
  '/user/messages',
  '/user/profile',
  '/user/notifications',
  '/user/drafts',
  '/moment/create',
  '/article/create',
];

for (const locale of ['en-US', 'zh-CN'] as const) {
  test(`public pages are valid HTML for a visitor and a member (${locale})`, async ({ browse }) => {
    // Every public page twice, the long API reference among them: validating takes more than 30 s on a busy machine.
    test.setTimeout(90_000);
    const visitor = await browse({ locale });
    const member = await browse({ as: author, locale });
    for (const [who, page] of [
      ['visitor', visitor],
      ['member', member],
    ] as const) {
      for (const path of publicPaths()) {
        const response = await page.request.get(path);
        expect(response.headers()['content-type']).toContain('text/html');
        expect(await problems(await response.text(), path), `${who} ${path}`).toEqual([]);
      }
    }
  });

  test(`a member's own pages are valid HTML (${locale})`, async ({ browse }) => {
    const page = await browse({ as: author, locale });
    for (const path of memberPaths) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await problems(await response.text(), path), path).toEqual([]);
    }
  });
}

test('the check itself finds what the preset forbids', async () => {
  const page = (body: string) =>
    `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;
  expect(await problems(page(`<nav>${ISLAND_RUNTIME_STYLE}<a href="/">a</a></nav>`), 'runtime')).toEqual([]);
  expect(await problems(page('<nav><style>a{color:red}</style></nav>'), 'other style')).toHaveLength(1);
  expect(await problems(page('<button>x</button><div><li>y</li></div>'), 'broken')).not.toEqual([]);
});
