import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { pngBytes } from './support/pngFile.ts';
import { siteConfigForFile } from './support/fileSetup.ts';
import { storedRow } from './support/storedFacts.ts';

// HTML pasted or dropped into the composers keeps only what the server keeps (decision 010): no
// script or HTML image sources, no forbidden links, no event handlers, no disallowed styles, and
// what is published is exactly what the editor showed. Tweets are plain text: markup stays text.
// A settings spec: it turns tweets on and back off.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const HOSTILE_SOURCES = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(2)',
  'data:text/html,<script>alert(3)</script>',
  'vbscript:msgbox(4)',
  'https://elsewhere.example/tracker.png',
];
// Nothing here may be left in the editor's document or in what is published.
const FORBIDDEN =
  /javascript:|vbscript:|data:text\/html|elsewhere\.example|\son[a-z]+=|position|background-image|url\(|9999px|behavior|target="_self"|class="x"/i;

function pastedHtml(dataImage: string): string {
  return [
    `<p>Pasted ${RUN} `,
    ...HOSTILE_SOURCES.map((src) => `<img src="${src}" onerror="alert(5)">`),
    `<img src="${dataImage}" alt="kept" onerror="alert(6)" onload="alert(7)"></p>`,
    '<p><a href="javascript:alert(8)">js link</a> <a href="data:text/html,<b>x</b>">data link</a> ',
    '<a href="vbscript:msgbox(9)">vb link</a> ',
    '<a href="https://example.com/fine" onclick="alert(10)" target="_self" class="x">fine link</a></p>',
    '<p style="text-align: center; position: fixed" onmouseover="alert(11)">',
    '<span style="color: red; background-image: url(javascript:alert(12)); font-size: 9999px">styled</span> ',
    '<span style="behavior: url(x.htc)">plain</span></p>',
  ].join('');
}

const droppedHtml = `<p>Dropped ${RUN} <img src="javascript:alert(13)"><a href="vbscript:msgbox(14)" onfocus="alert(15)">dropped link</a></p>`;

async function openComposer(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('form.composer[data-ready], form[data-ready]').first()).toBeAttached();
}

/** A real paste: both flavours go on the system clipboard, then Ctrl+V into the focused field. */
async function paste(page: Page, target: Locator, flavours: { html: string; text: string }): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(async ({ html, text }) => {
    await navigator.clipboard.write([
      new ClipboardItem({
        'text/html': new Blob([html], { type: 'text/html' }),
        'text/plain': new Blob([text], { type: 'text/plain' }),
      }),
    ]);
  }, flavours);
  await target.focus();
  await page.keyboard.press('ControlOrMeta+v');
}

/** Drops HTML at the end of the editing area, as a drag from another page would. */
async function drop(area: Locator, html: string): Promise<void> {
  await area.evaluate((element, dropped) => {
    const data = new DataTransfer();
    data.setData('text/html', dropped);
    data.setData('text/plain', 'dropped');
    const box = element.getBoundingClientRect();
    element.dispatchEvent(
      new DragEvent('drop', {
        dataTransfer: data,
        bubbles: true,
        cancelable: true,
        clientX: box.left + box.width / 2,
        clientY: box.bottom - 4,
      }),
    );
  }, html);
}

/** The editor's document as HTML (what the composer sends), without the trailing empty paragraph. */
function editorHtml(area: Locator): Promise<string> {
  return area.evaluate((element) => {
    const editor = (element as HTMLElement & { editor: { getHTML(): string } }).editor;
    return editor.getHTML().replace(/(?:<p><\/p>)+$/, '');
  });
}

/** Two HTML fragments compared as the browser reads them: attribute order and style spelling aside. */
function sameDocument(page: Page, left: string, right: string): Promise<[string, string]> {
  return page.evaluate(
    ([a, b]) => {
      const canonical = (html: string) => {
        const template = document.createElement('template');
        template.innerHTML = html;
        const walk = (node: Node): string => {
          if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
          if (!(node instanceof HTMLElement)) return '';
          const attributes = [...node.attributes]
            .map((attribute) =>
              attribute.name === 'style'
                ? `style=${node.style.cssText}`
                : `${attribute.name}=${attribute.value}`,
            )
            .sort();
          return `<${node.localName} ${attributes.join(' ')}>${[...node.childNodes].map(walk).join('')}</>`;
        };
        return [...template.content.childNodes].map(walk).join('');
      };
      return [canonical(a), canonical(b)] as [string, string];
    },
    [left, right] as const,
  );
}

/** The stored HTML itself: no page or API shows it unrendered. */
async function storedContent(table: 'moments' | 'articles', id: number): Promise<string> {
  return (await storedRow<{ content: string }>(`SELECT content FROM ${table} WHERE id = ?`, [id])).content;
}

/** Pastes and drops the hostile HTML into the composer's editor and checks what the editor kept. */
async function writeHostileContent(page: Page): Promise<string> {
  const dataImage = `data:image/png;base64,${(await pngBytes(40, 30)).toString('base64')}`;
  await expect(page.locator('.rte[data-ready]')).toBeVisible();
  const area = page.locator('.rte .ProseMirror');
  await paste(page, area, { html: pastedHtml(dataImage), text: `Pasted ${RUN}` });
  await expect(area).toContainText(`Pasted ${RUN}`);
  await drop(area, droppedHtml);
  await expect(area).toContainText(`Dropped ${RUN}`);

  const html = await editorHtml(area);
  expect(html, 'the editor document keeps nothing the server would drop').not.toMatch(FORBIDDEN);
  expect(html).toContain(dataImage);
  expect(html).toMatch(/<a [^>]*href="https:\/\/example\.com\/fine"[^>]*>fine link<\/a>/);
  expect(html).toMatch(/<span style="color: red;?">styled<\/span>/);
  expect(html).toContain('text-align: center');
  expect(html).toContain('js link data link vb link');
  expect(html).toContain('dropped link');
  // What the member sees: every image shown comes from here or is the pasted picture itself.
  for (const src of await area
    .locator('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src')))) {
    expect(src).toBe(dataImage);
  }
  await expect(area.locator('a')).toHaveCount(1);
  return html;
}

const COMPOSERS = {
  moment: { path: '/moment/create', table: 'moments', url: /\/moment\/(\d+)$/ },
  article: { path: '/article/create', table: 'articles', url: /\/article\/(\d+)$/ },
} as const;

/** Writes a titled post or article from the hostile HTML, publishes it and compares what was stored. */
async function pasteAndPublish(page: Page, kind: keyof typeof COMPOSERS): Promise<void> {
  const { path, table, url } = COMPOSERS[kind];
  await openComposer(page, path);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Paste ${RUN}`);
  const shown = await writeHostileContent(page);
  await publishAndCompare(page, shown, `/api/${kind}/create`, table, url);
}

/** Publishes, then checks the request carried the editor's HTML and the server stored it unchanged. */
async function publishAndCompare(
  page: Page,
  shown: string,
  api: string,
  table: 'moments' | 'articles',
  url: RegExp,
): Promise<void> {
  const sent = page.waitForRequest((request) => request.url().endsWith(api) && request.method() === 'POST');
  await page.getByRole('button', { name: 'Publish' }).click();
  const body = (await sent).postDataJSON() as { content: string };
  expect(body.content).toBe(shown);
  await expect(page).toHaveURL(url);
  const id = Number(url.exec(new URL(page.url()).pathname)?.[1]);
  const stored = await storedContent(table, id);
  const [published, written] = await sameDocument(page, stored, shown);
  expect(published, 'what is published is what the editor showed').toBe(written);
  const rendered = page.locator('.rich-content').first();
  await expect(rendered).toContainText(`Pasted ${RUN}`);
  expect(await rendered.innerHTML()).not.toMatch(FORBIDDEN);
}

test.describe.configure({ mode: 'serial' });

siteConfigForFile(
  { modules: { moment: true, article: true, tweet: true } },
  { modules: { moment: true, article: true, tweet: false } },
);

test('a post: pasted and dropped HTML keeps only what the server keeps, and is published as shown', async ({
  page,
  member: _signedIn,
}) => {
  await pasteAndPublish(page, 'moment');
});

test('an article: the same paste and drop keep the same, and it is published as shown', async ({
  page,
  member: _signedIn,
}) => {
  await pasteAndPublish(page, 'article');
});

test('a tweet is plain text: pasted HTML arrives as its text and is published as text', async ({
  page,
  member: _signedIn,
}) => {
  await openComposer(page, '/moment/create?type=1');
  const text = `Tweet ${RUN} <img src="javascript:alert(1)" onerror="alert(2)"> <a href="vbscript:msgbox(3)">x</a>`;
  const field = page.getByLabel("What's on your mind?");
  await paste(page, field, { html: `<p><img src="javascript:alert(4)">${RUN}</p>`, text });
  await expect(field, 'a textarea takes the text flavour, never markup').toHaveValue(text);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/moment\/\d+$/);
  const body = page.locator('.rich-content').first();
  await expect(body).toHaveText(text);
  await expect(body.locator('img, a')).toHaveCount(0);

  // A tweet's pictures are uploads only, whatever a script sends.
  const refused = await page.request.post('/api/moment/create', {
    data: { type: 1, content: `Images ${RUN}`, images: ['javascript:alert(5)'] },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({
    field: 'images.0',
    message: 'Images must be uploaded to this site',
  });
});
