import { pngFile } from './support/pngFile.ts';
import { createMoment } from './support/content.ts';
import { nodeForFile } from './support/fileSetup.ts';
import { expect, test } from './support/fixtures.ts';
import { signUpInto } from './support/members.ts';
import { COMMENT_WORDS, MomentPage } from './support/pages/ContentPage.ts';
import { whileSiteConfig } from './support/siteConfig.ts';

// Comments, replies, likes and favorites on a moment: what a member does under a moment, what a
// visitor is asked to do, and hidden content that appears once the reader has replied.

test.describe.configure({ mode: 'serial' });

const node = nodeForFile('Comments E2E', 'Moments the comment spec talks under');

test('a member comments, replies, quotes a reply, likes a comment and deletes their own comment', async ({
  page,
  playwright,
  momentPage,
  secondMember: author,
}) => {
  const momentId = await createMoment(author.api, { title: 'Talk to me', nodeId: node.id });
  await signUpInto(playwright, page.context(), 'Commenter', { nickname: 'Commenter' });
  const comments = momentPage.comments;
  await momentPage.openWithComments(momentId);
  await expect(comments.count).toHaveText('0');
  await expect(comments.root.getByText('No comments yet')).toBeVisible();

  const box = comments.box;
  await box.getByRole('button', { name: 'Post comment' }).click();
  await expect(box.getByRole('alert')).toHaveText('Please enter comment content');

  await comments.field.fill('First comment, see https://example.com/page.\nSecond line <b>not bold</b>');
  await box.locator('input[data-form-attach]').setInputFiles(await pngFile('dot.png', 120, 90, '#3a7'));
  await expect(box.locator('[data-image-url]')).toHaveCount(1);
  await box.getByRole('button', { name: 'Post comment' }).click();
  const first = comments.comment('First comment');
  await expect(first).toBeVisible();
  await expect(comments.count).toHaveText('1');
  const link = first.getByRole('link', { name: 'https://example.com/page' });
  await expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer ugc');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(first.locator('.comment-text b')).toHaveCount(0);
  await expect(first.locator('.comment-text')).toContainText('<b>not bold</b>');
  await expect(first.locator('.comment-images img')).toHaveCount(1);
  await expect(comments.field).toHaveValue('');

  const replyBox = await comments.reply(first, 'A reply');
  const reply = comments.comment('A reply');
  await expect(first.locator('li.comment-reply', { hasText: 'A reply' })).toBeVisible();
  await expect(comments.count).toHaveText('2');

  await reply.getByRole('button', { name: 'Reply' }).click();
  await expect(replyBox.getByRole('textbox')).toHaveAttribute('placeholder', /^Reply to Commenter/);
  await replyBox.getByRole('textbox').fill('Quoting you');
  await replyBox.getByRole('button', { name: 'Reply' }).click();
  const quoting = comments.comment('Quoting you');
  await expect(quoting.locator('.comment-quote')).toContainText('A reply');
  await expect(quoting.locator('.comment-quote')).toContainText('@Commenter');
  await expect(comments.count).toHaveText('3');

  const like = comments.like(first);
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText(/1/);

  await comments.delete(quoting);
  // Deleted on the page: its actions island hides it at once (the reload below shows it is gone).
  await expect(quoting).toBeHidden();
  await expect(comments.count).toHaveText('2');

  await page.reload();
  await comments.ready();
  await expect(comments.count).toHaveText('2');
  await expect(comments.comment('Quoting you')).toHaveCount(0);
  await expect(comments.comment('A reply')).toBeVisible();
  const likeAfter = comments.like(comments.comment('First comment'));
  await expect(likeAfter).toHaveAttribute('aria-pressed', 'true');
  await expect(likeAfter).toHaveText(/1/);
});

test('a member likes and favorites a moment, and a reload keeps both', async ({
  page,
  momentPage,
  member: fan,
}) => {
  const momentId = await createMoment(fan.api, { title: 'Worth a like', nodeId: node.id });
  await momentPage.openWithComments(momentId);
  const like = momentPage.reaction(/Like/);
  const favorite = momentPage.reaction(/Favorite/);
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(momentPage.reactionCount(/Like/)).toHaveText('1');
  await favorite.click();
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');
  await expect(momentPage.reactionCount(/Favorite/)).toHaveText('1');
  await expect(like).not.toHaveAttribute('aria-busy', 'true');
  await expect(favorite).not.toHaveAttribute('aria-busy', 'true');

  await page.reload();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(momentPage.reactionCount(/Like/)).toHaveText('1');
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');

  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(momentPage.reactionCount(/Like/)).toHaveText('0');
  await expect(like).not.toHaveAttribute('aria-busy', 'true');
  await page.reload();
  await expect(momentPage.reactionCount(/Like/)).toHaveText('0');
  await expect(momentPage.reactionCount(/Favorite/)).toHaveText('1');
});

test('a signed-out visitor is asked to sign in and comes back', async ({ browse, secondMember: host }) => {
  const momentId = await createMoment(host.api, { title: 'Visitors welcome', nodeId: node.id });
  const guest = await browse({ locale: 'en-US', localeCookie: false });
  const moment = new MomentPage(guest);
  await moment.openWithComments(momentId);
  const path = new URL(guest.url()).pathname;
  const signin = moment.comments.root.getByRole('link', { name: 'Sign in to comment' });
  await expect(signin).toHaveAttribute(
    'href',
    `/user/signin?redirect=${encodeURIComponent(`${path}#comments`)}`,
  );
  await expect(moment.comments.root.locator('form[data-comment-form]')).toHaveCount(0);

  const here = new URL(guest.url());
  await moment.reaction(/Like/).click();
  await expect(guest.getByText('please sign in')).toBeVisible();
  await guest.waitForURL(/\/user\/signin\?redirect=/, { timeout: 10_000 });
  expect(new URL(guest.url()).searchParams.get('redirect')).toBe(`${here.pathname}${here.search}`);
});

test('the comment section speaks Chinese', async ({ browse, secondMember: author }) => {
  const momentId = await createMoment(author.api, { title: '你好', nodeId: node.id });
  const guest = await browse({ locale: 'zh-CN' });
  const moment = new MomentPage(guest, COMMENT_WORDS['zh-CN']);
  await moment.openWithComments(momentId);
  await expect(moment.comments.root.getByRole('heading', { name: /评论/ })).toBeVisible();
  await expect(moment.comments.root.getByRole('link', { name: '登录后发表评论' })).toBeVisible();
});

test('replying reveals hidden content at once', async ({ browse, accounts, secondMember: keeper }) => {
  await whileSiteConfig({ enableHideContent: true }, { enableHideContent: false }, async () => {
    const momentId = await createMoment(keeper.api, {
      title: 'Reply to see',
      nodeId: node.id,
      hiddenContent: '<p>The secret word is plaza</p>',
    });
    const reader = await browse({
      as: await accounts.member('Reader'),
      locale: 'en-US',
      localeCookie: false,
    });
    const moment = new MomentPage(reader);
    await moment.openWithComments(momentId);
    await expect(reader.getByText('The secret word is plaza')).toHaveCount(0);
    await expect(reader.locator('[data-hidden-locked]')).toBeVisible();
    await moment.comments.post('Let me in');
    await expect(reader.getByText('The secret word is plaza')).toBeVisible();
    await expect(moment.comments.comment('Let me in')).toBeVisible();
  });
});

test('the API refuses visitors, other members and closed targets', async ({
  page,
  browse,
  member: owner,
  secondMember: other,
}) => {
  const momentId = await createMoment(owner.api, { title: 'Mine to manage', nodeId: node.id });
  const created = await page.request.post('/api/comment/create', {
    data: { entityType: 'moment', entityId: momentId, content: 'Owner comment' },
  });
  expect(created.ok()).toBe(true);
  const commentId = ((await created.json()) as { data: { id: number } }).data.id;

  const guest = await browse({ locale: 'en-US', localeCookie: false });
  for (const [path, data] of [
    ['/api/like/toggle', { entityType: 'moment', entityId: momentId }],
    ['/api/favorite/toggle', { entityType: 'moment', entityId: momentId }],
    ['/api/comment/create', { entityType: 'moment', entityId: momentId, content: 'x' }],
    ['/api/comment/delete', { id: commentId }],
  ] as const) {
    const response = await guest.request.post(path, { data });
    expect(response.status(), path).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 1 });
  }
  await guest.context().close();

  const refused = await other.api.post('/api/comment/delete', { data: { id: commentId } });
  expect(refused.status()).toBe(403);
  const empty = await other.api.post('/api/comment/create', {
    data: { entityType: 'moment', entityId: momentId, content: '   ' },
  });
  expect(empty.status()).toBe(400);
  expect(((await empty.json()) as { message: string }).message).toBe('Please enter comment content');
  const missing = await other.api.post('/api/like/toggle', {
    data: { entityType: 'moment', entityId: 99_999_999 },
  });
  expect(missing.status()).toBe(404);
  const list = await other.api.get(`/api/comment/list?entityType=moment&entityId=${momentId}`);
  expect(((await list.json()) as { data: { results: Array<{ id: number }> } }).data.results[0]?.id).toBe(
    commentId,
  );

  const deleted = await page.request.post('/api/moment/delete', { data: { id: momentId } });
  expect(deleted.ok(), await deleted.text()).toBe(true);
  const late = await page.request.post('/api/comment/create', {
    data: { entityType: 'moment', entityId: momentId, content: 'Too late' },
  });
  expect(late.status()).toBe(404);
});
