import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { holdUploads } from './support/holdUploads.ts';
import { pngBytes } from './support/pngFile.ts';
import { withSavedContent, type ComposerMember } from './support/composerMember.ts';
import { signInBrowser } from './support/members.ts';
import { EDITOR_SURFACES, PLAYGROUND, openEditor } from './support/editorSurfaces.ts';
import { ENTER, typeSequence } from './support/keyboardSteps.ts';

// The rich-text editor where members use it (the new post, post edit, new article and article edit
// composers) and on its playground (/dev/editor): every toolbar action, the slash menu, links, images
// (upload, paste, drop, resize, limits), tasks, fullscreen, undo and colours run on each of them.
// The playground's own options (read-only, local images, a character limit) and loading come last.

const including = (fragment: string) => new RegExp(fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

let member: ComposerMember;

test.beforeAll(async ({ accounts }) => {
  member = await withSavedContent(await accounts.member('Editor tester'));
});

test.beforeEach(async ({ context, baseURL }) => {
  await signInBrowser(context, member, baseURL);
});

const png = (width: number, height: number) => pngBytes(width, height);

/** Dispatches a paste or drop event carrying files, as the browser does for a real one. */
async function sendFiles(area: Locator, kind: 'paste' | 'drop', files: { name: string; base64: string }[]) {
  await area.evaluate(
    (element, { kind, files }) => {
      const data = new DataTransfer();
      for (const file of files) {
        const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
        data.items.add(new File([bytes], file.name, { type: 'image/png' }));
      }
      const box = element.getBoundingClientRect();
      const event =
        kind === 'paste'
          ? new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true })
          : new DragEvent('drop', {
              dataTransfer: data,
              bubbles: true,
              cancelable: true,
              clientX: box.left + 20,
              clientY: box.top + 10,
            });
      element.dispatchEvent(event);
    },
    { kind, files },
  );
}

for (const surface of EDITOR_SURFACES) {
  test.describe(surface.name, () => {
    const open = (page: Page) => openEditor(page, surface, member);

    test.describe('toolbar', () => {
      test('marks apply to the selection and show as pressed', async ({ page }) => {
        const { area, html, button } = await open(page);
        await typeSequence(page, 'Hello world', { press: 'ControlOrMeta+a' });
        for (const name of ['Bold', 'Italic', 'Underline', 'Strikethrough']) {
          await button(name).click();
          await expect(button(name)).toHaveAttribute('aria-pressed', 'true');
        }
        await expect(html).toHaveValue('<p><strong><em><s><u>Hello world</u></s></em></strong></p>');
        await button('Bold').click();
        await expect(button('Bold')).toHaveAttribute('aria-pressed', 'false');
        await expect(html).not.toHaveValue(including('<strong>'));
        await expect(area).toBeFocused();
      });

      test('headings, quote, lists, alignment, code and divider produce their HTML', async ({ page }) => {
        const { root, html, button } = await open(page);
        await button('Heading 1').click();
        await page.keyboard.type('Title');
        await expect(html, 'the trailing empty paragraph is not content').toHaveValue('<h1>Title</h1>');
        await button('Heading 2').click();
        await button('Align centre').click();
        await expect(html).toHaveValue('<h2 style="text-align: center;">Title</h2>');
        await button('Align right').click();
        await expect(button('Align right')).toHaveAttribute('aria-pressed', 'true');
        await expect(html).toHaveValue('<h2 style="text-align: right;">Title</h2>');
        await button('Align left').click();
        await typeSequence(page, { press: 'End' }, ENTER);
        await button('Bullet list').click();
        await page.keyboard.type('one');
        await expect(html).toHaveValue('<h2>Title</h2><ul><li><p>one</p></li></ul>');
        await button('Ordered list').click();
        await expect(html).toHaveValue(including('<ol><li><p>one</p></li></ol>'));
        await button('Ordered list').click();
        await button('Quote').click();
        await expect(html).toHaveValue(including('<blockquote><p>one</p></blockquote>'));
        await button('Quote').click();
        await page.keyboard.press('Enter');
        await button('Inline code').click();
        await page.keyboard.type('x = 1');
        await expect(html).toHaveValue(including('<p><code>x = 1</code></p>'));
        await button('Divider').click();
        await expect(html).toHaveValue(including('<hr>'));
        await button('Code block').click();
        await page.keyboard.type('const a = 1;');
        await root.getByRole('combobox', { name: 'Code language' }).selectOption('typescript');
        await expect(html).toHaveValue(
          including('<pre><code class="language-typescript">const a = 1;</code></pre>'),
        );
      });

      test('keyboard shortcuts format text, headings, lists and alignment', async ({ page }) => {
        const { html } = await open(page);
        await typeSequence(page, { press: 'ControlOrMeta+Alt+1' }, 'Head', {
          press: 'ControlOrMeta+Shift+e',
        });
        await expect(html).toHaveValue('<h1 style="text-align: center;">Head</h1>');
        await typeSequence(page, { press: 'ControlOrMeta+Shift+l' }, ENTER);
        for (const key of ['b', 'i', 'u']) await page.keyboard.press(`ControlOrMeta+${key}`);
        await typeSequence(page, 'marked', ENTER, { press: 'ControlOrMeta+Shift+8' }, 'item');
        await expect(html).toHaveValue(
          '<h1>Head</h1><p><strong><em><u>marked</u></em></strong></p><ul><li><p>item</p></li></ul>',
        );
      });

      test('is one tab stop moved by arrow keys, with tooltips naming the shortcut', async ({ page }) => {
        const { root, html, button } = await open(page);
        const tooltip = root.locator('.rte-tooltip');
        await typeSequence(page, 'Keys', { press: 'ControlOrMeta+a' }, { press: 'Shift+Tab' });
        await expect(button('Bold')).toBeFocused();
        await expect(tooltip).toHaveText(/^Bold \((Ctrl\+B|⌘B)\)$/);
        await page.keyboard.press('End');
        await expect(button('Fullscreen')).toBeFocused();
        await typeSequence(page, { press: 'Home' }, { press: 'ArrowRight' });
        await expect(button('Underline')).toBeFocused();
        await expect(button('Underline')).toHaveAttribute('tabindex', '0');
        await expect(button('Bold')).toHaveAttribute('tabindex', '-1');
        await page.keyboard.press('Enter');
        await expect(html).toHaveValue('<p><u>Keys</u></p>');

        await button('Italic').hover();
        await expect(tooltip).toHaveText(/^Italic/);
        await page.mouse.move(5, 5);
        await expect(tooltip).toHaveCount(0);
      });
    });

    test.describe('slash menu', () => {
      test('filters by English and Chinese aliases and runs with a digit or Enter', async ({ page }) => {
        const { root, html } = await open(page);
        await page.keyboard.type('/');
        const menu = root.getByRole('listbox', { name: 'Insert' });
        await expect(menu.getByRole('option')).toHaveCount(8);
        await expect(root.getByText('Keep typing keywords to filter the menu')).toBeVisible();
        await page.keyboard.type('quote');
        await expect(menu.getByRole('option'), 'digits pick only right after the slash').toHaveText([
          'Quote',
        ]);
        await page.keyboard.press('Enter');
        await expect(menu).toBeHidden();
        await page.keyboard.type('Q');
        await expect(html).toHaveValue('<blockquote><p>Q</p></blockquote>');
        await typeSequence(page, ENTER, ENTER);

        await page.keyboard.type('/');
        await expect(menu.getByRole('option').nth(1)).toHaveText('Heading 22');
        await page.keyboard.press('2');
        await expect(menu).toBeHidden();
        await page.keyboard.type('Two');
        await expect(html).toHaveValue('<blockquote><p>Q</p></blockquote><h2>Two</h2>');
      });

      test('digits after a query belong to it, and a space does not close the menu', async ({ page }) => {
        const { root, html } = await open(page);
        const menu = root.getByRole('listbox', { name: 'Insert' });
        await page.keyboard.type('/h2');
        await expect(menu.getByRole('option')).toHaveText(['Heading 2']);
        await typeSequence(page, ENTER, 'Title', ENTER, 'Body');
        await expect(html).toHaveValue('<h2>Title</h2><p>Body</p>');

        await typeSequence(page, ENTER, '/heading 1');
        await expect(menu.getByRole('option')).toHaveText(['Heading 1']);
        await typeSequence(page, ENTER, 'One', ENTER, '/代码');
        await expect(menu.getByRole('option')).toHaveText(['Code block']);
        await typeSequence(page, ENTER, 'x = 1');
        await expect(html).toHaveValue('<h2>Title</h2><p>Body</p><h1>One</h1><pre><code>x = 1</code></pre>');
      });

      test('moves with arrows and Tab, closes on Escape and when nothing matches', async ({ page }) => {
        const { root, html } = await open(page);
        const menu = root.getByRole('listbox', { name: 'Insert' });
        await typeSequence(page, '/', { press: 'ArrowDown' }, { press: 'ArrowDown' }, { press: 'ArrowUp' });
        await expect(menu.getByRole('option', { selected: true })).toContainText('Heading 2');
        await page.keyboard.press('Tab');
        await expect(menu.getByRole('option', { selected: true })).toContainText('Heading 3');
        await typeSequence(page, ENTER, 'Three ');
        await expect(html).toHaveValue('<h3>Three </h3>');

        await page.keyboard.type('/');
        await expect(menu).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(html).toHaveValue('<h3>Three /</h3>');

        await page.keyboard.type('x /zzz');
        await expect(menu).toBeHidden();
        await expect(
          root.getByRole('status').filter({ hasText: 'No matching commands found' }),
        ).toBeVisible();
        await expect(html).toHaveValue('<h3>Three /x /zzz</h3>');
      });
    });

    test.describe('link dialog', () => {
      test('Ctrl+K links the selection; Enter confirms', async ({ page }) => {
        const { root, html } = await open(page);
        const address = page.url();
        await typeSequence(page, 'Plaza', { press: 'ControlOrMeta+a' }, { press: 'ControlOrMeta+k' });
        const dialog = root.getByRole('dialog', { name: 'Link' });
        await expect(dialog.getByLabel('Text')).toHaveValue('Plaza');
        await expect(dialog.getByRole('button', { name: 'Remove link' })).toHaveCount(0);
        await dialog.getByLabel('Address').press('Enter');
        await expect(dialog, 'an empty address does nothing').toBeVisible();
        await dialog.getByLabel('Address').fill('https://example.com');
        await dialog.getByLabel('Address').press('Enter');
        await expect(dialog).toBeHidden();
        await expect(html).toHaveValue(
          '<p><a target="_blank" rel="noopener noreferrer nofollow ugc" href="https://example.com">Plaza</a></p>',
        );
        expect(page.url(), 'the page stays where it is').toBe(address);
      });

      test('a forbidden scheme is refused with a reason; remove unlinks; Escape closes', async ({ page }) => {
        const { root, area, html, button } = await open(page);
        await button('Link').click();
        const dialog = root.getByRole('dialog', { name: 'Link' });
        await dialog.getByLabel('Address').fill('javascript:alert(1)');
        await dialog.getByRole('button', { name: 'Confirm' }).click();
        await expect(dialog.getByRole('alert')).toContainText('not allowed');
        await expect(html).toHaveValue('');

        await dialog.getByLabel('Address').fill('mailto:team@example.com');
        await dialog.getByLabel('Address').press('Enter');
        await expect(html).toHaveValue(
          '<p><a target="_blank" rel="noopener noreferrer nofollow ugc" href="mailto:team@example.com">mailto:team@example.com</a></p>',
        );
        await expect(dialog).toBeHidden();
        await expect(area, 'the dialog gives the focus back to the text').toBeFocused();

        // The editor may still be putting its selection back after the dialog returned the focus; End
        // then ArrowLeft lands inside the link from wherever the cursor is, so it is repeated until it does.
        await expect(async () => {
          await page.keyboard.press('End');
          await page.keyboard.press('ArrowLeft');
          await expect(button('Link'), 'the cursor is inside the link').toHaveAttribute(
            'aria-pressed',
            'true',
            {
              timeout: 1_000,
            },
          );
        }).toPass({ timeout: 10_000 });
        await page.keyboard.press('ControlOrMeta+k');
        await expect(dialog.getByLabel('Address')).toHaveValue('mailto:team@example.com');
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await page.keyboard.press('ControlOrMeta+k');
        await dialog.getByRole('button', { name: 'Remove link' }).click();
        await expect(dialog).toBeHidden();
        await expect(html).toHaveValue('<p>mailto:team@example.com</p>');
      });
    });

    test.describe('images', () => {
      test('a file it refuses is said on the page, never in a browser alert', async ({ page }) => {
        const { root, html } = await open(page);
        const dialogs: string[] = [];
        page.on('dialog', (dialog) => {
          dialogs.push(dialog.message());
          void dialog.dismiss();
        });
        await root.locator('input[type=file]').setInputFiles({
          name: 'scan.bmp',
          mimeType: 'image/bmp',
          buffer: Buffer.from('BM'),
        });
        await expect(
          page.getByRole('alert').filter({ hasText: 'This image type is not supported' }),
        ).toBeVisible();
        expect(dialogs).toEqual([]);
        await expect(html).not.toHaveValue(/<img/);
      });

      test('the toolbar uploads a chosen image, showing the uploading state meanwhile', async ({ page }) => {
        const { root, html } = await open(page);
        const release = await holdUploads(page);
        await root.locator('input[type=file]').setInputFiles({
          name: 'wide.png',
          mimeType: 'image/png',
          buffer: await png(1200, 600),
        });
        await expect(root.getByRole('status').filter({ hasText: 'Uploading image…' })).toBeVisible();
        await expect(root).toHaveAttribute('aria-busy', 'true');
        release();
        await expect(root).not.toHaveAttribute('aria-busy');
        await expect(html).toHaveValue(
          /<img src="\/uploads\/[^"]+" alt="wide\.png" width="600" height="300">/,
        );
      });

      test('the resize handle changes the width, clamped to 50-800, and the height follows', async ({
        page,
      }) => {
        const { root, html } = await open(page);
        await root.locator('input[type=file]').setInputFiles({
          name: 'box.png',
          mimeType: 'image/png',
          buffer: await png(200, 100),
        });
        await expect(html).toHaveValue(including('width="200" height="100"'));
        const handle = root.getByRole('button', { name: 'Resize image' });
        const drag = async (dx: number) => {
          await root.locator('.rte-image img').hover();
          const box = (await handle.boundingBox())!;
          await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
          await page.mouse.down();
          await page.mouse.move(box.x + box.width / 2 + dx / 2, box.y + 10, { steps: 4 });
          await page.mouse.move(box.x + box.width / 2 + dx, box.y + 20, { steps: 4 });
          await page.mouse.up();
        };
        await drag(100);
        await expect(html).toHaveValue(including('width="300" height="150"'));
        await drag(600);
        await expect(html).toHaveValue(including('width="800" height="400"'));
        await drag(-1000);
        await expect(html).toHaveValue(including('width="50" height="25"'));
        await page.keyboard.press('ControlOrMeta+z');
        await expect(html).toHaveValue(including('width="800" height="400"'));
        await handle.focus();
        await page.keyboard.press('ArrowLeft');
        await expect(html).toHaveValue(including('width="790" height="395"'));
      });

      test('pasted and dropped image files are uploaded and inserted; other files are left alone', async ({
        page,
      }) => {
        const { root, area, html } = await open(page);
        const base64 = (await png(120, 80)).toString('base64');
        await sendFiles(area, 'paste', [{ name: 'pasted.png', base64 }]);
        await expect(html).toHaveValue(including('alt="pasted.png" width="120" height="80"'));
        await sendFiles(area, 'drop', [
          { name: 'one.png', base64 },
          { name: 'two.png', base64 },
        ]);
        await expect(root.locator('.rte-image img')).toHaveCount(3);
        await expect(html).toHaveValue(including('alt="one.png"'));
        await expect(html).toHaveValue(including('alt="two.png"'));
      });

      test('an image over 5 MB is refused, and the page says so', async ({ page }) => {
        const { root, html } = await open(page);
        await root.locator('input[type=file]').setInputFiles({
          name: 'huge.png',
          mimeType: 'image/png',
          buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
        });
        await expect(
          page.getByRole('alert').filter({ hasText: 'The image is larger than 5 MB' }),
        ).toBeVisible();
        await expect(html).toHaveValue('');
      });
    });

    test.describe('tasks, fullscreen, history, colours', () => {
      test('a task item toggles on click', async ({ page }) => {
        const { root, html, button } = await open(page);
        await button('Task list').click();
        await page.keyboard.type('Buy milk');
        await expect(html).toHaveValue(including('<li data-checked="false" data-type="taskItem">'));
        await root.getByRole('checkbox', { name: 'Task: Buy milk' }).click();
        await expect(html).toHaveValue(including('<li data-checked="true" data-type="taskItem">'));
      });

      test('fullscreen puts the editor container in fullscreen and follows the browser', async ({ page }) => {
        const { button } = await open(page);
        await button('Fullscreen').click();
        await expect(button('Fullscreen')).toHaveAttribute('aria-pressed', 'true');
        expect(await page.evaluate(() => document.fullscreenElement?.classList.contains('rte'))).toBe(true);
        await page.evaluate(() => document.exitFullscreen());
        await expect(button('Fullscreen')).toHaveAttribute('aria-pressed', 'false');
      });

      test('Ctrl+Z undoes and Ctrl+Shift+Z redoes, grouping typing within 500 ms', async ({ page }) => {
        const { html } = await open(page);
        // The page's clock stands still while a word is typed and then moves on 700 ms, so a slow
        // machine cannot split a word into steps. An edit page's deleted body is a step of its own
        // only after the same pause.
        const start = Date.now() + 700;
        await page.clock.setFixedTime(start);
        await page.keyboard.type('one');
        await page.clock.setFixedTime(start + 700);
        await typeSequence(page, ' two', { press: 'ControlOrMeta+z' });
        await expect(html).toHaveValue('<p>one</p>');
        await page.keyboard.press('ControlOrMeta+z');
        await expect(html).toHaveValue('');
        await page.keyboard.press('ControlOrMeta+Shift+z');
        await expect(html).toHaveValue('<p>one</p>');
      });

      test('colour pickers apply presets and keep recent colours, newest first, across reloads', async ({
        page,
      }) => {
        const { root, html, button, outside } = await open(page);
        await typeSequence(page, 'Colour', { press: 'ControlOrMeta+a' });
        const picker = root.getByRole('dialog', { name: 'Text colour' });
        for (const color of ['#e03131', '#1971c2', '#e03131']) {
          await button('Text colour').click();
          await picker
            .getByRole('group', { name: 'Colours' })
            .getByRole('button', { name: `Colour ${color}` })
            .click();
          await expect(picker).toBeHidden();
        }
        await expect(html).toHaveValue('<p><span style="color: rgb(224, 49, 49);">Colour</span></p>');
        await button('Background colour').click();
        await root
          .getByRole('dialog', { name: 'Background colour' })
          .getByRole('button', { name: 'Colour #fff3bf' })
          .click();
        await expect(html).toHaveValue(including('background-color: rgb(255, 243, 191)'));

        await page.reload();
        await expect(root).toHaveAttribute('data-ready', '');
        await button('Text colour').click();
        await expect(picker.getByRole('group', { name: 'Colours' }).getByRole('button')).toHaveCount(20);
        const recent = picker.getByRole('group', { name: 'Recent' }).getByRole('button');
        await expect(recent).toHaveCount(2);
        expect(
          await recent.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label'))),
        ).toEqual(['Colour #e03131', 'Colour #1971c2']);
        await outside.click();
        await expect(picker).toBeHidden();
      });
    });
  });
}

test.describe('playground options', () => {
  const output = (page: Page) => page.getByTestId('editor-output');
  const open = async (page: Page, query: string) => {
    await page.goto(`/dev/editor${query}`);
    await expect(page.locator('.rte[data-ready]')).toBeVisible();
    const area = page.getByRole('textbox', { name: PLAYGROUND.label });
    await area.click();
    return area;
  };

  test('its output shows the HTML the hidden form input carries', async ({ page }) => {
    await open(page, '');
    await page.keyboard.type('Shown');
    await expect(output(page)).toHaveText('<p>Shown</p>');
    await expect(page.locator('input[type=hidden][name=content]')).toHaveValue('<p>Shown</p>');
  });

  test('read-only task items change only when the callback accepts', async ({ page }) => {
    await page.goto('/dev/editor?readonly=1');
    const todo = page.getByRole('checkbox', { name: 'Task: To do' });
    await todo.click();
    await expect(page.getByTestId('editor-readonly-toggle')).toHaveText('true');
    await expect(todo).not.toBeChecked();
    await page.goto('/dev/editor?readonly=1&accept=1');
    await page.getByRole('checkbox', { name: 'Task: To do' }).click();
    await expect(page.getByRole('checkbox', { name: 'Task: To do' })).toBeChecked();
  });

  test('without an upload function the image is kept as a data URL', async ({ page }) => {
    const area = await open(page, '?local=1');
    await sendFiles(area, 'paste', [{ name: 'local.png', base64: (await png(40, 30)).toString('base64') }]);
    await expect(output(page)).toHaveText(
      /<img src="data:image\/png;base64,[^"]+" alt="local\.png" width="40" height="30">/,
    );
  });

  test('a character limit rejects extra typing, trims pasted text and shows a counter', async ({ page }) => {
    const area = await open(page, '?limit=10');
    await page.keyboard.type('abc');
    await area.evaluate((element) => {
      const data = new DataTransfer();
      data.setData('text/plain', 'defghijklmnop');
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await expect(output(page)).toHaveText('<p>abcdefghij</p>');
    await page.keyboard.type('xyz');
    await expect(output(page)).toHaveText('<p>abcdefghij</p>');
    await expect(page.getByTestId('editor-character-count')).toHaveText('10 / 10');
  });
});

test.describe('loading and language', () => {
  test('the home page loads none of the editor code', async ({ page }) => {
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(bodies);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((text) => /prosemirror|tiptap/i.test(text))).toEqual([]);
  });

  test('renders on the server and hydrates without errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto('/dev/editor?sample=1');
    expect(await response?.text()).toContain('role="toolbar"');
    await expect(page.locator('.rte[data-ready]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Plaza editor' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('speaks Chinese with the Chinese locale', async ({ page, inChinese: _zh }) => {
    await page.goto('/dev/editor');
    await expect(page.locator('.rte[data-ready]')).toBeVisible();
    await expect(page.getByRole('toolbar', { name: '格式' })).toBeVisible();
    await expect(page.getByRole('button', { name: '加粗', exact: true })).toBeVisible();
    await expect(page.locator('.rte-prose p[data-placeholder]')).toHaveAttribute(
      'data-placeholder',
      '输入 / 插入内容',
    );
    await page.getByRole('textbox', { name: '内容编辑器' }).click();
    await page.keyboard.type('/yinyong');
    await expect(page.getByRole('option')).toHaveText(['引用']);
    await expect(page.getByText('继续输入关键词以筛选菜单')).toBeVisible();
  });
});
