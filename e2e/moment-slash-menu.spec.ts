import { expect, test } from './support/fixtures.ts';
import { ENTER, typeSequence } from './support/keyboardSteps.ts';
import { COMPOSER_WORDS, MomentComposer } from './support/pages/Composer.ts';

// The slash menu where members meet it: the moment composer (/moment/create). A query filters by
// aliases (digits and spaces included), and the published moment has the blocks it chose.

const RUN = Date.now().toString(36);

test('"/h2" then Enter makes the line a heading; the text after it stays below', async ({
  page,
  momentComposer: composer,
  member: _signedIn,
}) => {
  await composer.openReady();
  await composer.title.fill(`Slash ${RUN}`);
  await composer.editor.area.click();
  const menu = page.getByRole('listbox', { name: 'Insert' });

  await page.keyboard.type('/h2');
  await expect(menu.getByRole('option')).toHaveText(['Heading 2']);
  await typeSequence(page, ENTER, 'Section', ENTER, 'Body text', ENTER, '/heading 1');
  await expect(menu, 'a space inside the query keeps the menu open').toBeVisible();
  await expect(menu.getByRole('option')).toHaveText(['Heading 1']);
  await typeSequence(page, { press: 'Escape' }, ENTER, '/code');
  await expect(menu.getByRole('option')).toHaveText(['Code block']);
  await typeSequence(page, ENTER, 'let x = 2');

  await composer.publishAndOpen();
  const content = page.locator('.rich-content');
  await expect(content.locator('h2')).toHaveText('Section');
  await expect(content.locator('h2 + p')).toHaveText('Body text');
  await expect(content.locator('pre code')).toHaveText('let x = 2');
});

test('in Chinese the menu filters by Chinese aliases', async ({
  page,
  member: _signedIn,
  inChinese: _zh,
}) => {
  const composer = new MomentComposer(page, COMPOSER_WORDS['zh-CN']);
  await composer.openReady();
  await composer.editor.area.click();
  const menu = page.getByRole('listbox', { name: '插入' });
  await page.keyboard.type('/代码');
  await expect(menu.getByRole('option')).toHaveText(['代码块']);
  await typeSequence(page, { press: 'Backspace' }, { press: 'Backspace' }, '二级标题');
  await expect(menu.getByRole('option')).toHaveText(['二级标题']);
  await typeSequence(page, ENTER, '小节');
  await expect(page.locator('.rte .ProseMirror h2')).toHaveText('小节');
});
