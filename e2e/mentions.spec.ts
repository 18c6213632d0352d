import { expect, test, type Browser, type Page } from '@playwright/test';
import { postForData } from './support/composerMember.ts';
import { createComment, createMoment } from './support/content.ts';
import { disposeMembers, sessionCookies, signUpMember, type Member } from './support/members.ts';
import { openMomentComposer } from './support/postComposer.ts';
import { E2E_SERVERS } from './support/servers.ts';

// @mentions where members write them: the moment composer's editor and the comment box. Typing "@"
// and a prefix offers members (a Chinese nickname too), picked by keyboard or mouse; the posted item
// links to their profiles and each mentioned member gets a message.

const MAIN = E2E_SERVERS.main.url;
const PHONE = { width: 390, height: 844 };

let serial = 0;
/** A username of our own: a letter, then 4 to 11 letters, digits or `_`. */
function freshUsername(): string {
  serial += 1;
  return `m${Date.now().toString(36).slice(-6)}${Math.random().toString(36).slice(2, 4)}${serial}`;
}

async function withUsername(member: Member): Promise<string> {
  const username = freshUsername();
  await postForData(member.api, '/api/user/username', { username });
  return username;
}

/** A Chinese nickname no other run has: 小明 and a run of Chinese digits. */
function chineseNickname(): string {
  const digits = '零一二三四五六七八九';
  const stamp = `${Date.now() % 1e9}${serial}`;
  return `小明${[...stamp].map((digit) => digits[Number(digit)]).join('')}`;
}

async function pageAs(browser: Browser, member: Member, locale: string, phone = false): Promise<Page> {
  const context = await browser.newContext({ locale, ...(phone ? { viewport: PHONE } : {}) });
  await context.addCookies([
    { name: 'locale', value: locale, url: MAIN },
    ...sessionCookies(member.token, MAIN),
  ]);
  return context.newPage();
}

/** The member's unread messages: a fresh member has none but those the mentions sent. */
async function unreadCount(member: Member): Promise<number> {
  const body = (await (await member.api.get('/api/user/msg_recent')).json()) as { data: { count: number } };
  return body.data.count;
}

test('the moment composer offers members after "@": one picked by keyboard, a Chinese nickname by mouse', async ({
  browser,
  playwright,
}) => {
  const author = await signUpMember(playwright, 'Author');
  const alice = await signUpMember(playwright, 'Alice');
  const aliceName = await withUsername(alice);
  const nickname = chineseNickname();
  const xiaoming = await signUpMember(playwright, 'Xiaoming', { nickname });
  const page = await pageAs(browser, author, 'en-US');

  await openMomentComposer(page);
  await page.getByLabel('Title').fill(`Thanks ${aliceName}`);
  await expect(page.locator('.rte[data-ready]')).toBeVisible();
  await page.getByRole('textbox', { name: 'Content' }).click();
  const list = page.getByRole('listbox', { name: 'Members to mention' });

  await page.keyboard.type(`Hi @${aliceName.slice(0, 7)}`);
  await expect(list.getByRole('option')).toHaveCount(1);
  await expect(list.getByRole('option').first()).toContainText(`@${aliceName}`);
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(list).toBeHidden();

  await page.keyboard.type(`and @${nickname.slice(0, 6)}`);
  await list.getByRole('option', { name: nickname }).click();
  await expect(list).toBeHidden();
  await page.keyboard.type('welcome');
  // Escape closes the list and leaves the typed text as it is.
  await page.keyboard.type(' @zzzz');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/moment\/\d+$/);
  const content = page.locator('.rich-content');
  const aliceLink = content.locator(`a[data-mention="${alice.id}"]`);
  await expect(aliceLink).toHaveText(`@${aliceName}`);
  await expect(aliceLink).toHaveAttribute('href', `/user/${alice.id}`);
  const xiaomingLink = content.locator(`a[data-mention="${xiaoming.id}"]`);
  await expect(xiaomingLink).toHaveText(`@${nickname}`);
  await xiaomingLink.click();
  await expect(page).toHaveURL(new RegExp(`/user/${xiaoming.id}$`));

  // Each mentioned member got one message, and reads it in the message centre.
  expect(await unreadCount(alice)).toBe(1);
  expect(await unreadCount(xiaoming)).toBe(1);
  expect(await unreadCount(author)).toBe(0);
  const alicePage = await pageAs(browser, alice, 'en-US');
  await alicePage.goto('/user/messages');
  await expect(alicePage.getByText('mentioned you in their moment')).toBeVisible();

  for (const opened of [page, alicePage]) await opened.context().close();
  await disposeMembers(author, alice, xiaoming);
});

test('the comment box offers members after "@" in Chinese at phone width, by keyboard and by mouse', async ({
  browser,
  playwright,
}) => {
  const author = await signUpMember(playwright, 'Author');
  const commenter = await signUpMember(playwright, 'Commenter');
  const nickname = chineseNickname();
  const xiaoming = await signUpMember(playwright, 'Xiaoming', { nickname });
  const xiaomingName = await withUsername(xiaoming);
  const bob = await signUpMember(playwright, 'Bob');
  const bobName = await withUsername(bob);
  const momentId = await createMoment(author.api, { title: `Mentions in comments ${bobName}` });
  const page = await pageAs(browser, commenter, 'zh-CN', true);

  await page.goto(`/moment/${momentId}`);
  const box = page.locator('form[data-comment-form][data-ready]').first();
  const field = box.getByLabel('你的评论');
  await field.click();
  const list = page.getByRole('listbox', { name: '可提及的成员' });

  await page.keyboard.type(`你好@${nickname.slice(0, 6)}`);
  await expect(list.getByRole('option', { name: nickname })).toBeVisible();
  await expect(field).toHaveAttribute('aria-activedescendant', /.+/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue(`你好@${xiaomingName} `);

  await page.keyboard.type(`和 @${bobName.slice(0, 7)}`);
  await list
    .getByRole('option')
    .filter({ hasText: `@${bobName}` })
    .click();
  await expect(field).toHaveValue(`你好@${xiaomingName} 和 @${bobName} `);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'nothing sticks out sideways').toBeLessThanOrEqual(PHONE.width);

  const posted = page.waitForResponse('**/api/comment/create');
  await box.getByRole('button', { name: '发表评论' }).click();
  expect((await posted).ok()).toBe(true);
  const comment = page.locator(`li.comment[data-author-id="${commenter.id}"]`).first();
  await expect(comment.locator(`a[data-mention="${xiaoming.id}"]`)).toHaveText(`@${xiaomingName}`);
  await expect(comment.locator(`a[data-mention="${bob.id}"]`)).toHaveAttribute('href', `/user/${bob.id}`);
  // The page read again (every reader's HTML) shows the same links.
  await page.reload();
  await expect(page.locator(`li.comment a[data-mention="${bob.id}"]`)).toHaveText(`@${bobName}`);

  expect(await unreadCount(xiaoming)).toBe(1);
  expect(await unreadCount(bob)).toBe(1);
  const bobPage = await pageAs(browser, bob, 'zh-CN', true);
  await bobPage.goto('/user/messages');
  await expect(bobPage.getByText('在评论中提及了你')).toBeVisible();

  for (const opened of [page, bobPage]) await opened.context().close();
  await disposeMembers(author, commenter, xiaoming, bob);
});

test('editing a comment offers members after "@" too, and tells only the member newly named', async ({
  browser,
  playwright,
}) => {
  const author = await signUpMember(playwright, 'Author');
  const commenter = await signUpMember(playwright, 'Commenter');
  const bob = await signUpMember(playwright, 'Bob');
  const bobName = await withUsername(bob);
  const momentId = await createMoment(author.api, { title: `Mentions in an edit ${bobName}` });
  const commentId = await createComment(commenter.api, {
    entityType: 'moment',
    entityId: momentId,
    content: 'First thoughts.',
  });
  const page = await pageAs(browser, commenter, 'en-US');

  await page.goto(`/moment/${momentId}`);
  const comment = page.locator(`#comment-${commentId}`);
  await comment.getByRole('button', { name: 'Edit', exact: true }).click();
  const field = comment.getByLabel('Edit your comment');
  await field.click();
  await page.keyboard.press('End');
  await page.keyboard.type(` Agreed with @${bobName.slice(0, 7)}`);
  const list = page.getByRole('listbox', { name: 'Members to mention' });
  await expect(list.getByRole('option').filter({ hasText: `@${bobName}` })).toBeVisible();
  await expect(field).toHaveAttribute('aria-controls', /.+/);
  await page.keyboard.press('Tab');
  await expect(field).toHaveValue(`First thoughts. Agreed with @${bobName} `);
  await expect(list).toHaveCount(0);

  const saved = page.waitForResponse('**/api/comment/update');
  await comment.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.locator(`#comment-${commentId} a[data-mention="${bob.id}"]`)).toHaveText(`@${bobName}`);
  expect(await unreadCount(bob)).toBe(1);

  await page.context().close();
  await disposeMembers(author, commenter, bob);
});
