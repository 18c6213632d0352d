import { expect, test, type Browser, type Page } from '@playwright/test';
import { postForData } from './support/composerMember.ts';
import { gotoHydrated } from './support/gotoHydrated.ts';
import { headerReady } from './support/islands.ts';
import {
  closeBrowsing,
  disposeMembers,
  signInBrowser,
  signUpBrowsing,
  signUpMember,
  signUpStaff,
  type BrowsingMember,
  type Member,
} from './support/members.ts';
import { E2E_SERVERS } from './support/servers.ts';
import { wcagViolations } from './support/wcagAudit.ts';
import { COLOR_MODE_KEY } from '../src/stores/colorMode.ts';

// Private conversations (decision 036): members browse in their own contexts; set-up goes through the API.

test.describe.configure({ mode: 'serial' });

async function startByApi(from: Member, to: Member[], content: string): Promise<number> {
  const sent = await postForData<{ conversationId: number }>(from.api, '/api/conversation/start', {
    memberIds: to.map((member) => member.id),
    content,
  });
  return sent.conversationId;
}

async function sendInThread(page: Page, text: string): Promise<void> {
  const composer = page.locator('[data-message-composer]');
  await composer.locator('textarea').fill(text);
  await composer.locator('[data-composer-send]').click();
}

let usernameSerial = 0;
/** A username of our own (a letter, then 4 to 11 letters, digits or `_`), so `@` can name the member. */
async function giveUsername(member: Member): Promise<string> {
  usernameSerial += 1;
  const username = `c${Date.now().toString(36).slice(-6)}${Math.random().toString(36).slice(2, 4)}${usernameSerial}`;
  await postForData(member.api, '/api/user/username', { username });
  return username;
}

async function pageOf(
  browser: Browser,
  member: Member,
  locale: 'en-US' | 'zh-CN',
  phone = false,
): Promise<Page> {
  const context = await browser.newContext({
    locale,
    ...(phone ? { viewport: { width: 390, height: 844 } } : {}),
  });
  await context.addCookies([{ name: 'locale', value: locale, url: E2E_SERVERS.main.url }]);
  await signInBrowser(context, member);
  return context.newPage();
}

async function fitsPhone(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'nothing sticks out sideways').toBeLessThanOrEqual(390);
}

test('A starts a conversation with B, who sees it live with an unread count and replies', async ({
  browser,
  playwright,
}) => {
  const alice = await signUpBrowsing(browser, playwright, 'Alice');
  const bob = await signUpBrowsing(browser, playwright, 'Bob');
  try {
    // Bob waits on his (empty) conversations page.
    await bob.page.goto('/user/conversations');
    await expect(bob.page.getByText('No conversations yet.')).toBeVisible();
    await headerReady(bob.page);
    const envelope = bob.page.locator('[data-conversation-notice]');
    await expect(envelope).toHaveAccessibleName('Conversations');

    await alice.page.goto('/user/conversations');
    await alice.page.locator('[data-new-conversation]').click();
    await expect(alice.page).toHaveURL(/\/user\/conversations\/new$/);
    await alice.page.locator('[data-new-conversation-form][data-ready]').waitFor();
    const search = alice.page.getByRole('combobox', { name: 'To' });
    await search.fill(bob.nickname.slice(0, 8));
    await alice.page.locator(`[data-suggestion="${bob.id}"]`).click();
    await expect(alice.page.locator(`[data-chosen="${bob.id}"]`)).toContainText(bob.nickname);
    await alice.page.locator('[data-composer-text]').fill('Hello Bob, a private word.');
    await alice.page.getByRole('button', { name: 'Start conversation' }).click();
    await expect(alice.page).toHaveURL(/\/user\/conversations\/\d+$/);
    const conversationId = Number(alice.page.url().split('/').pop());
    await expect(alice.page.locator('[data-messages]')).toContainText('Hello Bob, a private word.');

    // No reload: the stream brings Bob's count, and his list shows the conversation with its unread message.
    await expect(bob.page.getByRole('link', { name: 'Conversations: 1 unread' })).toBeVisible({
      timeout: 10_000,
    });
    const live = bob.page.locator(`[data-conversation="${conversationId}"]`);
    await expect(live).toContainText('Hello Bob, a private word.');
    await expect(live.locator('[data-unread]')).toHaveText(/1/);
    await expect(bob.page.getByText('No conversations yet.')).toHaveCount(0);
    await bob.page.reload();
    const item = bob.page.locator(`[data-conversation="${conversationId}"]`);
    await expect(item).toContainText(alice.nickname);
    await expect(item).toContainText('Hello Bob, a private word.');
    await expect(item.locator('[data-unread]')).toHaveText(/1/);
    expect(await wcagViolations(bob.page)).toEqual([]);
    await item.getByRole('link').click();
    await expect(bob.page.locator('[data-messages]')).toContainText('Hello Bob, a private word.');
    await bob.page.locator('[data-conversation-thread][data-ready]').waitFor();
    await headerReady(bob.page);
    await expect(bob.page.locator('[data-conversation-notice]')).toHaveAccessibleName('Conversations');

    await alice.page.locator('[data-conversation-thread][data-ready]').waitFor();
    await sendInThread(bob.page, 'Hi Alice, got it.');
    // Alice's open thread shows the reply without a reload.
    await expect(alice.page.locator('[data-messages]')).toContainText('Hi Alice, got it.', {
      timeout: 10_000,
    });
    await expect(alice.page.locator('[data-message]')).toHaveCount(2);
    expect(await wcagViolations(alice.page)).toEqual([]);

    // The list shows the other member and the last message; the thread is per viewer, never cached.
    const list = await bob.page.request.get('/user/conversations');
    expect(list.headers()['cache-control']).toBe('private, no-store');
  } finally {
    await closeBrowsing(alice, bob);
  }
});

test('zh-CN at phone width: the list pages on with 加载更多 and keeps the newest on top', async ({
  browser,
  playwright,
}) => {
  const writer = await signUpMember(playwright, 'Writer');
  const reader = await signUpBrowsing(browser, playwright, 'Reader', { locale: 'zh-CN' });
  try {
    const ids: number[] = [];
    for (let n = 1; n <= 21; n++) ids.push(await startByApi(writer, [reader], `第 ${n} 条私信`));
    const page = reader.page;
    await reader.context.addCookies([{ name: 'locale', value: 'zh-CN', url: E2E_SERVERS.main.url }]);
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/user/conversations');
    const list = page.getByRole('list', { name: '你的私信' });
    await expect(list.getByRole('listitem')).toHaveCount(20);
    await expect(list.getByRole('listitem').first()).toHaveAttribute('data-conversation', String(ids[20]));
    await headerReady(page);
    await page.getByRole('link', { name: '加载更多' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(21);
    await expect(list.getByRole('listitem').last()).toHaveAttribute('data-conversation', String(ids[0]));
    await expect(page.getByRole('link', { name: '加载更多' })).toHaveCount(0);
    await fitsPhone(page);

    // A reply in the oldest conversation moves it to the top, live.
    await postForData(writer.api, '/api/conversation/send', { conversationId: ids[0], content: '又一条' });
    await expect(list.getByRole('listitem').first()).toHaveAttribute('data-conversation', String(ids[0]), {
      timeout: 10_000,
    });
    await expect(list.getByRole('listitem').first()).toContainText('又一条');
    await expect(list.getByRole('listitem')).toHaveCount(21);
  } finally {
    await closeBrowsing(reader);
    await disposeMembers(writer);
  }
});

test('leaving takes the conversation away, and strangers get a 404', async ({ browser, playwright }) => {
  const carol = await signUpBrowsing(browser, playwright, 'Carol');
  const [dave, eve] = [await signUpMember(playwright, 'Dave'), await signUpMember(playwright, 'Eve')];
  try {
    const id = await startByApi(dave, [carol], 'Meeting at noon?');
    const strangerPage = await carol.context.browser()!.newContext();
    await signInBrowser(strangerPage, eve);
    const stranger = await strangerPage.newPage();
    expect((await stranger.goto(`/user/conversations/${id}`))!.status()).toBe(404);
    await strangerPage.close();

    await carol.page.goto(`/user/conversations/${id}`);
    await carol.page.locator('[data-conversation-thread][data-ready]').waitFor();
    await carol.page.locator('[data-leave]').click();
    await carol.page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
    await expect(carol.page).toHaveURL(/\/user\/conversations$/);
    await expect(carol.page.locator(`[data-conversation="${id}"]`)).toHaveCount(0);
    expect((await carol.page.goto(`/user/conversations/${id}`))!.status()).toBe(404);
  } finally {
    await closeBrowsing(carol);
    await disposeMembers(dave, eve);
  }
});

test('zh-CN at phone width: a Chinese nickname is found, and a member who blocked you refuses your message', async ({
  browser,
  playwright,
}) => {
  const zhang = await signUpMember(playwright, 'Zhang', {
    nickname: `张伟${Date.now().toString(36).slice(-5)}`,
  });
  const context = await browser.newContext({
    locale: 'zh-CN',
    viewport: { width: 390, height: 844 },
    // Dark mode here, light in the other tests.
    storageState: {
      cookies: [],
      origins: [{ origin: E2E_SERVERS.main.url, localStorage: [{ name: COLOR_MODE_KEY, value: 'dark' }] }],
    },
  });
  await context.addCookies([{ name: 'locale', value: 'zh-CN', url: E2E_SERVERS.main.url }]);
  const writer = await signUpMember(playwright, 'Writer');
  await signInBrowser(context, writer);
  const page = await context.newPage();
  try {
    await page.goto('/user/conversations/new');
    await page.locator('[data-new-conversation-form][data-ready]').waitFor();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('heading', { level: 1, name: '发起私信' })).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
    await page.getByRole('combobox', { name: '收件人' }).fill(zhang.nickname.slice(0, 4));
    await page.locator(`[data-suggestion="${zhang.id}"]`).click();
    await page.locator('[data-composer-text]').fill('你好，张伟！');
    await page.getByRole('button', { name: '发起对话' }).click();
    await expect(page).toHaveURL(/\/user\/conversations\/\d+$/);
    await expect(page.locator('[data-messages]')).toContainText('你好，张伟！');
    await fitsPhone(page);
    expect(await wcagViolations(page)).toEqual([]);

    await postForData(zhang.api, '/api/user/block', { userId: writer.id, blocked: true });
    await page.locator('[data-conversation-thread][data-ready]').waitFor();
    await sendInThread(page, '还在吗？');
    await expect(page.getByText('发送失败：你无法给这位成员发私信：对方已将你屏蔽')).toBeVisible();
    await expect(page.locator('[data-message]')).toHaveCount(1);

    await page.goto('/user/conversations');
    await expect(page.getByRole('heading', { level: 1, name: '私信' })).toBeVisible();
    await expect(page.getByRole('list', { name: '你的私信' }).getByRole('listitem')).toHaveCount(1);
    await fitsPhone(page);
    expect(await wcagViolations(page)).toEqual([]);
  } finally {
    await context.close();
    await disposeMembers(zhang, writer);
  }
});

test('a member reports the conversation; staff can read it only then', async ({ browser, playwright }) => {
  const frank: BrowsingMember = await signUpBrowsing(browser, playwright, 'Frank');
  const grace = await signUpMember(playwright, 'Grace');
  const moderator = await signUpStaff(playwright, 'Mod', 'moderator');
  const staffContext = await browser.newContext();
  await signInBrowser(staffContext, moderator);
  const staff = await staffContext.newPage();
  try {
    const id = await startByApi(grace, [frank], 'Send me your password');
    expect((await staff.goto(`/admin/conversations/${id}`))!.status()).toBe(404);

    await frank.page.goto(`/user/conversations/${id}`);
    await frank.page.locator('[data-conversation-thread][data-ready]').waitFor();
    await frank.page.locator(`[data-report-target="conversation"][data-report-id="${id}"]`).click();
    const dialog = frank.page.getByRole('dialog', { name: 'Report this conversation' });
    await dialog.locator('textarea').fill('Asking for my password');
    await dialog.getByRole('button', { name: /report/i }).click();
    await expect(dialog).toBeHidden();

    await staff.goto('/admin/reports');
    const report = staff.locator('[data-report]', { hasText: 'Asking for my password' });
    await expect(report).toContainText(`Conversation #${id}`);
    await report.getByRole('link', { name: 'Open' }).click();
    await expect(staff).toHaveURL(new RegExp(`/admin/conversations/${id}$`));
    await expect(staff.locator('[data-staff-thread]')).toContainText('Send me your password');
    await expect(staff.getByText('Read-only. Every reading is recorded in the audit log.')).toBeVisible();
  } finally {
    await staffContext.close();
    await closeBrowsing(frank);
    await disposeMembers(grace, moderator);
  }
});

test('an @mention picked by keyboard in the thread links the member, who is told in the message centre', async ({
  browser,
  playwright,
}) => {
  const [alice, bob] = [await signUpMember(playwright, 'Alice'), await signUpMember(playwright, 'Bob')];
  const bobName = await giveUsername(bob);
  const id = await startByApi(alice, [bob], 'Shall we meet?');
  const page = await pageOf(browser, alice, 'en-US');
  const bobPage = await pageOf(browser, bob, 'en-US');
  try {
    await page.goto(`/user/conversations/${id}`);
    await page.locator('[data-conversation-thread][data-ready]').waitFor();
    const field = page.locator('[data-composer-text]');
    await field.click();
    const list = page.getByRole('listbox', { name: 'Members to mention' });
    // Escape closes the list and keeps what was typed.
    await page.keyboard.type(`@${bobName.slice(0, 7)}`);
    await expect(list.getByRole('option').filter({ hasText: `@${bobName}` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(field).toHaveValue(`@${bobName.slice(0, 7)}`);
    await field.fill('');

    await page.keyboard.type(`Yes @${bobName.slice(0, 7)}`);
    const option = list.getByRole('option').filter({ hasText: `@${bobName}` });
    await expect(option).toBeVisible();
    await expect(field).toHaveAttribute('aria-activedescendant', /.+/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(list).toBeHidden();
    await expect(field).toHaveValue(`Yes @${bobName} `);
    await page.keyboard.type('at noon, <b>ok</b>?');
    await page.locator('[data-composer-send]').click();

    const sent = page.locator('[data-message]').last();
    await expect(sent).toContainText('at noon, <b>ok</b>?');
    const link = sent.locator(`a[data-mention="${bob.id}"]`);
    await expect(link).toHaveText(`@${bobName}`);
    await expect(link).toHaveAttribute('href', `/user/${bob.id}`);
    expect(await wcagViolations(page)).toEqual([]);

    // The notice is made with the message: Bob reads it at once and it opens the conversation.
    await bobPage.goto('/user/messages');
    const notice = bobPage.locator('.message-item').filter({ hasText: 'mentioned you in a conversation' });
    await expect(notice).toContainText(alice.nickname);
    await expect(notice).toContainText(`Yes @${bobName} at noon`);
    await notice.getByRole('link', { name: 'View' }).click();
    await expect(bobPage).toHaveURL(new RegExp(`/user/conversations/${id}$`));
    await expect(bobPage.locator(`[data-messages] a[data-mention="${bob.id}"]`)).toHaveText(`@${bobName}`);
  } finally {
    for (const opened of [page, bobPage]) await opened.context().close();
    await disposeMembers(alice, bob);
  }
});

test('zh-CN at phone width: a Chinese nickname picked by mouse in the thread, and the notice in 消息', async ({
  browser,
  playwright,
}) => {
  const nickname = `李娜${Date.now().toString(36).slice(-5)}`;
  const li = await signUpMember(playwright, 'Li', { nickname });
  const liName = await giveUsername(li);
  const writer = await signUpMember(playwright, 'Writer');
  const id = await startByApi(writer, [li], '你好');
  const page = await pageOf(browser, writer, 'zh-CN', true);
  const liPage = await pageOf(browser, li, 'zh-CN', true);
  try {
    await page.goto(`/user/conversations/${id}`);
    await page.locator('[data-conversation-thread][data-ready]').waitFor();
    const field = page.locator('[data-composer-text]');
    await field.click();
    const list = page.getByRole('listbox', { name: '可提及的成员' });
    await page.keyboard.type(`明天见 @${nickname.slice(0, 4)}`);
    await list.getByRole('option', { name: nickname }).click();
    await expect(list).toBeHidden();
    await expect(field).toHaveValue(`明天见 @${liName} `);
    await fitsPhone(page);
    await page.keyboard.type('好吗');
    await page.getByRole('button', { name: '发送', exact: true }).click();

    const link = page.locator(`[data-message] a[data-mention="${li.id}"]`);
    await expect(link).toHaveText(`@${liName}`);
    await expect(link).toHaveAttribute('href', `/user/${li.id}`);
    await fitsPhone(page);

    await liPage.goto('/user/messages');
    const notice = liPage.locator('.message-item').filter({ hasText: '在私信中提及了你' });
    await expect(notice).toContainText(writer.nickname);
    await expect(notice.locator('a.message-view')).toHaveAttribute('href', `/user/conversations/${id}`);
    await fitsPhone(liPage);
    expect(await wcagViolations(liPage)).toEqual([]);
  } finally {
    for (const opened of [page, liPage]) await opened.context().close();
    await disposeMembers(li, writer);
  }
});
