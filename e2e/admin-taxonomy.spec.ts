import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { createMoment } from './support/content.ts';
import { expect, test } from './support/fixtures.ts';
import { expectFitsWidth, PHONE } from './support/browsing.ts';
import { signInBrowser, signInOwnerPage } from './support/members.ts';
import { storedRow, storedRows } from './support/storedFacts.ts';
import { wcagViolations } from './support/wcagAudit.ts';
import { gotoHydrated } from './support/gotoHydrated.ts';

// The owner manages nodes, tags and friend links on the admin screens; a moderator may not.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The audit log's actions on the target whose detail has this name or title, oldest first. */
async function auditedActions(
  targetType: string,
  detailKey: 'name' | 'title',
  value: string,
): Promise<string[]> {
  const rows = await storedRows<{ action: string }>(
    `SELECT action FROM moderation_logs WHERE target_type = ? AND JSON_VALUE(detail, '$.${detailKey}') = ? ORDER BY id`,
    [targetType, value],
  );
  return rows.map((row) => row.action);
}

/** Answers the confirm dialog the admin forms open before a delete or a merge. */
async function confirm(page: Page, label: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: label, exact: true }).click();
}

test('the owner creates a node that the composer and the nodes widget list at once', async ({ page }) => {
  await signInOwnerPage(page);
  const name = `Node ${RUN}`;
  await gotoHydrated(page, '/admin/nodes');
  await page.getByText('New node', { exact: true }).click();
  await page.locator('#node-new-name').fill(name);
  await page.locator('#node-new-description').fill('Made by the admin screen');
  const logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#cc6633' } })
    .png()
    .toBuffer();
  await page
    .locator('input[data-logo-upload="node-new-logo"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(page.locator('#node-new-logo')).toHaveValue(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
  await page.getByRole('button', { name: 'Create node' }).click();
  const item = page.locator('[data-admin-nodes] > li', { hasText: name });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Made by the admin screen');
  await expect(item.locator('img.tx-logo')).toHaveAttribute('src', /^\/uploads\//);

  // A new node goes last; moving it up with the keyboard puts it before its neighbour.
  const names = () => page.locator('[data-admin-nodes] > li .tx-name').allTextContents();
  const before = await names();
  expect(before.at(-1)).toBe(name);
  await item.getByRole('button', { name: `Move ${name} up` }).focus();
  const reloaded = page.waitForEvent('load');
  await page.keyboard.press('Enter');
  await reloaded;
  expect(await names()).toEqual([...before.slice(0, -2), name, before.at(-2)]);

  await page.goto('/moment/create');
  await expect(page.locator('#composer-node option', { hasText: name })).toHaveCount(1);
  await page.goto('/moments');
  await expect(page.locator('.side-nodes')).toContainText(name);

  // Hidden, it leaves the widget; an empty node can be deleted.
  await gotoHydrated(page, '/admin/nodes');
  await item.getByRole('button', { name: 'Hide' }).click();
  await expect(item.getByText('Hidden', { exact: true })).toBeVisible();
  await page.goto('/moments');
  await expect(page.locator('.side-nodes')).not.toContainText(name);
  await gotoHydrated(page, '/admin/nodes');
  await item.getByRole('button', { name: 'Delete' }).click();
  await confirm(page, 'Delete');
  await expect(item).toHaveCount(0);
  expect(await auditedActions('node', 'name', name)).toEqual(['node.create', 'node.delete']);
});

test('the owner renames a tag, is refused a taken name, and merges it into another', async ({
  page,
  secondMember: member,
}) => {
  const source = `srctag${RUN}`;
  const renamed = `renamed${RUN}`;
  const target = `keeper${RUN}`;
  const fromSource = `From source ${RUN}`;
  await createMoment(member.api, { title: fromSource, tags: [source] });
  await createMoment(member.api, { title: `From keeper ${RUN}`, tags: [target] });

  await signInOwnerPage(page);
  await page.goto(`/admin/tags?q=${source}`);
  const row = page.locator('[data-admin-tags] > li').first();
  await expect(row).toHaveAttribute('data-tag-name', source);
  const sourceId = Number(await row.getAttribute('data-tag-id'));

  // A name another tag holds is refused, with the hint to merge.
  await row.getByLabel('New name').fill(target.toUpperCase());
  await row.getByRole('button', { name: 'Rename' }).click();
  await expect(row.getByRole('alert').first()).toContainText('Merge into it instead');

  await row.getByLabel('New name').fill(renamed);
  const saved = page.waitForResponse('**/api/admin/tags/rename');
  const reloaded = page.waitForEvent('load');
  await row.getByRole('button', { name: 'Rename' }).click();
  expect((await saved).status()).toBe(200);
  await reloaded;
  await page.goto(`/admin/tags?q=${renamed}`);
  const renamedRow = page.locator(`[data-admin-tags] > li[data-tag-id="${sourceId}"]`);
  await expect(renamedRow).toHaveAttribute('data-tag-name', renamed);

  await renamedRow.getByLabel('Merge into tag').fill(target);
  await renamedRow.getByRole('button', { name: 'Merge' }).click();
  await confirm(page, 'Merge');
  await expect(page.locator(`[data-admin-tags] > li[data-tag-id="${sourceId}"]`)).toHaveCount(0);

  const keeper = await storedRow<{ id: number; moment_count: number }>(
    'SELECT id, moment_count FROM tags WHERE name = ?',
    [target],
  );
  expect(keeper.moment_count).toBe(2);
  await page.goto(`/moments/tag/${keeper.id}`);
  await expect(page.locator('.moment-card', { hasText: fromSource })).toBeVisible();
  expect(await storedRows('SELECT id FROM tags WHERE id = ?', [sourceId])).toEqual([]);
});

test('the owner adds a friend link that /links and the side bar show at once, then deletes it', async ({
  page,
}) => {
  await signInOwnerPage(page);
  const title = `Friend ${RUN}`;
  const url = `https://friend-${RUN}.example/`;
  await gotoHydrated(page, '/admin/links');
  await page.getByText('New friend link', { exact: true }).click();
  await page.locator('#link-new-title').fill(title);
  await page.locator('#link-new-url').fill(url);
  await page.locator('#link-new-summary').fill('A neighbouring forum');
  // First in the order, so the side bar's first few include it.
  await page.locator('#link-new-sort').fill('-100000');
  await page.getByRole('button', { name: 'Add link' }).click();
  const item = page.locator('[data-admin-links] > li', { hasText: title });
  await expect(item).toBeVisible();

  await page.goto('/links');
  await expect(page.locator(`a[href="${url}"]`).first()).toBeVisible();
  await page.goto('/');
  await expect(page.locator('[data-friend-links-widget]')).toContainText(title);

  await gotoHydrated(page, '/admin/links');
  await item.getByRole('button', { name: 'Delete' }).click();
  await confirm(page, 'Delete');
  await expect(item).toHaveCount(0);
  await page.goto('/links');
  await expect(page.locator(`a[href="${url}"]`)).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByText(title)).toHaveCount(0);
});

test('on a phone, in Chinese, the owner is told what is wrong with a link, then adds, edits, hides and deletes it', async ({
  browse,
}) => {
  const page = await browse({ locale: 'zh-CN', phone: true });
  await signInOwnerPage(page);
  const title = `友链 ${RUN}`;
  await gotoHydrated(page, '/admin/links');
  await expect(page.getByRole('heading', { name: '友情链接', level: 1 })).toBeVisible();
  await page.getByText('新增友情链接', { exact: true }).click();
  await page.locator('.tx-new').getByLabel('标题').fill(title);
  // A browser lets ftp:// through; the server's check answers in the reader's language.
  await page.locator('#link-new-url').fill(`ftp://friend-${RUN}.example/`);
  const form = page.locator('form', { has: page.locator('#link-new-url') });
  await form.getByRole('button', { name: '添加链接' }).click();
  await expect(form.getByRole('alert')).toHaveText('请填写以 http:// 或 https:// 开头的完整地址。');
  await page.locator('#link-new-url').fill(`https://friend-${RUN}.example/`);
  await form.getByRole('button', { name: '添加链接' }).click();
  const item = page.locator('[data-admin-links] > li', { hasText: title });
  await expect(item).toBeVisible();
  await expect(item.locator('.tx-meta').first()).toHaveText(`friend-${RUN}.example`);

  await expectFitsWidth(page);
  for (const button of await item.getByRole('button').all()) {
    const box = await button.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, 'each button fits').toBe(true);
  }
  expect(await wcagViolations(page)).toEqual([]);

  await item.getByText('编辑', { exact: true }).click();
  await item.getByLabel('简介').fill('邻居论坛');
  await item.getByRole('button', { name: '保存' }).click();
  await expect(item.locator('.tx-description')).toHaveText('邻居论坛');
  await item.getByRole('button', { name: '隐藏' }).click();
  await expect(item.locator('.tx-badge', { hasText: '已隐藏' })).toBeVisible();
  await item.getByRole('button', { name: '删除' }).click();
  await confirm(page, '删除');
  await expect(item).toHaveCount(0);
  expect(await auditedActions('link', 'title', title)).toEqual(['link.create', 'link.update', 'link.delete']);
});

test('a moderator is refused the node, tag and link screens and their API', async ({ page, staff }) => {
  await signInBrowser(page.context(), staff);
  for (const path of ['/admin/nodes', '/admin/tags', '/admin/links']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
  }
  for (const path of ['/api/admin/nodes/create', '/api/admin/tags/merge', '/api/admin/links/create']) {
    const response = await page.request.post(path, { data: { name: 'x', id: 1, target: 'x', title: 'x' } });
    expect(response.status(), path).toBe(403);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 3 });
  }
});
