import { postForData } from './support/composerMember.ts';
import { expect, test } from './support/fixtures.ts';
import { gotoHydrated } from './support/gotoHydrated.ts';
import { CONVERSATION_WORDS, ConversationsPage } from './support/pages/Conversations.ts';

// A profile's Message button starts a conversation with its member already chosen (decision 036).

const WORDS = {
  'en-US': { message: 'Message' },
  'zh-CN': { message: '发私信' },
} as const;

for (const [locale, phone] of [
  ['en-US', false],
  ['zh-CN', true],
] as const) {
  test(`Message on a profile starts a conversation with that member (${locale}${phone ? ', phone' : ''})`, async ({
    accounts,
    browse,
  }) => {
    const words = WORDS[locale];
    const [alice, bob, carol] = await accounts.members('Writer', 'Reader', 'Blocker');
    const page = await browse({ as: alice, locale, phone });
    const talks = new ConversationsPage(page, CONVERSATION_WORDS[locale]);

    // Not on your own profile: rendered while the viewer is unknown (kept hidden), gone once known.
    await gotoHydrated(page, `/user/${alice.id}`);
    await expect(page.locator('[data-message-member]')).toHaveCount(0);

    // Not to a member who blocked you.
    await postForData(carol.api, '/api/user/block', { userId: alice.id, blocked: true });
    await gotoHydrated(page, `/user/${carol.id}`);
    await expect(page.locator('[data-block-button]')).toBeVisible();
    await expect(page.locator('[data-message-member]')).toHaveCount(0);

    await gotoHydrated(page, `/user/${bob.id}`);
    const message = page.getByRole('link', { name: words.message, exact: true });
    await expect(message).toBeVisible();
    if (phone) {
      const box = (await message.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= 390, 'the button fits the phone').toBe(true);
    }
    await message.click();
    await expect(page).toHaveURL(new RegExp(`/user/conversations/new\\?to=${bob.id}$`));
    await talks.formReady();
    await expect(talks.chosen(bob)).toContainText(bob.nickname);
    await talks.start(`Hello from a profile ${locale}`);
    await expect(talks.messages).toContainText(`Hello from a profile ${locale}`);
  });
}

test('a made-up or own id in ?to= starts with nobody chosen', async ({ accounts, browse }) => {
  const alice = await accounts.member('Writer');
  const talks = new ConversationsPage(await browse({ as: alice }));
  for (const to of ['0', 'abc', '999999999', String(alice.id)]) {
    await talks.openNew(to);
    await expect(talks.chosen()).toHaveCount(0);
  }
});
