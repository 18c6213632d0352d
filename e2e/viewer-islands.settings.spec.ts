import type { Page } from '@playwright/test';
import type { BrowseOptions, Locale } from './support/browsing.ts';
import { createNode } from './support/content.ts';
import { expect, test, type Accounts } from './support/fixtures.ts';
import { COMPOSER_WORDS, MomentComposer } from './support/pages/Composer.ts';
import { saveSiteConfig } from './support/siteConfig.ts';
import { storedRow } from './support/storedFacts.ts';

// Hidden content and the captcha as islands on stores (decision 027), at phone width, in English
// and Chinese: the moment page is locked in the HTML for everyone and opens for its author and for
// a member who replied; the composer asks the captcha island for a solved puzzle through a store.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const SECRET = `The island secret ${RUN}`;

type Browse = (options?: BrowseOptions) => Promise<Page>;

/** A phone-sized page in the language (the browser's own stays English), for a new member. */
async function member(browse: Browse, accounts: Accounts, locale: Locale = 'en-US'): Promise<Page> {
  const islander = await accounts.member('Islander');
  return browse({ as: islander, locale, browserLocale: 'en-US', phone: true });
}

/** A visitor's phone-sized page in the language. */
function visitor(browse: Browse, locale: Locale): Promise<Page> {
  return browse({ locale, browserLocale: 'en-US', phone: true });
}

test.describe.configure({ mode: 'serial' });
// Several browsers and a settings change each: more than the default 30 s on a busy 2-core machine.
test.setTimeout(90_000);

test('hidden content: locked for everyone in the HTML, shown to its author and to a member who replied', async ({
  browse,
  accounts,
}) => {
  await saveSiteConfig({ enableHideContent: true });
  try {
    const author = await member(browse, accounts);
    const created = await author.request.post('/api/moment/create', {
      data: {
        type: 0,
        title: `Hidden island ${RUN}`,
        content: '<p>Reply to read the rest</p>',
        hiddenContent: `<p>${SECRET}</p>`,
      },
    });
    const body = await created.json();
    expect(body, JSON.stringify(body)).toMatchObject({ success: true });
    const momentId = body.data.id as number;
    const path = `/moment/${momentId}`;

    // The HTML never carries the secret, not even for its author.
    expect(await (await author.request.get(path)).text()).not.toContain(SECRET);
    await author.goto(path);
    await expect(author.getByText(SECRET)).toBeVisible();
    await expect(author.getByText('Only you and readers who reply can see this.')).toBeVisible();

    const reader = await member(browse, accounts, 'zh-CN');
    await reader.goto(path);
    const locked = reader.locator('[data-hidden-locked]');
    await expect(locked.getByText('回复后可查看隐藏内容', { exact: true })).toBeVisible();
    await expect(locked.getByText('登录并回复后可查看隐藏内容')).toBeHidden();
    await expect(reader.getByText(SECRET)).toHaveCount(0);
    const replied = await reader.request.post('/api/comment/create', {
      data: { entityType: 'moment', entityId: momentId, content: 'Let me in' },
    });
    expect(replied.ok(), await replied.text()).toBe(true);
    await reader.reload();
    await expect(reader.getByText(SECRET)).toBeVisible();
    await expect(reader.getByText('你已回复，因此可以查看。')).toBeVisible();

    for (const locale of ['en-US', 'zh-CN'] as const) {
      const guest = await visitor(browse, locale);
      await guest.goto(path);
      const guestLocked = guest.locator('[data-hidden-locked]');
      const call =
        locale === 'en-US' ? 'Sign in and reply to see the hidden content' : '登录并回复后可查看隐藏内容';
      await expect(guestLocked.getByText(call)).toBeVisible();
      await expect(
        guestLocked.getByRole('link', { name: locale === 'en-US' ? 'Sign in' : '登录' }),
      ).toHaveAttribute('href', `/user/signin?redirect=${encodeURIComponent(path)}`);
      await expect(guest.getByText(SECRET)).toHaveCount(0);
      await guest.context().close();
    }
    await author.context().close();
    await reader.context().close();
  } finally {
    await saveSiteConfig({ enableHideContent: false });
  }
});

test('the composer asks the captcha island for a puzzle, in Chinese at phone width', async ({
  browse,
  accounts,
  playwright,
}) => {
  const nodeName = `Island captcha ${RUN}`;
  await createNode(playwright, { name: nodeName, description: 'Moments behind the captcha island' });
  await saveSiteConfig({ momentCaptcha: true });
  try {
    const page = await member(browse, accounts, 'zh-CN');
    const composer = new MomentComposer(page, COMPOSER_WORDS['zh-CN']);
    await composer.open();
    await composer.write(`Captcha island ${RUN}`, 'Solved through the store.');
    await page.getByLabel('节点').selectOption({ label: nodeName });
    const challenge = page.waitForResponse((response) => response.url().endsWith('/api/captcha/new'));
    await composer.publish();
    const dialog = page.getByRole('dialog', { name: '安全验证' });
    await expect(dialog).toBeVisible();
    const id = ((await (await challenge).json()) as { data: { id: string } }).data.id;
    // The puzzle's answer stays on the server; the spec reads it to drag the piece like a person would.
    const answer = (
      await storedRow<{ x: number }>('SELECT answer_x AS x FROM captcha_challenges WHERE id = ?', [id])
    ).x;
    const handle = page.getByRole('slider', { name: '拼图块位置' });
    await expect(handle).toHaveAttribute('aria-valuenow', '0');
    await handle.focus();
    for (let moved = 0; moved + 10 <= answer; moved += 10) await page.keyboard.press('Shift+ArrowRight');
    for (let i = 0; i < Math.floor((answer % 10) / 2); i++) await page.keyboard.press('ArrowRight');
    await expect(handle).toHaveAttribute('aria-valuenow', String(answer - (answer % 2)));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/moment\/\d+$/);
    await expect(page.getByRole('heading', { name: `Captcha island ${RUN}` })).toBeVisible();
    await page.context().close();
  } finally {
    await saveSiteConfig({ momentCaptcha: false });
  }
});
