import type { Page } from '@playwright/test';
import { expectFitsWidth, useLocale } from './support/browsing.ts';
import { createNode } from './support/content.ts';
import { expect, test, type Member } from './support/fixtures.ts';
import { gotoHydrated } from './support/gotoHydrated.ts';
import { signInBrowser } from './support/members.ts';

// Members sign up through the API; the admin is a member the owner promoted through the admin API. The forbidden
// word is unique to this run, so other specs posting at the same time never hit it.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const WORD = `zzforbid${RUN}`;

let author: Member;
let reporter: Member;
let admin: Member;
let nodeId: number;

async function postMoment(member: Member, title: string): Promise<{ id: number; status: number }> {
  const response = await member.api.post('/api/moment/create', {
    data: { type: 0, title, content: `<p>${title} body</p>`, nodeId },
  });
  const body = await response.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  return body.data as { id: number; status: number };
}

/** Submits a form on an admin screen and waits for the reload that shows the new state. */
async function submitAndReload(page: Page, endpoint: string, click: () => Promise<void>): Promise<void> {
  const answered = page.waitForResponse(`**${endpoint}`);
  const reloaded = page.waitForEvent('load');
  await click();
  const response = await answered;
  // On failure the page stays put and shows a toast, so the body is still there to explain it.
  if (!response.ok()) throw new Error(`${endpoint}: ${await response.text()}`);
  await reloaded;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright, accounts }) => {
  [author, reporter] = await accounts.members('Author', 'Reporter');
  admin = await accounts.staff('Admin', 'admin');
  nodeId = await createNode(playwright, { name: `Content ${RUN}`, description: 'Admin content e2e' });
});

test('a forbidden word holds a moment for review; approving publishes it, rejecting tells the author why', async ({
  page,
}) => {
  await signInBrowser(page.context(), admin);
  await page.goto('/admin/words');
  await page.getByLabel('Word or pattern').fill(WORD);
  await submitAndReload(page, '/api/admin/words/add', () =>
    page.getByRole('button', { name: 'Add' }).click(),
  );
  await expect(page.locator(`[data-word="${WORD}"]`)).toBeVisible();

  const approvedTitle = `Held ${WORD} one`;
  const rejectedTitle = `Held ${WORD} two`;
  const held = await postMoment(author, approvedTitle);
  expect(held.status).toBe(1);
  const rejected = await postMoment(author, rejectedTitle);
  expect(rejected.status).toBe(1);

  await page.goto('/moments');
  await expect(page.getByText(approvedTitle)).toHaveCount(0);

  await page.goto('/admin/review?type=moment');
  const approveItem = page.locator(`[data-review-item="${held.id}"]`);
  await expect(approveItem).toContainText(approvedTitle);
  await expect(approveItem.locator('[data-held-by]')).toHaveText(`Held for the forbidden words: ${WORD}`);

  // Approve and Reject stand on one line, bottoms aligned; on a phone both stay in view.
  const bottom = async (name: string) => {
    const box = await approveItem.getByRole('button', { name, exact: true }).boundingBox();
    return box ? box.y + box.height : Number.NaN;
  };
  expect(Math.abs((await bottom('Approve')) - (await bottom('Reject')))).toBeLessThanOrEqual(1);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const name of ['Approve', 'Reject']) {
    const box = await approveItem.getByRole('button', { name, exact: true }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, `${name} fits the phone's width`).toBe(true);
  }
  await expectFitsWidth(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await useLocale(page.context(), 'zh-CN');
  await page.reload();
  await expect(approveItem.locator('[data-held-by]')).toHaveText(`触发的违禁词：${WORD}`);
  await useLocale(page.context(), 'en-US');
  await page.reload();
  await submitAndReload(page, '/api/admin/review/decide', () =>
    approveItem.getByRole('button', { name: 'Approve' }).click(),
  );
  await expect(page.locator(`[data-review-item="${held.id}"]`)).toHaveCount(0);

  const rejectItem = page.locator(`[data-review-item="${rejected.id}"]`);
  await rejectItem.getByLabel('Reason for rejecting').fill(`Not allowed ${RUN}`);
  await submitAndReload(page, '/api/admin/review/decide', () =>
    rejectItem.getByRole('button', { name: 'Reject' }).click(),
  );
  await expect(page.locator(`[data-review-item="${rejected.id}"]`)).toHaveCount(0);

  await page.goto('/moments');
  await expect(page.getByText(approvedTitle).first()).toBeVisible();
  await expect(page.getByText(rejectedTitle)).toHaveCount(0);

  await page.context().clearCookies();
  await signInBrowser(page.context(), author);
  await page.goto('/user/messages');
  await expect(page.getByText(`Not allowed ${RUN}`)).toBeVisible();
  await expect(page.getByText('rejected your moment')).toBeVisible();
  await expect(page.getByText('approved your moment')).toBeVisible();

  // The word goes again from the same screen: new content carrying it is published at once.
  await page.context().clearCookies();
  await signInBrowser(page.context(), admin);
  await page.goto('/admin/words');
  await submitAndReload(page, '/api/admin/words/delete', () =>
    page.locator(`[data-word="${WORD}"]`).getByRole('button', { name: 'Delete' }).click(),
  );
  await expect(page.locator(`[data-word="${WORD}"]`)).toHaveCount(0);
  expect((await postMoment(author, `Free ${WORD}`)).status).toBe(0);
});

test('bulk delete and restore from the content screen', async ({ page }) => {
  const first = await postMoment(author, `Bulk one ${RUN}`);
  const second = await postMoment(author, `Bulk two ${RUN}`);
  await signInBrowser(page.context(), admin);
  // The checkboxes belong to the table's island: a click before it hydrates is held until it has.
  await gotoHydrated(page, `/admin/content?type=moment&author=${author.id}&node=${nodeId}`);
  const rows = [first.id, second.id].map((id) => page.locator(`[data-content-row="${id}"]`));
  for (const row of rows) {
    await expect(row).toContainText('Published');
    await row.getByRole('checkbox').check();
  }
  await page.getByLabel('Reason', { exact: true }).fill(`Cleanup ${RUN}`);
  await submitAndReload(page, '/api/admin/content/bulk', () =>
    page.getByRole('button', { name: 'Delete selected' }).click(),
  );
  for (const row of rows) await expect(row).toContainText('Deleted');
  expect((await page.request.get(`/moment/${first.id}`)).status()).toBe(404);

  for (const row of rows) await row.getByRole('checkbox').check();
  await submitAndReload(page, '/api/admin/content/bulk', () =>
    page.getByRole('button', { name: 'Restore selected' }).click(),
  );
  for (const row of rows) await expect(row).toContainText('Published');
  expect((await page.request.get(`/moment/${first.id}`)).status()).toBe(200);
});

test('a member reports a moment and the admin resolves the report, deleting it', async ({ page }) => {
  const target = await postMoment(author, `Reported ${RUN}`);
  await signInBrowser(page.context(), reporter);
  await page.goto(`/moment/${target.id}`);
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this content' });
  await dialog.getByLabel('Why are you reporting it?').fill(`Spam ${RUN}`);
  const filed = page.waitForResponse('**/api/report');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  expect((await filed).ok()).toBe(true);
  await expect(page.getByText('The moderators will take a look.')).toBeVisible();

  await page.context().clearCookies();
  await signInBrowser(page.context(), admin);
  // The resolve form is an island: a click before it hydrates is held until it has.
  await gotoHydrated(page, '/admin/reports');
  const item = page.locator('[data-report]', { hasText: `Spam ${RUN}` });
  await expect(item).toContainText(`Moment #${target.id}`);
  await item.getByLabel('Note').fill('Removed');
  await item.getByLabel('Also delete the reported content').check();
  await submitAndReload(page, '/api/admin/reports/resolve', () =>
    item.getByRole('button', { name: 'Resolve' }).click(),
  );
  await expect(page.locator('[data-report]', { hasText: `Spam ${RUN}` })).toHaveCount(0);
  expect((await page.request.get(`/moment/${target.id}`)).status()).toBe(404);
});
