import { expect, test } from './support/fixtures.ts';
import { giveUsername } from './support/members.ts';
import { COMPOSER_WORDS, MomentComposer } from './support/pages/Composer.ts';
import { currentSiteConfig, saveSiteConfig } from './support/siteConfig.ts';

// The owner caps how many members one item may mention; a moment over the cap is refused and the
// composer says why, in the member's language.

const DEFAULT_CAP = 10;

test('the owner sets the mention cap; a moment over it is refused with the reason (zh-CN)', async ({
  accounts,
  adminSettings,
  browse,
}) => {
  const [writer, ...mentioned] = await accounts.members('Writer', 'One', 'Two', 'Three');
  const names = await Promise.all(mentioned.map((member) => giveUsername(member, 'c')));
  try {
    await adminSettings.openAsOwner();
    const field = adminSettings.field('Most members one item may mention');
    await expect(field).toHaveValue(String(DEFAULT_CAP));
    await field.fill('2');
    await adminSettings.page.getByRole('button', { name: 'Save settings' }).click();
    await expect(adminSettings.savedNotice).toBeVisible();
    expect((await currentSiteConfig()).mentions).toEqual({ maxPerItem: 2 });

    const composer = new MomentComposer(
      await browse({ as: writer, locale: 'zh-CN' }),
      COMPOSER_WORDS['zh-CN'],
    );
    const page = composer.page;
    await composer.open();
    await page.getByLabel('标题', { exact: true }).fill(`提及 ${names[0]}`);
    await expect(page.locator('.rte[data-ready]')).toBeVisible();
    await composer.editor.area.click();
    await page.keyboard.type(`你好 ${names.map((name) => `@${name}`).join(' ')} `);
    await page.keyboard.press('Escape');
    const answered = page.waitForResponse('**/api/moment/create');
    await composer.publish();
    expect((await answered).status()).toBe(400);
    await expect(
      page.getByRole('alert').filter({ hasText: '一个内容最多只能提及 2 位成员（当前提及了 3 位）' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/moment\/create$/);
  } finally {
    await saveSiteConfig({ mentions: { maxPerItem: DEFAULT_CAP } });
  }
});
