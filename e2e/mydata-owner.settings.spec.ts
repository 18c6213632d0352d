import { expect, test } from './support/fixtures.ts';

// The owner chooses on /admin/settings what a member who deleted their account leaves behind; a
// member's data page then says which applies before they confirm.

test('the owner chooses to remove deleted members’ content, and members are told before they delete', async ({
  page,
  asOwner: _owner,
  accounts,
  browse,
}) => {
  await page.goto('/admin/settings#deleted-content');
  const form = page.getByTestId('deleted-content-choice');
  await expect(
    form.getByLabel('Keep their moments, articles, comments and messages under "Former member"'),
  ).toBeChecked();
  await form.getByLabel('Delete their moments, articles, comments and messages').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved.');
  await expect(form.getByLabel('Delete their moments, articles, comments and messages')).toBeChecked();

  const member = await accounts.member('Leaving');
  const reader = await browse({ as: member, locale: 'zh-CN' });
  await reader.goto('/user/account');
  await expect(reader.getByText('你写下的内容（动态、文章、评论和私信消息）也会被删除。')).toBeVisible();

  // Back to the default for the specs after this one.
  await form.getByLabel('Keep their moments, articles, comments and messages under "Former member"').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved.');
  await reader.reload();
  await expect(reader.getByText('你写下的内容会保留在论坛上，署名为“已注销成员”。')).toBeVisible();
});
