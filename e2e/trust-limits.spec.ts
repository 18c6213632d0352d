import { expect, test } from './support/fixtures.ts';
import { expectFitsWidth, type Locale } from './support/browsing.ts';
import { COMPOSER_WORDS, MomentComposer } from './support/pages/Composer.ts';
import { MomentPage } from './support/pages/ContentPage.ts';

// Issue 40: what each trust level may do (decision 057). A new member who puts a link in a post hears
// the limit and how to lift it, in their language and on a phone, and loses nothing they typed; a
// member of the next level posts the same link.

const REFUSALS: Record<Locale, { limit: string; lift: string }> = {
  'en-US': {
    limit: 'New members may put at most 0 links in a post.',
    lift: 'Your trust level rises as you take part: see Your trust level in your account.',
  },
  'zh-CN': {
    limit: '新成员每条内容最多可包含 0 个链接。',
    lift: '信任等级会随着你的参与而提升',
  },
};

const CASES = [
  { name: 'in English', locale: 'en-US', phone: false },
  { name: 'in Chinese', locale: 'zh-CN', phone: false },
  { name: 'on a phone', locale: 'en-US', phone: true },
] as const;

for (const { name, locale, phone } of CASES) {
  test(`a new member's link is refused with the limit and how to lift it, ${name}; nothing typed is lost`, async ({
    accounts,
    browse,
  }) => {
    const writer = await accounts.member('Newcomer', { trust: 'new' });
    const composer = new MomentComposer(await browse({ as: writer, locale, phone }), COMPOSER_WORDS[locale]);
    const page = composer.page;
    await composer.openReady();
    const title = `Links ${Date.now().toString(36)}`;
    await composer.title.fill(title);
    await composer.editor.area.click();
    // The editor links an address as it is typed (autolink).
    await page.keyboard.type('Read https://example.com/guide today');
    await expect(composer.editor.html).toHaveValue(/href="https:\/\/example\.com\/guide"/);

    const answered = page.waitForResponse('**/api/moment/create');
    await composer.publish();
    expect((await answered).status()).toBe(403);
    const refusal = page.getByRole('alert').filter({ hasText: REFUSALS[locale].limit });
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText(REFUSALS[locale].lift);
    await expect(page).toHaveURL(/\/moment\/create$/);
    await expect(composer.title).toHaveValue(title);
    await expect(composer.editor.area).toContainText('Read https://example.com/guide today');
    await expect(composer.editor.html).toHaveValue(/href="https:\/\/example\.com\/guide"/);
    if (phone) {
      await refusal.scrollIntoViewIfNeeded();
      await expect(refusal).toBeInViewport();
      await expectFitsWidth(page);
    }
  });
}

test('a member posts the link a new member may not', async ({ accounts, browse }) => {
  const writer = await accounts.member('Member');
  const composer = new MomentComposer(await browse({ as: writer }));
  await composer.openReady();
  await composer.title.fill(`Member link ${Date.now().toString(36)}`);
  await composer.editor.area.click();
  await composer.page.keyboard.type('Read https://example.com/guide today');
  const id = await composer.publishAndOpen();
  expect(id).toBeGreaterThan(0);
  const link = composer.page.locator('article.moment-detail a[href="https://example.com/guide"]');
  await expect(link).toHaveAttribute('rel', /\bugc\b/);
  await expect(link).toHaveAttribute('rel', /\bnofollow\b/);
});

test('the comment box says the same and keeps the comment', async ({ accounts, browse, moment }) => {
  const writer = await accounts.member('New commenter', { trust: 'new' });
  const momentPage = new MomentPage(await browse({ as: writer }));
  await momentPage.openWithComments(moment.id);
  const text = 'Cheap pills at https://example.com/pills';
  const answered = momentPage.page.waitForResponse('**/api/comment/create');
  await momentPage.comments.post(text);
  expect((await answered).status()).toBe(403);
  await expect(momentPage.page.getByRole('alert').filter({ hasText: REFUSALS['en-US'].limit })).toBeVisible();
  await expect(momentPage.comments.field).toHaveValue(text);
  await expect(momentPage.comments.comment('Cheap pills')).toHaveCount(0);
});
