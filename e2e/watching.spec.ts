import type { Locator, Page } from '@playwright/test';
import { createArticle, createComment, createMoment, createNode, tagIdByName } from './support/content.ts';
import { expect, test } from './support/fixtures.ts';
import { gotoHydrated } from './support/gotoHydrated.ts';
import { gotoUntilShown } from './support/gotoUntilShown.ts';

// Member A watches in a browser; member B writes through the app's API, as its own scripts do.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe.configure({ mode: 'serial' });

const marker = (page: Page, id: number) => page.locator(`[data-viewer-reading="moment:${id}"]`);

/** The toggle turns at once; the next page load must wait for the server to have stored it. */
async function toggleWatch(page: Page, button: Locator) {
  const answered = page.waitForResponse('**/api/watch/set');
  await button.click();
  expect((await answered).ok()).toBe(true);
}

test('A watches a tag and a member, hears of B’s post once, and reads it down to nothing', async ({
  accounts,
  browse,
}) => {
  // A walk through many pages: on a loaded two-core CI machine it took 23 s of the default 30.
  test.slow();
  const [reader, writer] = await accounts.members('Watcher', 'Poster');
  const tag = `watch${RUN}`;
  await createMoment(writer.api, { title: `First in ${tag}`, tags: [tag] });
  const tagId = await tagIdByName(writer.api, tag);
  const page = await browse({ as: reader });

  await gotoHydrated(page, `/moments/tag/${tagId}`);
  await toggleWatch(page, page.getByRole('button', { name: 'Watch', exact: true }));
  await expect(page.getByRole('button', { name: 'Watching', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await gotoHydrated(page, `/user/${writer.id}`);
  await toggleWatch(page, page.getByRole('button', { name: 'Watch', exact: true }));
  await expect(page.getByRole('button', { name: 'Watching', exact: true })).toBeVisible();
  // The state is the server's: a fresh load of the shared page still says Watching.
  await gotoHydrated(page, `/moments/tag/${tagId}`);
  await expect(page.getByRole('button', { name: 'Watching', exact: true })).toBeVisible();

  const title = `News in ${tag}`;
  const momentId = await createMoment(writer.api, { title, tags: [tag] });
  // Watching both the tag and its author: one message.
  const items = page.getByRole('list', { name: 'Your messages' }).getByRole('listitem');
  // The notice goes out through the outbox, a moment after the post.
  await gotoUntilShown(page, '/user/messages', () => items.filter({ hasText: title }));
  await expect(items.filter({ hasText: title })).toHaveCount(1);
  await expect(items.filter({ hasText: title })).toContainText(
    `${writer.nickname} posted a new moment where you watch`,
  );

  await gotoHydrated(page, '/moments');
  await expect(marker(page, momentId)).toHaveText('New');
  await gotoHydrated(page, `/moment/${momentId}`);
  await expect(page.getByRole('link', { name: 'Jump to the first unread comment' })).toBeHidden();
  await gotoHydrated(page, '/moments');
  await expect(page.locator(`[data-moment-id="${momentId}"]`)).toBeVisible();
  await expect(marker(page, momentId)).toBeHidden();

  const first = await createComment(writer.api, {
    entityType: 'moment',
    entityId: momentId,
    content: 'One more thing',
  });
  await createComment(writer.api, { entityType: 'moment', entityId: momentId, content: 'And another' });
  await gotoHydrated(page, '/moments');
  await expect(marker(page, momentId)).toHaveText('2 new comments');
  await gotoHydrated(page, `/moment/${momentId}`);
  const jump = page.getByRole('link', { name: 'Jump to the first unread comment' });
  await expect(jump).toHaveAttribute('href', `#comment-${first}`);
  await jump.click();
  await expect(page).toHaveURL(new RegExp(`#comment-${first}$`));
  await expect(page.locator(`#comment-${first}`)).toBeInViewport();
  await gotoHydrated(page, '/moments');
  await expect(page.locator(`[data-moment-id="${momentId}"]`)).toBeVisible();
  await expect(marker(page, momentId)).toBeHidden();

  const later = await createMoment(writer.api, { title: `Later in ${tag}`, tags: [tag] });
  await gotoHydrated(page, '/moments');
  await expect(marker(page, later)).toHaveText('New');
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(marker(page, later)).toBeHidden();
  await gotoHydrated(page, '/');
  await expect(page.locator(`[data-moment-id="${later}"]`)).toBeVisible();
  await expect(marker(page, later)).toBeHidden();
});

test('在手机上用中文订阅节点，在“我的订阅”里管理', async ({ accounts, browse, playwright }) => {
  const [reader, writer] = await accounts.members('Phone watcher', 'Node poster');
  const page = await browse({ as: reader, locale: 'zh-CN', phone: true });
  const nodeName = `节点${RUN}`;
  const nodeId = await createNode(playwright, { name: nodeName });

  await gotoHydrated(page, `/moments/node/${nodeId}`);
  const watch = page.getByRole('button', { name: '订阅', exact: true });
  await toggleWatch(page, watch);
  const watching = page.getByRole('button', { name: '已订阅', exact: true });
  await expect(watching).toBeVisible();
  const box = (await watching.boundingBox())!;
  expect(box.x >= 0 && box.x + box.width <= 390, 'the toggle fits the phone').toBe(true);

  const momentId = await createMoment(writer.api, { title: `节点里的新动态 ${RUN}`, nodeId });
  await gotoHydrated(page, `/moments/node/${nodeId}`);
  await expect(marker(page, momentId)).toHaveText('新');
  const badge = (await marker(page, momentId).boundingBox())!;
  expect(badge.x + badge.width <= 390, 'the marker fits the phone').toBe(true);
  await gotoUntilShown(page, '/user/messages', (opened) => opened.getByText('在你订阅的地方发布了新动态'));

  await gotoHydrated(page, '/user/watching');
  await expect(page.getByRole('heading', { level: 1, name: '我的订阅' })).toBeVisible();
  const row = page.locator(`[data-watch-item="node:${nodeId}"]`);
  await expect(row).toContainText('节点');
  await expect(row.getByRole('link', { name: nodeName })).toHaveAttribute('href', `/moments/node/${nodeId}`);
  await toggleWatch(page, row.getByRole('button', { name: '已订阅', exact: true }));
  await expect(row.getByRole('button', { name: '订阅', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.locator(`[data-watch-item="node:${nodeId}"]`)).toHaveCount(0);
  await expect(page.getByText('你还没有订阅任何内容。')).toBeVisible();
});

test('the jump to the first unread comment finds a reply the page keeps behind “more replies”', async ({
  accounts,
  browse,
}) => {
  const [reader, writer] = await accounts.members('Thread reader', 'Thread writer');
  const momentId = await createMoment(writer.api, { title: `A long thread ${RUN}` });
  const on = { entityType: 'moment' as const, entityId: momentId };
  const thread = await createComment(writer.api, { ...on, content: 'The thread' });
  for (const n of [1, 2, 3])
    await createComment(writer.api, { ...on, parentId: thread, content: `Reply ${n}` });
  const page = await browse({ as: reader });
  await readItemPage(page, `/moment/${momentId}`);
  // Read up to here; two more replies come, past the three the page shows under the thread.
  await expect(page.locator(`#comment-${thread}`)).toBeVisible();
  const fourth = await createComment(writer.api, { ...on, parentId: thread, content: 'Reply 4' });
  await createComment(writer.api, { ...on, parentId: thread, content: 'Reply 5' });

  await gotoHydrated(page, `/moment/${momentId}`);
  await expect(page.locator(`#comment-${fourth}`)).toHaveCount(0);
  const jump = page.getByRole('link', { name: 'Jump to the first unread comment' });
  await expect(jump).toHaveAttribute('href', `/comment/${fourth}`);
  await jump.click();
  await expect(page).toHaveURL(new RegExp(`/moment/${momentId}#comment-${thread}$`));
  await expect(page.locator(`#comment-${thread}`)).toBeInViewport();
});

/**
 * Visits an item page and waits for its viewer request, which records the read mark (decision 038):
 * a comment written before that answer would count as read although the page never showed it.
 */
async function readItemPage(page: Page, path: string): Promise<void> {
  const viewerAnswered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/viewer',
  );
  await gotoHydrated(page, path);
  await viewerAnswered;
}

/** Two boxes share some area. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const [locale, jumpName] of [
  ['en-US', 'Jump to the first unread comment'],
  ['zh-CN', '跳到第一条未读评论'],
] as const) {
  test(`on a phone the jump to the first unread comment covers no author card, and jumps (${locale})`, async ({
    accounts,
    browse,
  }) => {
    const [reader, writer] = await accounts.members('Phone reader', 'Phone writer');
    const page = await browse({ as: reader, locale, phone: true });
    for (const kind of ['moment', 'article'] as const) {
      const title = `Read on a phone ${RUN}`;
      const id =
        kind === 'moment'
          ? await createMoment(writer.api, { title })
          : await createArticle(writer.api, { title });
      await readItemPage(page, `/${kind}/${id}`);
      const on = { entityType: kind, entityId: id };
      const first = await createComment(writer.api, { ...on, content: 'Unread one' });
      await createComment(writer.api, { ...on, content: 'Unread two' });

      await gotoHydrated(page, `/${kind}/${id}`);
      const jump = page.getByRole('link', { name: jumpName });
      await expect(jump).toHaveAttribute('href', `#comment-${first}`);
      const card = page.locator('.author-card');
      // Wherever the reader has scrolled: the top of the page, the card in the middle, at the bottom.
      for (const block of ['start', 'center', 'end'] as const) {
        if (block !== 'start')
          await card.evaluate((element, at) => element.scrollIntoView({ block: at }), block);
        else await page.evaluate(() => window.scrollTo(0, 0));
        const [jumpBox, cardBox] = [await jump.boundingBox(), await card.boundingBox()];
        expect(jumpBox, 'the jump is shown').not.toBeNull();
        expect(overlap(jumpBox!, cardBox!), `${kind}, the card at ${block}: the jump covers it`).toBe(false);
        expect(jumpBox!.x >= 0 && jumpBox!.x + jumpBox!.width <= 390, 'the jump fits the phone').toBe(true);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await jump.click();
      await expect(page).toHaveURL(new RegExp(`#comment-${first}$`));
      await expect(page.locator(`#comment-${first}`)).toBeInViewport();
    }
  });
}
