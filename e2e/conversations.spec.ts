import { postForData } from './support/composerMember.ts';
import { expectFitsWidth } from './support/browsing.ts';
import { startConversation } from './support/content.ts';
import { expect, test } from './support/fixtures.ts';
import { gotoHydrated } from './support/gotoHydrated.ts';
import { giveUsername } from './support/members.ts';
import { CONVERSATION_WORDS, ConversationsPage } from './support/pages/Conversations.ts';
import { SiteHeader } from './support/pages/SiteHeader.ts';
import { wcagViolations } from './support/wcagAudit.ts';

// Private conversations (decision 036): members browse in their own contexts; set-up goes through the API.

test.describe.configure({ mode: 'serial' });

test('A starts a conversation with B, who sees it live with an unread count and replies', async ({
  accounts,
  browse,
}) => {
  const [alice, bob] = await accounts.members('Alice', 'Bob');
  const alicePage = await browse({ as: alice });
  const bobPage = await browse({ as: bob });
  const aliceTalks = new ConversationsPage(alicePage);
  const bobTalks = new ConversationsPage(bobPage);
  const bobHeader = new SiteHeader(bobPage);

  // Bob waits on his (empty) conversations page.
  await bobTalks.openList();
  await expect(bobPage.getByText('No conversations yet.')).toBeVisible();
  await bobHeader.ready();
  await expect(bobHeader.conversationNotice).toHaveAccessibleName('Conversations');

  await aliceTalks.openList();
  await aliceTalks.newButton.click();
  await expect(alicePage).toHaveURL(/\/user\/conversations\/new$/);
  await aliceTalks.formReady();
  await aliceTalks.chooseRecipient(bob, bob.nickname.slice(0, 8));
  await expect(aliceTalks.chosen(bob)).toContainText(bob.nickname);
  const conversationId = await aliceTalks.start('Hello Bob, a private word.');
  await expect(aliceTalks.messages).toContainText('Hello Bob, a private word.');

  // No reload: the stream brings Bob's count, and his list shows the conversation with its unread message.
  await expect(bobPage.getByRole('link', { name: 'Conversations: 1 unread' })).toBeVisible({
    timeout: 10_000,
  });
  const live = bobTalks.item(conversationId);
  await expect(live).toContainText('Hello Bob, a private word.');
  await expect(live.locator('[data-unread]')).toHaveText(/1/);
  await expect(bobPage.getByText('No conversations yet.')).toHaveCount(0);
  await bobPage.reload();
  const item = bobTalks.item(conversationId);
  await expect(item).toContainText(alice.nickname);
  await expect(item).toContainText('Hello Bob, a private word.');
  await expect(item.locator('[data-unread]')).toHaveText(/1/);
  expect(await wcagViolations(bobPage)).toEqual([]);
  await item.getByRole('link').click();
  await expect(bobTalks.messages).toContainText('Hello Bob, a private word.');
  await bobTalks.threadReady();
  await bobHeader.ready();
  await expect(bobHeader.conversationNotice).toHaveAccessibleName('Conversations');

  await aliceTalks.threadReady();
  await bobTalks.send('Hi Alice, got it.');
  // Alice's open thread shows the reply without a reload.
  await expect(aliceTalks.messages).toContainText('Hi Alice, got it.', { timeout: 10_000 });
  await expect(aliceTalks.message).toHaveCount(2);
  expect(await wcagViolations(alicePage)).toEqual([]);

  // The list shows the other member and the last message; the thread is per viewer, never cached.
  const list = await bobPage.request.get('/user/conversations');
  expect(list.headers()['cache-control']).toBe('private, no-store');
});

test('zh-CN at phone width: the list pages on with 加载更多 and keeps the newest on top', async ({
  accounts,
  browse,
}) => {
  const writer = await accounts.member('Writer');
  const reader = await accounts.member('Reader');
  const ids: number[] = [];
  for (let n = 1; n <= 21; n++) ids.push(await startConversation(writer, [reader], `第 ${n} 条私信`));
  const page = await browse({ as: reader, locale: 'zh-CN', phone: true });
  const talks = new ConversationsPage(page, CONVERSATION_WORDS['zh-CN']);
  await gotoHydrated(page, '/user/conversations');
  const list = talks.list;
  await expect(list.getByRole('listitem')).toHaveCount(20);
  await expect(list.getByRole('listitem').first()).toHaveAttribute('data-conversation', String(ids[20]));
  await new SiteHeader(page, 'zh-CN').ready();
  await page.getByRole('link', { name: '加载更多' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(21);
  await expect(list.getByRole('listitem').last()).toHaveAttribute('data-conversation', String(ids[0]));
  await expect(page.getByRole('link', { name: '加载更多' })).toHaveCount(0);
  await expectFitsWidth(page);

  // A reply in the oldest conversation moves it to the top, live.
  await postForData(writer.api, '/api/conversation/send', { conversationId: ids[0], content: '又一条' });
  await expect(list.getByRole('listitem').first()).toHaveAttribute('data-conversation', String(ids[0]), {
    timeout: 10_000,
  });
  await expect(list.getByRole('listitem').first()).toContainText('又一条');
  await expect(list.getByRole('listitem')).toHaveCount(21);
});

test('leaving takes the conversation away, and strangers get a 404', async ({ accounts, browse }) => {
  const [carol, dave, eve] = await accounts.members('Carol', 'Dave', 'Eve');
  const id = await startConversation(dave, [carol], 'Meeting at noon?');
  const stranger = await browse({ as: eve });
  expect((await stranger.goto(`/user/conversations/${id}`))!.status()).toBe(404);

  const page = await browse({ as: carol });
  const talks = new ConversationsPage(page);
  await talks.openThread(id);
  await talks.leave();
  await expect(page).toHaveURL(/\/user\/conversations$/);
  await expect(talks.item(id)).toHaveCount(0);
  expect((await page.goto(`/user/conversations/${id}`))!.status()).toBe(404);
});

test('zh-CN at phone width: a Chinese nickname is found, and a member who blocked you refuses your message', async ({
  accounts,
  browse,
}) => {
  const zhang = await accounts.member('Zhang', { nickname: `张伟${Date.now().toString(36).slice(-5)}` });
  const writer = await accounts.member('Writer');
  // Dark mode here, light in the other tests.
  const page = await browse({ as: writer, locale: 'zh-CN', phone: true, colorMode: 'dark' });
  const talks = new ConversationsPage(page, CONVERSATION_WORDS['zh-CN']);
  await page.goto('/user/conversations/new');
  await talks.formReady();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('heading', { level: 1, name: '发起私信' })).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  await talks.chooseRecipient(zhang, zhang.nickname.slice(0, 4));
  await talks.start('你好，张伟！');
  await expect(talks.messages).toContainText('你好，张伟！');
  await expectFitsWidth(page);
  expect(await wcagViolations(page)).toEqual([]);

  await postForData(zhang.api, '/api/user/block', { userId: writer.id, blocked: true });
  await talks.threadReady();
  await talks.send('还在吗？');
  await expect(page.getByText('发送失败：你无法给这位成员发私信：对方已将你屏蔽')).toBeVisible();
  await expect(talks.message).toHaveCount(1);

  await talks.openList();
  await expect(page.getByRole('heading', { level: 1, name: '私信' })).toBeVisible();
  await expect(talks.list.getByRole('listitem')).toHaveCount(1);
  await expectFitsWidth(page);
  expect(await wcagViolations(page)).toEqual([]);
});

test('a member reports the conversation; staff can read it only then', async ({ accounts, browse }) => {
  const frank = await accounts.member('Frank');
  const grace = await accounts.member('Grace');
  const moderator = await accounts.staff('Mod', 'moderator');
  const staff = await browse({ as: moderator });
  const page = await browse({ as: frank });
  const id = await startConversation(grace, [frank], 'Send me your password');
  expect((await staff.goto(`/admin/conversations/${id}`))!.status()).toBe(404);

  await new ConversationsPage(page).openThread(id);
  await page.locator(`[data-report-target="conversation"][data-report-id="${id}"]`).click();
  const dialog = page.getByRole('dialog', { name: 'Report this conversation' });
  await dialog.locator('textarea').fill('Asking for my password');
  await dialog.getByRole('button', { name: /report/i }).click();
  await expect(dialog).toBeHidden();

  await staff.goto('/admin/reports');
  const report = staff.locator('[data-report]', { hasText: 'Asking for my password' });
  await expect(report).toContainText(`Conversation #${id}`);
  await report.getByRole('link', { name: 'Open' }).click();
  await expect(staff).toHaveURL(new RegExp(`/admin/conversations/${id}$`));
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText(`Reported conversation #${id}`);
  await expect(staff.locator('[data-staff-thread]')).toContainText('Send me your password');
  await expect(staff.getByText('Read-only. Every reading is recorded in the audit log.')).toBeVisible();
});

test('an @mention picked by keyboard in the thread links the member, who is told in the message centre', async ({
  accounts,
  browse,
}) => {
  const [alice, bob, carol] = await accounts.members('Alice', 'Bob', 'Carol');
  const bobName = await giveUsername(bob, 'c');
  // Carol's name starts like Bob's, but she is not in the conversation: `@` there offers only Bob.
  const carolName = `${bobName.slice(0, 7)}zz`;
  expect((await carol.api.post('/api/user/username', { data: { username: carolName } })).ok()).toBe(true);
  const id = await startConversation(alice, [bob], 'Shall we meet?');
  const page = await browse({ as: alice, locale: 'en-US' });
  const bobPage = await browse({ as: bob, locale: 'en-US' });
  const talks = new ConversationsPage(page);

  await talks.openThread(id);
  const field = talks.composerText;
  await field.click();
  const list = page.getByRole('listbox', { name: 'Members to mention' });
  // Escape closes the list and keeps what was typed.
  await page.keyboard.type(`@${bobName.slice(0, 7)}`);
  await expect(list.getByRole('option').filter({ hasText: `@${bobName}` })).toBeVisible();
  await expect(list.getByRole('option')).toHaveCount(1);
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
  await talks.sendButton.click();

  const sent = talks.message.last();
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
});

test("the server's @ list of a conversation names only its members, and only to them", async ({
  accounts,
  request,
}) => {
  const [alice, bob, carol] = await accounts.members('Alice', 'Bob', 'Carol');
  const bobName = await giveUsername(bob, 'c');
  const prefix = bobName.slice(0, 7);
  const carolName = `${prefix}zz`;
  expect((await carol.api.post('/api/user/username', { data: { username: carolName } })).ok()).toBe(true);
  const id = await startConversation(alice, [bob], 'Just the two of us');
  const ask = (asker: { token: string }, conversationId: number | string, locale = 'en-US') =>
    request.get(`/api/user/mention_suggest?q=${prefix}&conversationId=${conversationId}`, {
      headers: { cookie: `token=${asker.token}; locale=${locale}` },
    });
  const usernames = async (answer: Awaited<ReturnType<typeof ask>>) =>
    ((await answer.json()) as { data: Array<{ username: string }> }).data.map((member) => member.username);

  // Forum-wide, the prefix finds both; in the conversation, Alice is offered Bob alone.
  const everyone = await request.get(`/api/user/mention_suggest?q=${prefix}`, {
    headers: { cookie: `token=${alice.token}` },
  });
  expect(await usernames(everyone)).toEqual(expect.arrayContaining([bobName, carolName]));
  const inside = await ask(alice, id);
  expect(inside.status()).toBe(200);
  expect(await usernames(inside)).toEqual([bobName]);

  // Carol is not in it: the answer is the 404 of a conversation that does not exist, in her language.
  for (const [locale, message] of [
    ['en-US', 'This conversation does not exist or you are not in it'],
    ['zh-CN', '这个对话不存在，或你不在其中'],
  ] as const) {
    for (const conversationId of [id, id + 100_000]) {
      const refused = await ask(carol, conversationId, locale);
      expect(refused.status()).toBe(404);
      const body = await refused.text();
      expect(JSON.parse(body)).toMatchObject({ success: false, errorCode: 4, message });
      expect(body).not.toContain(bobName);
    }
  }
  expect((await ask(carol, 'abc')).status()).toBe(400);
});

test('zh-CN at phone width: a Chinese nickname picked by mouse in the thread, and the notice in 消息', async ({
  accounts,
  browse,
}) => {
  const nickname = `李娜${Date.now().toString(36).slice(-5)}`;
  const li = await accounts.member('Li', { nickname });
  const liName = await giveUsername(li, 'c');
  const writer = await accounts.member('Writer');
  const id = await startConversation(writer, [li], '你好');
  const page = await browse({ as: writer, locale: 'zh-CN', phone: true });
  const liPage = await browse({ as: li, locale: 'zh-CN', phone: true });
  const talks = new ConversationsPage(page, CONVERSATION_WORDS['zh-CN']);

  await talks.openThread(id);
  const field = talks.composerText;
  await field.click();
  const list = page.getByRole('listbox', { name: '可提及的成员' });
  await page.keyboard.type(`明天见 @${nickname.slice(0, 4)}`);
  await list.getByRole('option', { name: nickname }).click();
  await expect(list).toBeHidden();
  await expect(field).toHaveValue(`明天见 @${liName} `);
  await expectFitsWidth(page);
  await page.keyboard.type('好吗');
  await page.getByRole('button', { name: '发送', exact: true }).click();

  const link = page.locator(`[data-message] a[data-mention="${li.id}"]`);
  await expect(link).toHaveText(`@${liName}`);
  await expect(link).toHaveAttribute('href', `/user/${li.id}`);
  await expectFitsWidth(page);

  await liPage.goto('/user/messages');
  const notice = liPage.locator('.message-item').filter({ hasText: '在私信中提及了你' });
  await expect(notice).toContainText(writer.nickname);
  await expect(notice.locator('a.message-view')).toHaveAttribute('href', `/user/conversations/${id}`);
  await expectFitsWidth(liPage);
  expect(await wcagViolations(liPage)).toEqual([]);
});
