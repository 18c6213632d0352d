import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { expectFitsWidth, useLocale } from './support/browsing.ts';
import { createArticle, createComment, createMoment, createNode } from './support/content.ts';
import { islandsHydrated } from './support/islands.ts';
import { COMPOSER_WORDS, MomentComposer } from './support/pages/Composer.ts';
import { saveSiteConfig } from './support/siteConfig.ts';
import { wcagViolations } from './support/wcagAudit.ts';
import type { SiteConfig } from '../src/shared/site/siteConfig.ts';

// Edit history: a member edits a moment after the grace period, the moment says "edited", its
// history shows what changed word by word, and staff put the old version back; members get no
// restore button and the API refuses them. The owner sets the grace period to 0 on the settings
// screen first, so every edit keeps a revision (the grace rule itself is proven by the integration
// tests); the defaults are put back at the end.

const EVERY_EDIT: Pick<SiteConfig, 'revisions'> = {
  revisions: { graceMinutes: 0, historyVisibility: 'everyone' },
};
const DEFAULTS: Pick<SiteConfig, 'revisions'> = {
  revisions: { graceMinutes: 5, historyVisibility: 'everyone' },
};

const WORDS = {
  'en-US': {
    title: 'Title',
    save: 'Save',
    edited: 'edited',
    history: (title: string) => `Edit history: ${title}`,
    entry: (n: number) => `Edit ${n}`,
    restore: 'Restore the version before this edit',
    confirm: 'Restore',
  },
  'zh-CN': {
    title: '标题',
    save: '保存',
    edited: '已编辑',
    history: (title: string) => `编辑历史：${title}`,
    entry: (n: number) => `第 ${n} 次编辑`,
    restore: '恢复到这次编辑之前的版本',
    confirm: '恢复',
  },
} as const;

let nodeId = 0;

const historyEntry = (page: Page, revision: number) =>
  page.locator(`li.revision[data-revision="${revision}"]`);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  nodeId = await createNode(playwright, { name: `Revisions ${Date.now().toString(36)}` });
});

test.afterAll(async () => {
  await saveSiteConfig(DEFAULTS);
});

test('the owner sets the grace period and who reads the history on the settings screen, in both languages', async ({
  page,
  context,
  adminSettings,
}) => {
  await adminSettings.openAsOwner();
  const section = adminSettings.group('Edit history');
  await expect(section.getByLabel('Grace period (minutes)')).toHaveValue('5');
  await section.getByLabel('Grace period (minutes)').fill('0');
  await section.getByLabel('Who can read the edit history').selectOption({ label: 'Staff only' });
  expect(await adminSettings.save()).toBe(200);
  const config = (await (await page.request.get('/api/config/configs')).json()).data as SiteConfig;
  expect(config.revisions).toEqual({ graceMinutes: 0, historyVisibility: 'staff' });

  await useLocale(context, 'zh-CN');
  const zhSettings = adminSettings.in('zh-CN');
  await zhSettings.open();
  const zh = zhSettings.group('编辑历史');
  await expect(zh.getByLabel('宽限期（分钟）')).toHaveValue('0');
  await zh.getByLabel('谁可以查看编辑历史').selectOption({ label: '所有能看到该内容的人' });
  expect(await zhSettings.save()).toBe(200);
  const after = (await (await page.request.get('/api/config/configs')).json()).data as SiteConfig;
  expect(after.revisions).toEqual(EVERY_EDIT.revisions);
});

for (const { locale, phone } of [
  { locale: 'en-US', phone: false },
  { locale: 'zh-CN', phone: true },
] as const) {
  test(`a member's edit shows as edited with a word diff, and staff restore it (${locale}${phone ? ', phone' : ''})`, async ({
    browse,
    member,
    staff,
  }) => {
    const words = WORDS[locale];
    const id = await createMoment(member.api, {
      title: 'Harbour walk',
      content: '<p>We walked along the old harbour at dawn.</p>',
      nodeId,
    });
    const page = await browse({ as: member, locale, phone });

    // The author changes the title in the composer.
    const composer = new MomentComposer(page, COMPOSER_WORDS[locale]);
    await composer.openEdit(id);
    await composer.title.fill('Harbour run at sunrise');
    await page.getByRole('button', { name: words.save }).click();
    await expect(page).toHaveURL(new RegExp(`/moment/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Harbour run at sunrise' })).toBeVisible();

    // The moment says it was edited; the mark leads to the history.
    const mark = page.locator('[data-edited-mark]');
    await expect(mark).toContainText(words.edited);
    await mark.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/moment/${id}/history$`));
    await expect(
      page.getByRole('heading', { level: 1, name: words.history('Harbour run at sunrise') }),
    ).toBeVisible();
    const first = historyEntry(page, 1);
    await expect(first.getByRole('heading', { name: words.entry(1) })).toBeVisible();
    await expect(first.locator('.revision-title-diff del')).toContainText('walk');
    await expect(first.locator('.revision-title-diff ins')).toContainText('run at sunrise');
    await expect(first).toContainText(member.nickname);
    if (phone) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'the history fits a phone screen').toBeLessThanOrEqual(0);
    }

    // The author is not staff: no restore button, and the API refuses them.
    await islandsHydrated(page);
    await expect(page.locator('[data-restore-revision]')).toHaveCount(0);
    const refused = await member.api.post('/api/revisions/restore', {
      data: { kind: 'moment', id, revision: 1 },
    });
    expect(refused.status()).toBe(403);

    // Staff restore the version before the edit; it comes back on the moment's page.
    const staffPage = await browse({ as: staff, locale, phone });
    await staffPage.goto(`/moment/${id}/history`);
    await islandsHydrated(staffPage);
    const reloaded = staffPage.waitForEvent('load');
    await historyEntry(staffPage, 1).getByRole('button', { name: words.restore }).click();
    await staffPage.getByRole('dialog').getByRole('button', { name: words.confirm }).click();
    await reloaded;
    const second = historyEntry(staffPage, 2);
    await expect(second.getByRole('heading', { name: words.entry(2) })).toBeVisible();
    await expect(second).toContainText(staff.nickname);
    await expect(second.locator('.revision-title-diff ins')).toContainText('walk');
    await islandsHydrated(staffPage);
    expect(
      await wcagViolations(staffPage),
      'the history with its restore buttons passes the WCAG audit',
    ).toEqual([]);

    await page.goto(`/moment/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Harbour walk' })).toBeVisible();
    await expect(page.locator('[data-edited-mark]')).toContainText(words.edited);
    expect(await wcagViolations(page), 'the edited moment passes the WCAG audit').toEqual([]);
  });
}

test('a member edits their comment: it says edited and its history shows the old words', async ({
  page,
  momentPage,
  member,
  secondMember,
}) => {
  const momentId = await createMoment(secondMember.api, { title: 'Comment edits', nodeId });
  const commentId = await createComment(member.api, {
    entityType: 'moment',
    entityId: momentId,
    content: 'See you at noon',
  });
  await momentPage.openWithComments(momentId);
  const item = momentPage.comments.byId(commentId);
  await item.getByRole('button', { name: 'Edit' }).click();
  await item.getByLabel('Edit your comment').fill('See you at one');
  const reloaded = page.waitForEvent('load');
  await item.getByRole('button', { name: 'Save' }).click();
  await reloaded;
  await expect(item.locator(':scope > .comment-body > .comment-text')).toHaveText('See you at one');
  await islandsHydrated(page);
  expect(await wcagViolations(page), 'the edited comment passes the WCAG audit').toEqual([]);
  await item.locator('[data-edited-mark]').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/comment/${commentId}/history$`));
  await expect(page.locator('.revision-body-diff del')).toHaveText(/noon/);
  await expect(page.locator('.revision-body-diff ins')).toHaveText(/one/);

  // Another member may not rewrite it.
  const refused = await secondMember.api.post('/api/comment/update', {
    data: { id: commentId, content: 'Hijacked' },
  });
  expect(refused.status()).toBe(403);
});

test('a visitor sees an edited article marked as such, even after reading it cached, and reads its history', async ({
  browse,
  member,
}) => {
  const id = await createArticle(member.api, {
    title: 'Tide tables',
    content: '<p>High tide comes twice a day here.</p>',
  });
  const visitor = await browse({ locale: 'en-US', localeCookie: false });
  await visitor.goto(`/article/${id}`);
  await expect(visitor.locator('[data-edited-mark]')).toHaveCount(0);

  const edit = await member.api.post('/api/article/update', {
    data: { id, title: 'Tide tables', content: '<p>High tide comes twice a day, later each day.</p>' },
  });
  expect(edit.ok(), await edit.text()).toBe(true);
  // The edit emptied the article's cached page: the next read shows it edited.
  await visitor.goto(`/article/${id}`);
  await visitor.locator('[data-edited-mark]').getByRole('link').click();
  await expect(visitor).toHaveURL(new RegExp(`/article/${id}/history$`));
  await expect(visitor.locator('.revision-title-diff')).toHaveCount(0);
  await expect(visitor.locator('.revision-body-diff')).toBeVisible();
  const removed = (await visitor.locator('.revision-body-diff del').allTextContents()).join(' ');
  const added = (await visitor.locator('.revision-body-diff ins').allTextContents()).join(' ');
  expect(removed).toContain('here.');
  expect(added).toContain('later');
  expect(added).not.toContain('High tide');
});

const TWO_PARAGRAPHS = {
  'en-US': {
    kind: 'article',
    before: ['The ferry leaves at nine.', 'Bring a coat for the deck.'],
    after: ['The ferry leaves at ten.', 'Bring a coat for the deck.'],
    kept: 'The ferry leaves at',
    removed: 'nine.',
    added: 'ten.',
  },
  'zh-CN': {
    kind: 'moment',
    before: ['渡轮九点出发。', '甲板上风大，记得带外套。'],
    after: ['渡轮十点出发。', '甲板上风大，记得带外套。'],
    kept: '渡轮',
    removed: '九',
    added: '十',
  },
} as const;

for (const { locale, phone } of [
  { locale: 'en-US', phone: false },
  { locale: 'zh-CN', phone: true },
] as const) {
  test(`the history shows each paragraph of an edited body on its own line (${locale}${phone ? ', phone' : ''})`, async ({
    browse,
    member,
  }) => {
    const words = WORDS[locale];
    const text = TWO_PARAGRAPHS[locale];
    const html = (paragraphs: readonly string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');
    const title = `Ferry ${Date.now().toString(36)}`;
    let path: string;
    if (text.kind === 'article') {
      const id = await createArticle(member.api, { title, content: html(text.before) });
      const edit = await member.api.post('/api/article/update', {
        data: { id, title, content: html(text.after) },
      });
      expect(edit.ok(), await edit.text()).toBe(true);
      path = `/article/${id}/history`;
    } else {
      const id = await createMoment(member.api, { title, content: html(text.before), nodeId });
      const edit = await member.api.post('/api/moment/update', {
        data: { id, type: 0, title, content: html(text.after), nodeId },
      });
      expect(edit.ok(), await edit.text()).toBe(true);
      path = `/moment/${id}/history`;
    }

    const page = await browse({ as: member, locale, phone });
    await page.goto(path);
    const entry = historyEntry(page, 1);
    await expect(entry.getByRole('heading', { name: words.entry(1) })).toBeVisible();
    const lines = entry.locator('.revision-body-diff .diff-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText(text.kept);
    await expect(lines.nth(0).locator('del')).toContainText(text.removed);
    await expect(lines.nth(0).locator('ins')).toContainText(text.added);
    await expect(lines.nth(1)).toHaveText(text.after[1]);
    // Two blocks, one under the other, not two sentences run together on one line.
    const first = (await lines.nth(0).boundingBox())!;
    const second = (await lines.nth(1).boundingBox())!;
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
    if (phone) await expectFitsWidth(page);
  });
}

test('when the owner keeps histories for staff, members get a 404 and staff read it', async ({
  member,
  secondMember,
  staff,
}) => {
  const id = await createMoment(member.api, { title: 'Staff only history', nodeId });
  const edit = await member.api.post('/api/moment/update', {
    data: {
      id,
      type: 0,
      title: 'Staff only history, edited',
      content: '<p>Staff only history body</p>',
      nodeId,
    },
  });
  expect(edit.ok(), await edit.text()).toBe(true);
  await saveSiteConfig({ revisions: { graceMinutes: 0, historyVisibility: 'staff' } });
  try {
    expect((await secondMember.api.get(`/moment/${id}/history`)).status()).toBe(404);
    expect((await member.api.get(`/moment/${id}/history`)).status()).toBe(404);
    const asStaff = await staff.api.get(`/moment/${id}/history`);
    expect(asStaff.status()).toBe(200);
    expect(asStaff.headers()['cache-control']).toBe('private, no-store');
    expect(await asStaff.text()).toContain('Staff only history');
  } finally {
    await saveSiteConfig(EVERY_EDIT);
  }
});
