import type { Locator, Page } from '@playwright/test';
import { createComment, createMoment, createNode } from './support/content.ts';
import { expect, test, type Member } from './support/fixtures.ts';
import { MomentPage } from './support/pages/ContentPage.ts';

// Report actions on comments (rendered by the server and added by the browser) and on member
// profiles: one dialog, one report per target, and the owner handling them on /admin/reports.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

let nodeId = 0;
let author: Member;
let replier: Member;
let reporter: Member;
let momentId = 0;
let authorCommentId = 0;
let reporterCommentId = 0;
const replyIds: number[] = [];

function comment(member: Member, content: string, parentId = 0): Promise<number> {
  return createComment(member.api, { entityType: 'moment', entityId: momentId, content, parentId });
}

async function openMoment(page: Page): Promise<void> {
  await new MomentPage(page).openWithComments(momentId);
}

/** The action row of one comment (not of its replies). */
const actions = (page: Page, commentId: number): Locator => new MomentPage(page).comments.actions(commentId);

async function fileReport(
  page: Page,
  trigger: Locator,
  dialogName: string,
  reason: string,
): Promise<Locator> {
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Why are you reporting it?').fill(reason);
  const filed = page.waitForResponse('**/api/report');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await filed;
  return dialog;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright, accounts }) => {
  nodeId = await createNode(playwright, {
    name: `Reports ${RUN}`,
    description: 'Moments the report spec talks under',
  });
  [author, replier, reporter] = await accounts.members('Author', 'Replier', 'Reporter');
  momentId = await createMoment(author.api, {
    title: `Report target ${RUN}`,
    content: `<p>Report target ${RUN}</p>`,
    nodeId,
  });
  authorCommentId = await comment(author, `Author comment ${RUN}`);
  // One more reply than the preview shows, so the last one arrives through "Load more replies".
  for (let index = 1; index <= 4; index += 1) {
    replyIds.push(await comment(replier, `Reply ${index} ${RUN}`, authorCommentId));
  }
  reporterCommentId = await comment(reporter, `Reporter comment ${RUN}`);
});

test('the author sees Report on comments by others but not on their own', async ({ browse }) => {
  const page = await browse({ as: author });
  await openMoment(page);
  await expect(actions(page, authorCommentId).getByRole('button', { name: 'Reply' })).toBeVisible();
  // Once the viewer state has given the rights (Report shows on another's comment), none on their own.
  await expect(actions(page, reporterCommentId).getByRole('button', { name: 'Report' })).toBeVisible();
  await expect(actions(page, authorCommentId).getByRole('button', { name: 'Report' })).toHaveCount(0);
  await expect(actions(page, replyIds[0]!).getByRole('button', { name: 'Report' })).toBeVisible();
  // Nor on their own moment.
  await expect(page.locator('[data-report-target="moment"]')).toHaveCount(0);
});

test('a member reports a comment; a second report of it is refused', async ({ browse }) => {
  const page = await browse({ as: reporter });
  await openMoment(page);
  const trigger = actions(page, authorCommentId).getByRole('button', { name: 'Report' });
  await expect(trigger).toBeVisible();
  await expect(actions(page, reporterCommentId).getByRole('button', { name: 'Report' })).toHaveCount(0);
  const dialog = await fileReport(page, trigger, 'Report this content', `Rude comment ${RUN}`);
  await expect(page.getByText('Thank you. The moderators will take a look.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await fileReport(page, trigger, 'Report this content', `Still rude ${RUN}`);
  await expect(
    page.getByText('You have already reported this; the moderators will look at it.'),
  ).toBeVisible();
  // The dialog stays open with the reason, and Cancel closes it.
  await expect(dialog.getByLabel('Why are you reporting it?')).toHaveValue(`Still rude ${RUN}`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('replies loaded in the browser carry the Report action too', async ({ browse }) => {
  const page = await browse({ as: reporter });
  await openMoment(page);
  const lastReply = replyIds[3]!;
  await expect(page.locator(`#comment-${lastReply}`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Load more replies' }).click();
  const trigger = actions(page, lastReply).getByRole('button', { name: 'Report' });
  await fileReport(page, trigger, 'Report this content', `Loaded reply ${RUN}`);
  await expect(page.getByText('Thank you. The moderators will take a look.')).toBeVisible();
});

test('a member reports another member from the profile, never themselves', async ({ browse }) => {
  const page = await browse({ as: reporter });
  await page.goto(`/user/${reporter.id}`);
  await expect(page.getByRole('heading', { name: reporter.nickname })).toBeVisible();
  await expect(page.locator('[data-report-target]')).toHaveCount(0);

  await page.goto(`/user/${author.id}`);
  const trigger = page.locator('.profile-actions').getByRole('button', { name: 'Report', exact: true });
  const dialog = await fileReport(page, trigger, 'Report this member', `Spam profile ${RUN}`);
  await expect(page.getByText('Thank you. The moderators will take a look.')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('the report actions speak Chinese', async ({ browse }) => {
  const page = await browse({ as: replier, locale: 'zh-CN' });
  await openMoment(page);
  await actions(page, reporterCommentId).getByRole('button', { name: '举报' }).click();
  const dialog = page.getByRole('dialog', { name: '举报此内容' });
  await expect(dialog.getByLabel('举报原因')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '提交举报' })).toBeVisible();
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`/user/${author.id}`);
  await page.locator('.profile-actions').getByRole('button', { name: '举报', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '举报该成员' })).toBeVisible();
});

test('the owner sees the comment and member reports with working links and dismisses one', async ({
  page,
  asOwner: _owner,
}) => {
  await page.goto('/admin/reports');
  const commentReport = page.locator('[data-report]', { hasText: `Rude comment ${RUN}` });
  const memberReport = page.locator('[data-report]', { hasText: `Spam profile ${RUN}` });
  await expect(commentReport).toContainText(`Comment #${authorCommentId}`);
  await expect(memberReport).toContainText(`Member #${author.id}`);
  await expect(page.locator('[data-report]', { hasText: `Loaded reply ${RUN}` })).toContainText(
    `Comment #${replyIds[3]}`,
  );

  await commentReport.getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(new RegExp(`/moment/${momentId}#comment-${authorCommentId}$`));
  await expect(page.locator(`#comment-${authorCommentId}`)).toContainText(`Author comment ${RUN}`);

  await page.goto('/admin/reports');
  await memberReport.getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/${author.id}$`));
  await expect(page.getByRole('heading', { name: author.nickname })).toBeVisible();

  await page.goto('/admin/reports');
  await memberReport.getByLabel('Note').fill(`Not spam ${RUN}`);
  const answered = page.waitForResponse('**/api/admin/reports/resolve');
  const reloaded = page.waitForEvent('load');
  await memberReport.getByRole('button', { name: 'Dismiss' }).click();
  expect((await answered).ok()).toBe(true);
  await reloaded;
  await expect(page.locator('[data-report]', { hasText: `Spam profile ${RUN}` })).toHaveCount(0);
  await expect(page.locator('[data-report]', { hasText: `Rude comment ${RUN}` })).toHaveCount(1);
});
