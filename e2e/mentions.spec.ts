import { expectFitsWidth } from './support/browsing.ts';
import { createComment, createMoment } from './support/content.ts';
import { expect, test } from './support/fixtures.ts';
import { giveUsername, unreadCount } from './support/members.ts';
import { MomentComposer } from './support/pages/Composer.ts';
import { COMMENT_WORDS, MomentPage } from './support/pages/ContentPage.ts';

// @mentions where members write them: the moment composer's editor and the comment box. Typing "@"
// and a prefix offers members (a Chinese nickname too), picked by keyboard or mouse; the posted item
// links to their profiles and each mentioned member gets a message.

let serial = 0;
/** A Chinese nickname no other run has: 小明 (or `start`) and a run of Chinese digits. */
function chineseNickname(start = '小明'): string {
  serial += 1;
  const digits = '零一二三四五六七八九';
  const stamp = `${Date.now() % 1e9}${serial}`;
  return `${start}${[...stamp].map((digit) => digits[Number(digit)]).join('')}`;
}

for (const locale of ['en-US', 'zh-CN'] as const) {
  test(`a member who just signed up can be @mentioned in a comment, and the mention keeps naming them after they choose a username (${locale})`, async ({
    accounts,
    browse,
  }) => {
    const [author, commenter] = await accounts.members('Author', 'Commenter');
    serial += 1;
    const nickname = locale === 'zh-CN' ? chineseNickname('爱丽') : `Bo${Date.now().toString(36)}${serial}`;
    const newcomer = await accounts.member('Newcomer', { nickname });
    const momentId = await createMoment(author.api, { title: `Welcome ${Date.now()} ${serial}` });
    const page = await browse({ as: commenter, locale, phone: locale === 'zh-CN' });
    const moment = new MomentPage(page, COMMENT_WORDS[locale]);

    await moment.open(momentId);
    const box = page.locator('form[data-comment-form][data-ready]').first();
    const field = box.getByLabel(moment.comments.words.field);
    await field.click();
    await page.keyboard.type(`@${nickname.slice(0, 4)}`);
    const offered = page.getByRole('listbox').getByRole('option', { name: nickname });
    await expect(offered).toBeVisible();
    await offered.click();
    const given = /^@([A-Za-z][\w-]{4,11}) $/.exec(await field.inputValue())?.[1];
    expect(given, 'the comment box put in the username given at sign-up').toBeTruthy();

    const posted = page.waitForResponse('**/api/comment/create');
    await box.getByRole('button', { name: COMMENT_WORDS[locale].post }).click();
    expect((await posted).ok()).toBe(true);
    const link = page.locator(`li.comment a[data-mention="${newcomer.id}"]`);
    await expect(link).toHaveText(`@${given}`);
    expect(await unreadCount(newcomer)).toBe(1);

    // The newcomer chooses a name of their own: what was written before still names them.
    const chosen = await giveUsername(newcomer, 'n');
    expect(chosen).not.toBe(given);
    await page.reload();
    await expect(link).toHaveText(`@${given}`);
    await expect(link).toHaveAttribute('href', `/user/${newcomer.id}`);
  });
}

test('the moment composer offers members after "@": one picked by keyboard, a Chinese nickname by mouse', async ({
  accounts,
  browse,
}) => {
  const [author, alice] = await accounts.members('Author', 'Alice');
  const aliceName = await giveUsername(alice, 'm');
  const nickname = chineseNickname();
  const xiaoming = await accounts.member('Xiaoming', { nickname });
  const page = await browse({ as: author, locale: 'en-US' });
  const composer = new MomentComposer(page);

  await composer.open();
  await composer.title.fill(`Thanks ${aliceName}`);
  await expect(page.locator('.rte[data-ready]')).toBeVisible();
  await composer.editor.area.click();
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

  await composer.publishAndOpen();
  const content = new MomentPage(page).content;
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
  const alicePage = await browse({ as: alice, locale: 'en-US' });
  await alicePage.goto('/user/messages');
  await expect(alicePage.getByText('mentioned you in their moment')).toBeVisible();
});

test('the comment box offers members after "@" in Chinese at phone width, by keyboard and by mouse', async ({
  accounts,
  browse,
}) => {
  const [author, commenter] = await accounts.members('Author', 'Commenter');
  const nickname = chineseNickname();
  const xiaoming = await accounts.member('Xiaoming', { nickname });
  const xiaomingName = await giveUsername(xiaoming, 'm');
  const bob = await accounts.member('Bob');
  const bobName = await giveUsername(bob, 'm');
  const momentId = await createMoment(author.api, { title: `Mentions in comments ${bobName}` });
  const page = await browse({ as: commenter, locale: 'zh-CN', phone: true });
  const moment = new MomentPage(page, COMMENT_WORDS['zh-CN']);

  await moment.open(momentId);
  const box = page.locator('form[data-comment-form][data-ready]').first();
  const field = box.getByLabel(moment.comments.words.field);
  await field.click();
  const list = page.getByRole('listbox', { name: '可提及的成员' });

  // The whole nickname, so the keyboard's first option is this member: a prefix can also match a
  // member another test made in the same minute.
  await page.keyboard.type(`你好@${nickname}`);
  await expect(list.getByRole('option')).toHaveCount(1);
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
  await expectFitsWidth(page);

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
  const bobPage = await browse({ as: bob, locale: 'zh-CN', phone: true });
  await bobPage.goto('/user/messages');
  await expect(bobPage.getByText('在评论中提及了你')).toBeVisible();
});

test('editing a comment offers members after "@" too, and tells only the member newly named', async ({
  accounts,
  browse,
}) => {
  const [author, commenter, bob] = await accounts.members('Author', 'Commenter', 'Bob');
  const bobName = await giveUsername(bob, 'm');
  const momentId = await createMoment(author.api, { title: `Mentions in an edit ${bobName}` });
  const commentId = await createComment(commenter.api, {
    entityType: 'moment',
    entityId: momentId,
    content: 'First thoughts.',
  });
  const page = await browse({ as: commenter, locale: 'en-US' });
  const moment = new MomentPage(page);

  await moment.open(momentId);
  const comment = moment.comments.byId(commentId);
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
});
