import type { Page } from '@playwright/test';
import { expectFitsWidth, PHONE } from './support/browsing.ts';
import { postForData } from './support/composerMember.ts';
import { createArticle, createComment, createMoment } from './support/content.ts';
import { expect, test } from './support/fixtures.ts';

// A member blocks another from the profile, no longer reads their comments unless they ask, the
// blocked member loses the follow button, and the block is lifted again from the user centre.

interface Words {
  block: string;
  unblock: string;
  blockTitle: (name: string) => string;
  collapsed: string;
  show: string;
  listTitle: string;
  emptyTitle: string;
}

const EN: Words = {
  block: 'Block',
  unblock: 'Unblock',
  blockTitle: (name) => `Block ${name}?`,
  collapsed: 'You blocked this member.',
  show: 'Show',
  listTitle: 'Blocked members',
  emptyTitle: 'You have not blocked anyone',
};

const ZH: Words = {
  block: '屏蔽',
  unblock: '取消屏蔽',
  blockTitle: (name) => `屏蔽 ${name}？`,
  collapsed: '你已屏蔽该成员。',
  show: '显示',
  listTitle: '屏蔽列表',
  emptyTitle: '你还没有屏蔽任何人',
};

/** Clicks Block or Unblock, confirms in the dialog and waits for the server's answer. */
async function changeBlockConfirmed(page: Page, button: string, confirmLabel: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const answered = page.waitForResponse('**/api/user/block');
  await dialog.getByRole('button', { name: confirmLabel, exact: true }).click();
  expect((await answered).ok()).toBe(true);
}

for (const { locale, words, phone } of [
  { locale: 'en-US', words: EN, phone: false },
  { locale: 'zh-CN', words: ZH, phone: true },
] as const) {
  test(`blocking from a profile collapses comments, hides the follow button and is undone from the list (${locale}${phone ? ', phone' : ''})`, async ({
    accounts,
    browse,
  }) => {
    // Three members and six pages: on a loaded two-core CI machine it took 27–30 s of the default 30.
    test.slow();
    const [alice, bob, carol] = await accounts.members('Alice', 'Bob', 'Carol');
    const stamp = `${Date.now().toString(36)}${locale}`;
    const momentId = await createMoment(carol.api, { title: `Carol asks ${stamp}` });
    const articleId = await createArticle(carol.api, {
      title: `Carol writes ${stamp}`,
      content: '<p>A longer piece by Carol, with enough words to be an article.</p>',
    });
    const bobSays = `Bob says ${stamp}`;
    const carolSays = `Carol answers ${stamp}`;
    await createComment(bob.api, { entityType: 'moment', entityId: momentId, content: bobSays });
    await createComment(carol.api, { entityType: 'moment', entityId: momentId, content: carolSays });
    await createComment(bob.api, {
      entityType: 'article',
      entityId: articleId,
      content: `${bobSays} (article)`,
    });
    // Bob follows Alice before she blocks him: the block ends that follow.
    await postForData(bob.api, '/api/follow/toggle', { userId: alice.id });

    const page = await browse({ as: alice, locale, phone });
    await page.goto(`/user/${bob.id}`);
    await expect(page.getByRole('button', { name: words.block, exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.getByRole('button', { name: words.block, exact: true }).click();
    await expect(page.getByRole('dialog')).toContainText(words.blockTitle(bob.nickname));
    // Cancel changes nothing.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: words.block, exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await changeBlockConfirmed(page, words.block, words.block);
    await expect(page.getByRole('button', { name: words.unblock, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    if (phone) await expectFitsWidth(page, PHONE.width);
    await page.reload();
    await expect(page.getByRole('button', { name: words.unblock, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // In a thread, Bob's comment is one line until Alice asks to see it; Carol's reads as before.
    for (const [path, text] of [
      [`/moment/${momentId}`, bobSays],
      [`/article/${articleId}`, `${bobSays} (article)`],
    ] as const) {
      await page.goto(path);
      const bobsComment = page.locator(`li.comment[data-author-id="${bob.id}"]`);
      await expect(bobsComment.getByText(words.collapsed)).toBeVisible();
      await expect(bobsComment.getByText(text)).toBeHidden();
      if (path.startsWith('/moment')) await expect(page.getByText(carolSays)).toBeVisible();
      await bobsComment.getByRole('button', { name: words.show, exact: true }).click();
      await expect(bobsComment.getByText(text)).toBeVisible();
      await expect(bobsComment.getByText(words.collapsed)).toHaveCount(0);
      if (phone) await expectFitsWidth(page, PHONE.width);
    }

    // Bob, on Alice's profile, gets no follow button (Carol still does), and his follow of her ended.
    const bobPage = await browse({ as: bob, locale, phone });
    await bobPage.goto(`/user/${alice.id}`);
    await expect(bobPage.getByRole('button', { name: words.block, exact: true })).toBeVisible();
    await expect(bobPage.locator('[data-follow-button]')).toHaveCount(0);
    await expect(bobPage.locator(`[data-fans-count="${alice.id}"]`)).toHaveText('0');
    const carolPage = await browse({ as: carol, locale, phone });
    await carolPage.goto(`/user/${alice.id}`);
    await expect(carolPage.locator('[data-follow-button]')).toBeVisible();
    await expect(carolPage.locator('[data-follow-button]')).toHaveAttribute('aria-pressed', 'false');

    // The user centre lists Bob; unblocking there empties the list.
    await page.goto('/user/favorites');
    await page.getByRole('link', { name: words.listTitle }).click();
    await expect(page).toHaveURL(/\/user\/blocks$/);
    // Its unblock buttons answer once the page's module script has run; a click before is lost
    // (seen on a loaded CI machine: the dialog never opened).
    await page.waitForLoadState('load');
    await expect(page.getByRole('heading', { level: 1, name: words.listTitle })).toBeVisible();
    const row = page.locator(`[data-blocked-member="${bob.id}"]`);
    await expect(row.getByRole('link', { name: bob.nickname })).toBeVisible();
    if (phone) await expectFitsWidth(page, PHONE.width);
    await row.getByRole('button').click();
    const dialog = page.getByRole('dialog');
    const answered = page.waitForResponse('**/api/user/block');
    await dialog.getByRole('button', { name: words.unblock, exact: true }).click();
    expect((await answered).ok()).toBe(true);
    await expect(page.getByText(words.emptyTitle)).toBeVisible();

    // Unblocked: Bob's comment reads as before and Bob may follow Alice again.
    await page.goto(`/moment/${momentId}`);
    await expect(page.getByText(bobSays)).toBeVisible();
    await expect(page.getByText(words.collapsed)).toHaveCount(0);
    await bobPage.reload();
    await expect(bobPage.locator('[data-follow-button]')).toBeVisible();
  });
}
