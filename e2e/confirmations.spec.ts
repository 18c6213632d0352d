import { createMoment } from './support/content.ts';
import { expect, test } from './support/fixtures.ts';
import { islandsHydrated } from './support/islands.ts';
import { pngFile } from './support/pngFile.ts';
import { MomentPage } from './support/pages/ContentPage.ts';

// Every action a member or moderator takes says that it was done, and what: here in Chinese on a
// phone, where a confirmation that does not show is easiest to miss (the English words are checked
// by the account, report and moderation specs).

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`;
const successToast = (page: import('@playwright/test').Page) => page.locator('.toast-success').last();

test('setting a username and saving an avatar each confirm it, in Chinese on a phone', async ({
  accounts,
  browse,
}) => {
  const member = await accounts.member('Confirmed');
  const page = await browse({ as: member, locale: 'zh-CN', phone: true });
  await page.goto('/user/profile/account');
  await islandsHydrated(page);
  const form = page.locator('[data-username-form]');
  await form.getByLabel('用户名').fill(`c${RUN}`.slice(0, 12));
  await form.getByRole('button', { name: '设置用户名' }).click();
  await expect(successToast(page)).toHaveText('用户名已设置');
  await expect(successToast(page)).toBeInViewport();

  await page.goto('/user/profile');
  await islandsHydrated(page);
  await page.locator('[data-avatar-input]').setInputFiles(await pngFile('me.png', 200, 200, '#2e86c1'));
  await page.getByRole('button', { name: '保存头像' }).click();
  await expect(successToast(page)).toHaveText('头像已更新');
  await expect(successToast(page)).toBeInViewport();
});

test('reporting a moment confirms it was sent, in Chinese on a phone', async ({ accounts, browse }) => {
  const [author, reader] = await accounts.members('Author', 'Reader');
  const momentId = await createMoment(author.api, { title: `Reported ${RUN}` });
  const page = await browse({ as: reader, locale: 'zh-CN', phone: true });
  await new MomentPage(page).open(momentId);
  await page.locator('[data-report-target="moment"]').click();
  const dialog = page.getByRole('dialog', { name: '举报此内容' });
  await dialog.getByLabel('举报原因').fill(`垃圾内容 ${RUN}`);
  await dialog.getByRole('button', { name: '提交举报' }).click();
  await expect(successToast(page)).toHaveText('感谢反馈，管理员会尽快查看。');
  await expect(successToast(page)).toBeInViewport();
  await expect(dialog).toBeHidden();
});

test('pinning and unpinning a moment say which was done, in Chinese on a phone', async ({
  accounts,
  browse,
}) => {
  const author = await accounts.member('Author');
  const moderator = await accounts.staff('Moderator', 'moderator');
  const momentId = await createMoment(author.api, { title: `Pinned ${RUN}` });
  const page = await browse({ as: moderator, locale: 'zh-CN', phone: true });
  await new MomentPage(page).open(momentId);
  const manage = page.getByRole('button', { name: '管理' });
  await manage.click();
  await page.getByRole('menuitem', { name: '置顶', exact: true }).click();
  await expect(successToast(page)).toHaveText('已置顶');
  await expect(successToast(page)).toBeInViewport();
  await manage.click();
  await page.getByRole('menuitem', { name: '取消置顶', exact: true }).click();
  await expect(successToast(page)).toHaveText('已取消置顶');
});
