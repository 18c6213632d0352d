import { postForData } from './support/composerMember.ts';
import { createComment, createMoment } from './support/content.ts';
import { expect, test } from './support/fixtures.ts';
import { signInBrowser, type Member } from './support/members.ts';

// Members act through the API like the site's own scripts do; the recipient watches in a browser.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

let actor: Member;
let author: Member;
let momentId: number;
const momentTitle = `Messages moment ${RUN}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ accounts }) => {
  [actor, author] = await accounts.members('Actor', 'Author');
  momentId = await createMoment(author.api, { title: momentTitle, content: '<p>Tell me what you think</p>' });
});

test('a comment and a like reach the author live, and reading them clears the count', async ({
  page,
  header,
  momentPage,
}) => {
  await signInBrowser(page.context(), author);
  await momentPage.open(momentId);
  await header.ready();
  const notice = header.messageNotice;
  await expect(notice).toHaveAccessibleName('Messages');
  await expect(notice.locator('.badge')).toBeHidden();

  const quote = `Great moment, ${RUN}! I have a question about the second paragraph.`;
  const commentId = await createComment(actor.api, {
    entityType: 'moment',
    entityId: momentId,
    content: quote,
  });
  await postForData(actor.api, '/api/like/toggle', { entityType: 'moment', entityId: momentId });

  // No reload: the server pushes the new count to the open page.
  await expect(header.messagesLink('Messages, 2 unread')).toBeVisible({ timeout: 5_000 });
  await expect(notice.locator('.badge')).toHaveText('2');
  await expect(notice).toHaveClass(/message-notice-unread/);

  await notice.click();
  await expect(page).toHaveURL(/\/user\/messages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const items = page.getByRole('list', { name: 'Your messages' }).getByRole('listitem');
  await expect(items).toHaveCount(2);

  const liked = items.nth(0);
  await expect(liked).toContainText(`${actor.nickname} liked your moment ${momentTitle}`);
  await expect(liked.getByRole('link', { name: momentTitle })).toHaveAttribute('href', `/moment/${momentId}`);

  const commented = items.nth(1);
  await expect(commented).toContainText(`${actor.nickname} commented on your moment`);
  await expect(commented.getByRole('link', { name: actor.nickname })).toHaveAttribute(
    'href',
    `/user/${actor.id}`,
  );
  await expect(commented.locator('blockquote')).toHaveText(quote);
  await expect(commented.getByRole('link', { name: 'View' })).toHaveAttribute(
    'href',
    `/comment/${commentId}`,
  );
  // The comment's own address sends the reader to the comment on its moment.
  const found = await page.request.get(`/comment/${commentId}`, { maxRedirects: 0 });
  expect(found.status()).toBe(302);
  expect(found.headers()['location']).toBe(`/moment/${momentId}#comment-${commentId}`);
  // Shown once as new, then read: the header count drops to 0.
  await expect(commented.getByText('New', { exact: true })).toBeVisible();
  await header.ready();
  await expect(header.messageNotice).toHaveAccessibleName('Messages');
  await expect(header.messageNotice.locator('.badge')).toBeHidden();
  expect(await (await page.request.get('/api/user/msg_recent')).json()).toMatchObject({ data: { count: 0 } });

  await page.reload();
  await expect(items).toHaveCount(2);
  await expect(page.getByText('New', { exact: true })).toHaveCount(0);
});

test('a follow makes a message, and liking your own moment does not', async ({ page }) => {
  await postForData(actor.api, '/api/follow/toggle', { userId: author.id });
  await postForData(author.api, '/api/like/toggle', { entityType: 'moment', entityId: momentId });
  await postForData(author.api, '/api/favorite/toggle', { entityType: 'moment', entityId: momentId });
  expect(await (await author.api.get('/api/user/msg_recent')).json()).toMatchObject({ data: { count: 1 } });

  await signInBrowser(page.context(), author);
  await page.goto('/user/messages');
  const items = page.getByRole('list', { name: 'Your messages' }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText(`${actor.nickname} followed you`);
  await expect(items.nth(0).getByRole('link', { name: 'View' })).toHaveAttribute('href', `/user/${actor.id}`);
  await expect(page.getByText(`${author.nickname} liked`)).toHaveCount(0);
});

test('a member without messages sees the empty state', async ({ page, member: _quiet }) => {
  await page.goto('/user/messages');
  await expect(page.getByText('No messages yet')).toBeVisible();
});

test('the message centre speaks Chinese when the locale is zh-CN', async ({ page, inChinese: _zh }) => {
  await signInBrowser(page.context(), author);
  await page.goto('/user/messages');
  await expect(page.getByRole('heading', { level: 1, name: '消息' })).toBeVisible();
  const items = page.getByRole('list', { name: '你的消息' }).getByRole('listitem');
  await expect(items.nth(0)).toContainText(`${actor.nickname} 关注了你`);
  await expect(items.nth(1)).toContainText('赞了你的动态');
});

test('the live count stream refuses a signed-out visitor', async ({ request }) => {
  const response = await request.get('/api/user/msg_stream');
  expect(response.status()).toBe(401);
  expect(await response.json()).toMatchObject({ success: false, errorCode: 1 });
});
