import { expect, test } from '@playwright/test';
import { postForData } from './support/composerMember.ts';
import { disposeMembers, sessionCookies, signUpMember, type Member } from './support/members.ts';
import { openSettingsAsOwner } from './support/ownerSettings.ts';
import { openMomentComposer } from './support/postComposer.ts';
import { E2E_SERVERS } from './support/servers.ts';
import { currentSiteConfig, saveSiteConfig } from './support/siteConfig.ts';

// The owner caps how many members one item may mention; a moment over the cap is refused and the
// composer says why, in the member's language.

const MAIN = E2E_SERVERS.main.url;
const DEFAULT_CAP = 10;

let serial = 0;
async function withUsername(member: Member): Promise<string> {
  serial += 1;
  const username = `c${Date.now().toString(36).slice(-6)}${Math.random().toString(36).slice(2, 4)}${serial}`;
  await postForData(member.api, '/api/user/username', { username });
  return username;
}

test('the owner sets the mention cap; a moment over it is refused with the reason (zh-CN)', async ({
  page,
  browser,
  playwright,
}) => {
  const members = [
    await signUpMember(playwright, 'Writer'),
    await signUpMember(playwright, 'One'),
    await signUpMember(playwright, 'Two'),
    await signUpMember(playwright, 'Three'),
  ];
  const [writer, ...mentioned] = members as [Member, ...Member[]];
  const names = await Promise.all(mentioned.map(withUsername));
  try {
    await openSettingsAsOwner(page);
    const field = page.getByLabel('Most members one item may mention');
    await expect(field).toHaveValue(String(DEFAULT_CAP));
    await field.fill('2');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    expect((await currentSiteConfig()).mentions).toEqual({ maxPerItem: 2 });

    const context = await browser.newContext({ locale: 'zh-CN' });
    await context.addCookies([
      { name: 'locale', value: 'zh-CN', url: MAIN },
      ...sessionCookies(writer.token, MAIN),
    ]);
    const composer = await context.newPage();
    await openMomentComposer(composer);
    await composer.getByLabel('标题', { exact: true }).fill(`提及 ${names[0]}`);
    await expect(composer.locator('.rte[data-ready]')).toBeVisible();
    await composer.getByRole('textbox', { name: '内容' }).click();
    await composer.keyboard.type(`你好 ${names.map((name) => `@${name}`).join(' ')} `);
    await composer.keyboard.press('Escape');
    const answered = composer.waitForResponse('**/api/moment/create');
    await composer.getByRole('button', { name: '发布' }).click();
    expect((await answered).status()).toBe(400);
    await expect(
      composer.getByRole('alert').filter({ hasText: '一个内容最多只能提及 2 位成员（当前提及了 3 位）' }),
    ).toBeVisible();
    await expect(composer).toHaveURL(/\/moment\/create$/);
    await context.close();
  } finally {
    await saveSiteConfig({ mentions: { maxPerItem: DEFAULT_CAP } });
    await disposeMembers(...members);
  }
});
