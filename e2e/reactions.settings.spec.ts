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
    await expect(view.locator('[data-reaction-chip="🎉"]')).toBeVisible();
    await expect(view.locator('.reaction-like')).toHaveAttribute('aria-pressed', 'true');

    // Changing the reaction moves the member from one chip to the other.
    await bar.getByRole('button', { name: words.add }).click();
    await bar.getByRole('menuitem', { name: words.fire }).click();
    await expect(view.locator('[data-reaction-chip="🔥"]')).toBeVisible();
    await expect(view.locator('[data-reaction-chip="🎉"]')).toHaveCount(0);

    await view.locator('[data-reaction-chip="🔥"]').click();
    const who = view.locator('[data-reaction-who]');
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
  }

  // Each member's first reaction told the author once, as a like does (comment likes tell nobody);
  // the change told nothing more.
  await expect.poll(() => unreadCount(writer), { timeout: 10_000 }).toBe(unreadBefore + 2);

  // Refused on the server too: an emoji the owner did not enable.
  const refused = await reader.api.post('/api/reactions/set', {
    data: { entityType: 'moment', entityId: id, reaction: '🚀' },
  });
  expect(refused.status()).toBe(400);
});
