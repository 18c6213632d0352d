import type { Page } from '@playwright/test';
import { expectFitsWidth } from './support/browsing.ts';
import { expect, test, type Member } from './support/fixtures.ts';
import { gotoHydrated } from './support/gotoHydrated.ts';
import { MomentComposer } from './support/pages/Composer.ts';
import { wcagViolations } from './support/wcagAudit.ts';

// A member asks a question with a poll in the real composer; another member votes, sees the results
// and changes the vote; the author closes it; a visitor without JavaScript reads the closed results.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const TITLE = `Tea or coffee ${RUN}`;
const PHONE_375 = { width: 375, height: 812 };

let author: Member;
let voter: Member;
let momentPath = '';

const poll = (page: Page) => page.locator('section.poll');

async function expectAccessible(page: Page): Promise<void> {
  expect(await wcagViolations(page)).toEqual([]);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ accounts }) => {
  [author, voter] = await accounts.members('Poll author', 'Poll voter');
});

test('a member adds a poll to a new post in the composer', async ({ browse }) => {
  test.slow(); // the composer, three browsers and two axe audits
  const page = await browse({ as: author, colorMode: 'light' });
  const composer = new MomentComposer(page);
  await composer.open();
  await composer.write(TITLE, 'Which one in the morning?');
  await page.getByRole('button', { name: 'Add poll', exact: true }).click();
  await page.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Tea');
  await page.getByRole('textbox', { name: 'Option 2', exact: true }).fill('Coffee');
  await page.getByRole('button', { name: 'Add option', exact: true }).click();
  await page.getByRole('textbox', { name: 'Option 3', exact: true }).fill('Water');
  await page.getByRole('button', { name: 'Remove option 3', exact: true }).click();
  await page.getByLabel('Members may choose several options').check();
  await page.getByLabel('Members may choose several options').uncheck();
  await expectAccessible(page);
  await composer.publish();
  await page.waitForURL(/\/moment\/\d+$/);
  momentPath = new URL(page.url()).pathname;
  await expect(poll(page).getByRole('heading', { name: 'Poll' })).toBeVisible();
  // The author has not voted: the options to vote on, and the close button theirs alone.
  await expect(poll(page).getByRole('radio')).toHaveCount(2);
  await expect(poll(page).getByRole('button', { name: 'Close poll' })).toBeVisible();

  // A visitor sees the options and is asked to sign in; no counts before they are public.
  const visitor = await browse({ colorMode: 'light' });
  await visitor.goto(momentPath);
  await expect(poll(visitor).getByRole('listitem')).toHaveText(['Tea', 'Coffee']);
  await expect(poll(visitor)).toContainText('Results are shown after you vote.');
  await expect(poll(visitor).getByRole('link', { name: 'Sign in to vote' })).toBeVisible();
  await expectAccessible(visitor);

  const list = await browse({ colorMode: 'light' });
  await expect(async () => {
    await list.goto('/moments');
    await expect(list.locator('article', { hasText: TITLE }).getByText('Poll', { exact: true })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
});

test('another member votes, sees the results and changes the vote (zh-CN, dark, 375 px)', async ({
  browse,
}) => {
  const page = await browse({ as: voter, locale: 'zh-CN', colorMode: 'dark', viewport: PHONE_375 });
  await gotoHydrated(page, momentPath);
  const box = poll(page);
  await expect(box.getByRole('radio', { name: 'Tea' })).toBeVisible();
  await expectAccessible(page);
  await box.getByRole('button', { name: '投票', exact: true }).click();
  await expect(page.getByText('请先选择一个选项。')).toBeVisible();
  await box.getByRole('radio', { name: 'Tea' }).check();
  await box.getByRole('button', { name: '投票', exact: true }).click();
  await expect(box.locator('.poll-result')).toHaveCount(2);
  await expect(box.locator('[data-mine]')).toContainText('Tea');
  await expect(box).toContainText('Tea：1 票，100%');
  await expect(box).toContainText('1 位成员已投票');
  await expectFitsWidth(page, PHONE_375.width);
  await expectAccessible(page);

  await box.getByRole('button', { name: '修改投票', exact: true }).click();
  await box.getByRole('radio', { name: 'Coffee' }).check();
  await box.getByRole('button', { name: '保存投票', exact: true }).click();
  await expect(box.locator('[data-mine]')).toContainText('Coffee');
  await expect(box).toContainText('Tea：0 票，0%');
  await expect(box).toContainText('1 位成员已投票');

  // The vote stays the member's own: after a reload it still comes from the viewer's request.
  await gotoHydrated(page, momentPath);
  await expect(box.locator('[data-mine]')).toContainText('Coffee');
  await expect(box.getByRole('button', { name: '结束投票' })).toHaveCount(0);
});

test('the author closes the poll (en-US, dark)', async ({ browse }) => {
  const page = await browse({ as: author, colorMode: 'dark' });
  await gotoHydrated(page, momentPath);
  const box = poll(page);
  await box.getByRole('button', { name: 'Close poll', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Close this poll?');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close poll', exact: true }).click();
  await expect(box.getByText('Closed', { exact: true })).toBeVisible();
  await expect(box).toContainText('Coffee: 1 vote, 100%');
  await expect(box.getByRole('button', { name: 'Change vote' })).toHaveCount(0);
  await expectAccessible(page);
});

test('a visitor without JavaScript reads the closed poll’s results', async ({ browse }) => {
  test.slow(); // three browsers and an axe audit (20 s in a CI rehearsal)
  for (const [locale, closed, result] of [
    ['en-US', 'Closed', 'Coffee: 1 vote, 100%'],
    ['zh-CN', '已结束', 'Coffee：1 票，100%'],
  ] as const) {
    const page = await browse({ locale, javaScriptEnabled: false, viewport: PHONE_375, colorMode: 'light' });
    await page.goto(momentPath);
    const box = poll(page);
    await expect(box.getByText(closed, { exact: true })).toBeVisible();
    await expect(box).toContainText(result);
    await expect(box.locator('.poll-result-fill').nth(1)).toHaveAttribute('style', /width:\s*100%/);
    await expect(box.getByRole('radio')).toHaveCount(0);
  }
  const audited = await browse({ locale: 'zh-CN', viewport: PHONE_375, colorMode: 'dark' });
  await gotoHydrated(audited, momentPath);
  await expect(poll(audited)).toContainText('已结束');
  await expectFitsWidth(audited, PHONE_375.width);
  await expectAccessible(audited);
});
