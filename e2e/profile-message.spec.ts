import { expect, test } from '@playwright/test';
import { postForData } from './support/composerMember.ts';
import { gotoHydrated } from './support/gotoHydrated.ts';
import { closeBrowsing, disposeMembers, signUpBrowsing, signUpMember } from './support/members.ts';

// A profile's Message button starts a conversation with its member already chosen (decision 036).

const WORDS = {
  'en-US': { message: 'Message', start: 'Start conversation' },
  'zh-CN': { message: '发私信', start: '发起对话' },
} as const;

for (const [locale, phone] of [
  ['en-US', false],
  ['zh-CN', true],
] as const) {
  test(`Message on a profile starts a conversation with that member (${locale}${phone ? ', phone' : ''})`, async ({
    browser,
    playwright,
    baseURL,
  }) => {
    const words = WORDS[locale];
    const alice = await signUpBrowsing(browser, playwright, 'Writer', { locale });
    const bob = await signUpMember(playwright, 'Reader');
    const carol = await signUpMember(playwright, 'Blocker');
    try {
      await alice.context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }]);
      const page = alice.page;
      if (phone) await page.setViewportSize({ width: 390, height: 844 });

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
      await page.locator('[data-new-conversation-form][data-ready]').waitFor();
      await expect(page.locator(`[data-chosen="${bob.id}"]`)).toContainText(bob.nickname);
      await page.locator('[data-composer-text]').fill(`Hello from a profile ${locale}`);
      await page.getByRole('button', { name: words.start }).click();
      await expect(page).toHaveURL(/\/user\/conversations\/\d+$/);
      await expect(page.locator('[data-messages]')).toContainText(`Hello from a profile ${locale}`);
    } finally {
      await closeBrowsing(alice);
      await disposeMembers(bob, carol);
    }
  });
}

test('a made-up or own id in ?to= starts with nobody chosen', async ({ browser, playwright }) => {
  const alice = await signUpBrowsing(browser, playwright, 'Writer');
  try {
    for (const to of ['0', 'abc', '999999999', String(alice.id)]) {
      await alice.page.goto(`/user/conversations/new?to=${to}`);
      await alice.page.locator('[data-new-conversation-form][data-ready]').waitFor();
      await expect(alice.page.locator('[data-chosen]')).toHaveCount(0);
    }
  } finally {
    await closeBrowsing(alice);
  }
});
