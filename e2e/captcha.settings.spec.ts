import type { Page } from '@playwright/test';
import { useLocale } from './support/browsing.ts';
import { nodeForFile, siteConfigForFile } from './support/fileSetup.ts';
import { COMPOSER_WORDS, MomentComposer } from './support/pages/Composer.ts';
import { expect, test } from './support/fixtures.ts';
import { storedRow } from './support/storedFacts.ts';

// The slider captcha in front of new moments (the momentCaptcha setting): dragged with the mouse,
// solved with the keyboard, missed, and refused by the API without a fresh pass.

const MOMENT_URL = /\/moment\/(\d+)$/;
/** The picture's width in image pixels (CAPTCHA_WIDTH); the answer is stored in these. */
const PICTURE_WIDTH = 320;

let spentToken = '';

/** The puzzle's answer is stored only on the server, and no API shows it (that is its point). */
async function answerOf(id: string): Promise<number> {
  return (await storedRow<{ x: number }>('SELECT answer_x AS x FROM captcha_challenges WHERE id = ?', [id]))
    .x;
}

/** Writes a post and presses Publish; answers the id of the puzzle the dialog then shows. */
async function publishPost(page: Page, title: string): Promise<string> {
  const composer = new MomentComposer(page);
  await composer.open();
  await composer.write(title, 'Written by a person who can solve puzzles.');
  await page.getByLabel('Node').selectOption({ label: 'Captcha E2E' });
  const challenge = page.waitForResponse((response) => response.url().endsWith('/api/captcha/new'));
  await composer.publish();
  await expect(page.getByRole('dialog', { name: 'Security check' })).toBeVisible();
  const body = (await (await challenge).json()) as { data: { id: string } };
  await expect(page.getByRole('img', { name: 'A picture with a gap for the puzzle piece' })).toBeVisible();
  return body.data.id;
}

/** Drags the handle with the mouse so the piece's left edge ends at `target` picture pixels. */
async function dragPieceTo(page: Page, target: number): Promise<void> {
  const handle = page.getByRole('slider', { name: 'Puzzle piece position' });
  await expect(handle).toHaveAttribute('aria-valuenow', '0');
  const track = (await page.locator('.slider-captcha-track').boundingBox())!;
  const box = (await handle.boundingBox())!;
  const scale = track.width / PICTURE_WIDTH;
  const startX = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  await page.mouse.move(startX + (target * scale) / 2, y + 3, { steps: 5 });
  await page.mouse.move(startX + target * scale, y, { steps: 5 });
  await page.mouse.up();
}

/** The published moment's own page shows its stored title. */
async function expectPublished(page: Page, title: string): Promise<void> {
  await expect(page).toHaveURL(MOMENT_URL);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

test.describe.configure({ mode: 'serial' });

const node = nodeForFile('Captcha E2E', 'Moments behind the slider captcha');
siteConfigForFile({ momentCaptcha: true }, { momentCaptcha: false });

test('the API refuses a new moment without a solved puzzle', async ({ page, member: _signedIn }) => {
  const response = await page.request.post('/api/moment/create', {
    data: { type: 0, title: 'No puzzle', content: '<p>Trying my luck</p>', nodeId: node.id },
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toMatchObject({
    success: false,
    message: 'Please complete the security check before publishing.',
  });
});

test('a wrong drag shows the failure, the right drag publishes the moment', async ({
  page,
  member: _signedIn,
}) => {
  const id = await publishPost(page, 'Solved by dragging');
  const answer = await answerOf(id);
  await dragPieceTo(page, answer > 150 ? answer - 80 : answer + 80);
  await expect(page.getByRole('status').filter({ hasText: 'Not quite' })).toHaveText(
    'Not quite. Try again (4 left).',
  );
  await dragPieceTo(page, answer);
  await expectPublished(page, 'Solved by dragging');
  spentToken = id;
});

test('a spent pass cannot publish a second moment', async ({ page, member: _signedIn }) => {
  expect(spentToken).not.toBe('');
  const response = await page.request.post('/api/moment/create', {
    data: {
      type: 0,
      title: 'Second try',
      content: '<p>Same pass again</p>',
      nodeId: node.id,
      captchaToken: spentToken,
    },
  });
  expect(response.status()).toBe(400);
  expect(((await response.json()) as { message: string }).message).toBe(
    'The security check has expired or was already used. Please publish again.',
  );
});

test('the puzzle can be solved with the keyboard, and cancelled', async ({ page, member: _signedIn }) => {
  await publishPost(page, 'Cancelled first');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'Security check' })).toBeHidden();

  const challenge = page.waitForResponse((response) => response.url().endsWith('/api/captcha/new'));
  await page.getByRole('button', { name: 'Publish' }).click();
  const id = ((await (await challenge).json()) as { data: { id: string } }).data.id;
  const answer = await answerOf(id);
  const handle = page.getByRole('slider', { name: 'Puzzle piece position' });
  await expect(handle).toHaveAttribute('aria-valuenow', '0');
  await handle.focus();
  await page.keyboard.press('End');
  await expect(handle).toHaveAttribute('aria-valuenow', String(PICTURE_WIDTH - 50));
  await page.keyboard.press('Home');
  for (let moved = 0; moved + 10 <= answer; moved += 10) await page.keyboard.press('Shift+ArrowRight');
  for (let i = 0; i < Math.floor((answer % 10) / 2); i++) await page.keyboard.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', String(answer - (answer % 2)));
  await page.keyboard.press('Enter');
  await expectPublished(page, 'Cancelled first');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the piece follows a finger on a narrow screen', async ({ page, member: _signedIn }) => {
    const id = await publishPost(page, 'Solved with a finger');
    const answer = await answerOf(id);
    const handle = page.getByRole('slider', { name: 'Puzzle piece position' });
    const track = (await page.locator('.slider-captcha-track').boundingBox())!;
    expect(track.width, 'the picture shrinks to fit the phone').toBeLessThan(PICTURE_WIDTH);
    const box = (await handle.boundingBox())!;
    const scale = track.width / PICTURE_WIDTH;
    const start = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
    const touch = await page.context().newCDPSession(page);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
    for (const share of [0.25, 0.5, 0.75, 1]) {
      const point = { x: Math.round(start.x + answer * scale * share), y: start.y };
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expectPublished(page, 'Solved with a finger');
  });

  for (const [locale, words] of [
    ['en-US', { dialog: 'Security check', refresh: 'New puzzle', cancel: 'Cancel' }],
    ['zh-CN', { dialog: '安全验证', refresh: '换一张', cancel: '取消' }],
  ] as const) {
    test(`a new puzzle and cancel stand on one row, and both work (${locale})`, async ({
      page,
      context,
      member: _signedIn,
    }) => {
      await useLocale(context, locale);
      const composer = new MomentComposer(page, COMPOSER_WORDS[locale]);
      await composer.open();
      await composer.write(`One row ${locale}`, 'Both buttons within reach.');
      await composer.publish();
      const dialog = page.getByRole('dialog', { name: words.dialog });
      const refresh = dialog.getByRole('button', { name: words.refresh });
      const cancel = dialog.getByRole('button', { name: words.cancel });
      await expect(refresh).toBeEnabled();
      const [refreshBox, cancelBox] = [(await refresh.boundingBox())!, (await cancel.boundingBox())!];
      expect(Math.abs(refreshBox.y - cancelBox.y), 'one row').toBeLessThanOrEqual(3);
      for (const box of [refreshBox, cancelBox])
        expect(box.x >= 0 && box.x + box.width <= 390, 'within the phone').toBe(true);

      const another = page.waitForResponse((response) => response.url().endsWith('/api/captcha/new'));
      await refresh.click();
      expect((await another).ok()).toBe(true);
      await cancel.click();
      await expect(dialog).toBeHidden();
    });
  }
});

test('the puzzle and its refusals speak Chinese to a Chinese reader', async ({
  page,
  member: _signedIn,
  inChinese: _zh,
}) => {
  const refused = await page.request.post('/api/moment/create', {
    data: { type: 0, title: '没有验证', content: '<p>试试看</p>', nodeId: node.id },
  });
  expect(((await refused.json()) as { message: string }).message).toBe('发布前请先完成安全验证。');
  const composer = new MomentComposer(page, COMPOSER_WORDS['zh-CN']);
  await composer.open();
  await page.getByLabel('标题', { exact: true }).fill('中文拼图');
  await composer.editor.area.click();
  await page.keyboard.type('你好');
  await composer.publish();
  const dialog = page.getByRole('dialog', { name: '安全验证' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('拖动滑块，让拼图块对准缺口。')).toBeVisible();
  await expect(dialog.getByRole('slider', { name: '拼图块位置' })).toBeVisible();
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
});
