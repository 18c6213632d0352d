import type { Page } from '@playwright/test';
import { postForData } from './support/composerMember.ts';
import { expect, test } from './support/fixtures.ts';
import { createComment, createMoment } from './support/content.ts';
import { expectFitsWidth, type Locale } from './support/browsing.ts';
import { unreadCount } from './support/members.ts';
import { saveSiteConfig } from './support/siteConfig.ts';
import { wcagViolations } from './support/wcagAudit.ts';

// Emoji reactions (decision 080): the owner enables a few emoji; a member reacts to a moment with
// one, changes it, and anyone can see who reacted with each. The like stays the plain reaction.

test.afterAll(async () => {
  await saveSiteConfig({ reactions: [] });
});

test('the owner enables three emoji; a member reacts, changes the reaction and sees who reacted', async ({
  page,
  accounts,
  adminSettings,
  browse,
}) => {
  test.slow(); // the settings screen and four moment pages, each audited by axe
  const [writer, reader, other] = await accounts.members('Writer', 'Reader', 'Other');
  const id = await createMoment(writer.api, { title: `Reactions ${Date.now().toString(36)}` });
  const commentId = await createComment(writer.api, {
    entityType: 'moment',
    entityId: id,
    content: 'First!',
  });

  await adminSettings.openAsOwner();
  const section = adminSettings.group('Reactions');
  for (const emoji of ['👍', '🎉', '🔥']) await section.getByLabel(emoji, { exact: true }).check();
  await adminSettings.saveOk();
  expect(await wcagViolations(page)).toEqual([]);

  const unreadBefore = await unreadCount(writer);
  const cases: Array<[Locale, 'light' | 'dark', typeof reader]> = [
    ['en-US', 'light', reader],
    ['zh-CN', 'dark', other],
  ];
  for (const [locale, colorMode, member] of cases) {
    const words =
      locale === 'en-US'
        ? { add: 'Add a reaction', party: 'React with 🎉', fire: 'React with 🔥' }
        : { add: '添加回应', party: '用 🎉 回应', fire: '用 🔥 回应' };
    const view = await browse({ as: member, locale, colorMode, phone: true });
    const bar = view.locator('[data-reaction-bar]');
    await view.setViewportSize({ width: 375, height: 812 });
    // The picker is the viewer's own control: it appears once the island has hydrated (and the
    // page a few seconds old has been rendered again with the owner's emoji).
    await expect
      .poll(
        async () => {
          await view.goto(`/moment/${id}`);
          return bar
            .getByRole('button', { name: words.add })
            .waitFor({ timeout: 4_000 })
            .then(
              () => 1,
              () => 0,
            );
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await view.waitForFunction(() => document.documentElement.dataset.member !== undefined);

    await bar.getByRole('button', { name: words.add }).click();
    await expect(bar.getByRole('menuitem', { name: words.party })).toBeVisible();
    expect(await wcagViolations(view), `${locale} ${colorMode} picker`).toEqual([]);
    await bar.getByRole('menuitem', { name: words.party }).click();
    await expect(bar.locator('[data-reaction-chip="🎉"]')).toBeVisible();
    await expect(view.locator('.reaction-like')).toHaveAttribute('aria-pressed', 'true');

    // Changing the reaction moves the member from one chip to the other.
    await bar.getByRole('button', { name: words.add }).click();
    await bar.getByRole('menuitem', { name: words.fire }).click();
    await expect(bar.locator('[data-reaction-chip="🔥"]')).toBeVisible();
    await expect(bar.locator('[data-reaction-chip="🎉"]')).toHaveCount(0);

    await bar.locator('[data-reaction-chip="🔥"]').click();
    const who = bar.locator('[data-reaction-who]');
    await expect(who.getByRole('link', { name: member.nickname })).toBeVisible();
    await expectFitsWidth(view, 375);
    expect(await wcagViolations(view), `${locale} ${colorMode} who`).toEqual([]);
    await view.keyboard.press('Escape');
    await expect(who).toHaveCount(0);

    // A comment takes a reaction too: its like is pressed and its picker shows the emoji.
    const comment = view.locator(`[data-comment-id="${commentId}"]`);
    await comment.getByRole('button', { name: words.add }).click();
    await comment.getByRole('menuitem', { name: words.party }).click();
    await expect(comment.locator('[data-comment-like]').first()).toHaveAttribute('aria-pressed', 'true');
    await expect(comment.getByRole('button', { name: words.add })).toHaveText('🎉');
    // Its chip, with the member in the who-list (the other members' chips come with the page).
    const commentChip = comment.locator('[data-reaction-chip="🎉"]');
    await expect(commentChip).toBeVisible();
    await commentChip.click();
    await expect(
      comment.locator('[data-reaction-who]').getByRole('link', { name: member.nickname }),
    ).toBeVisible();
    await expectFitsWidth(view, 375);
    expect(await wcagViolations(view), `${locale} ${colorMode} comment who`).toEqual([]);
    await view.keyboard.press('Escape');
    await expect(comment.locator('[data-reaction-who]')).toHaveCount(0);
  }
  // Both members' 🎉 on the comment, from the page's shared counts (the chips show once a member's
  // island has hydrated).
  const shared = await browse({ as: writer, locale: 'en-US', colorMode: 'light', phone: true });
  await expect
    .poll(
      async () => {
        await shared.goto(`/moment/${id}`);
        return shared
          .locator(`[data-comment-id="${commentId}"] [data-reaction-chip="🎉"]`)
          .getAttribute('aria-label', { timeout: 4_000 })
          .catch(() => null);
      },
      { timeout: 30_000 },
    )
    .toMatch(/2/);

  // Each member's first reaction told the author once, as a like does (comment likes tell nobody);
  // the change told nothing more.
  await expect.poll(() => unreadCount(writer), { timeout: 10_000 }).toBe(unreadBefore + 2);

  // Refused on the server too: an emoji the owner did not enable.
  const refused = await reader.api.post('/api/reactions/set', {
    data: { entityType: 'moment', entityId: id, reaction: '🚀' },
  });
  expect(refused.status()).toBe(400);
});

test('a member reacts to a conversation message; the other member sees it, nobody else may', async ({
  accounts,
  browse,
}) => {
  test.slow();
  await saveSiteConfig({ reactions: ['👍', '🎉', '🔥'] });
  const [writer, reader, outsider] = await accounts.members('Sender', 'Receiver', 'Outsider');
  const sent = await postForData<{ id: number; conversationId: number }>(
    writer.api,
    '/api/conversation/start',
    {
      memberIds: [reader.id],
      content: 'Are you coming?',
    },
  );
  const path = `/user/conversations/${sent.conversationId}`;
  const open = async (view: Page) => {
    await view.goto(path);
    await view.locator('[data-conversation-thread][data-ready]').waitFor();
    return view.locator(`[data-message="${sent.id}"]`);
  };

  const readerView = await browse({ as: reader, locale: 'en-US', colorMode: 'light', phone: true });
  await readerView.setViewportSize({ width: 375, height: 812 });
  const message = await open(readerView);
  await message.getByRole('button', { name: 'Add a reaction' }).click();
  await expect(message.getByRole('menuitem', { name: 'React with 🎉' })).toBeVisible();
  expect(await wcagViolations(readerView), 'en-US light message picker').toEqual([]);
  await message.getByRole('menuitem', { name: 'React with 🎉' }).click();
  await expect(message.locator('[data-message-like]')).toHaveAttribute('aria-pressed', 'true');
  await expect(message.locator('[data-message-reaction="🎉"]')).toContainText(reader.nickname);

  const writerView = await browse({ as: writer, locale: 'zh-CN', colorMode: 'dark', phone: true });
  await writerView.setViewportSize({ width: 375, height: 812 });
  const seen = await open(writerView);
  await expect(seen.locator('[data-message-reaction="🎉"]')).toContainText(reader.nickname);
  await expect(seen.locator('[data-message-like]')).toHaveAttribute('aria-pressed', 'false');
  await expectFitsWidth(writerView, 375);
  expect(await wcagViolations(writerView), 'zh-CN dark message reactions').toEqual([]);

  // Only the conversation's members: anyone else gets the 404 of a conversation that does not exist.
  const refused = await outsider.api.post('/api/conversation/react', {
    data: { messageId: sent.id, reaction: '' },
  });
  expect(refused.status()).toBe(404);
});
