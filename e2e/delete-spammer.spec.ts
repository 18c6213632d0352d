import type { Page } from '@playwright/test';
import { createComment, createMoment } from './support/content.ts';
import { expectFitsWidth } from './support/browsing.ts';
import { expect, test, type Member } from './support/fixtures.ts';
import { gotoHydrated } from './support/gotoHydrated.ts';
import { waitForComments } from './support/commentsReady.ts';

// A moderator or admin deletes a spammer from the member's admin screen, on a phone: the spammer's
// moment and their comment on another member's moment are gone for a visitor, and "Restore" brings
// both back. The block options stay unticked: e2e members sign up from the test machine's address.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface Words {
  locale: 'en-US' | 'zh-CN';
  deleteButton: string;
  dialogTitle: (name: string) => string;
  counts: string[];
  blockIp: RegExp;
  blockDomain: (domain: string) => string;
  confirm: string;
  done: string;
  removed: string;
  restore: string;
  restored: string;
}

const ENGLISH: Words = {
  locale: 'en-US',
  deleteButton: 'Delete spammer…',
  dialogTitle: (name) => `Delete ${name} as a spammer?`,
  counts: ['Moments: 1', 'Articles: 0', 'Comments: 1', 'Messages: 0', 'Conversations started: 0'],
  blockIp: /^Block sign-ups from \S+/,
  blockDomain: (domain) => `Block sign-ups with an e-mail address at ${domain}`,
  confirm: 'Delete spammer',
  done: 'The spammer is banned and everything they wrote is removed.',
  removed: 'Removed as a spammer',
  restore: 'Restore',
  restored: 'Everything was restored and the ban lifted.',
};

const CHINESE: Words = {
  locale: 'zh-CN',
  deleteButton: '删除垃圾账号…',
  dialogTitle: (name) => `将 ${name} 作为垃圾账号删除？`,
  counts: ['动态：1', '文章：0', '评论：1', '私信：0', '发起的会话：0'],
  blockIp: /^禁止来自 \S+ 的注册/,
  blockDomain: (domain) => `禁止使用 ${domain} 邮箱注册`,
  confirm: '删除垃圾账号',
  done: '已封禁该垃圾账号，并移除了它发布的全部内容。',
  removed: '已作为垃圾账号删除',
  restore: '恢复',
  restored: '已全部恢复并解除封禁。',
};

/** A spammer's moment, and their comment beside a real one on another member's moment. */
async function spamOn(victim: Member, spammer: Member, label: string) {
  const victimMoment = await createMoment(victim.api, { title: `Real ${label} ${RUN}` });
  await createComment(victim.api, {
    entityType: 'moment',
    entityId: victimMoment,
    content: `Real reply ${RUN}`,
  });
  const spamComment = `Cheap pills ${label} ${RUN}`;
  await createComment(spammer.api, { entityType: 'moment', entityId: victimMoment, content: spamComment });
  const spamMoment = await createMoment(spammer.api, { title: `Spam ${label} ${RUN}` });
  return { victimMoment, spamMoment, spamComment };
}

type Spam = Awaited<ReturnType<typeof spamOn>>;

/** What a visitor sees: the spam moment (or its 404) and whether the spam comment shows beside the real one. */
async function visitorSees(visitor: Page, spam: Spam, shown: boolean) {
  const response = await visitor.goto(`/moment/${spam.spamMoment}`);
  expect(response?.status()).toBe(shown ? 200 : 404);
  await visitor.goto(`/moment/${spam.victimMoment}`);
  await waitForComments(visitor);
  await expect(visitor.getByText(`Real reply ${RUN}`)).toBeVisible();
  await expect(visitor.getByText(spam.spamComment)).toHaveCount(shown ? 1 : 0);
}

async function deleteAndRestore(staff: Page, visitor: Page, spammer: Member, spam: Spam, words: Words) {
  const toast = staff.locator('.toast-success').last();
  await gotoHydrated(staff, `/admin/users/${spammer.id}`);
  await staff.getByRole('button', { name: words.deleteButton }).click();
  const dialog = staff.getByRole('dialog', { name: words.dialogTitle(spammer.nickname) });
  await expect(dialog).toBeVisible();
  for (const count of words.counts) await expect(dialog.getByText(count, { exact: true })).toBeVisible();
  const domain = spammer.email.split('@')[1]!.toLowerCase();
  await dialog.getByRole('checkbox', { name: words.blockIp }).setChecked(false);
  await dialog.getByRole('checkbox', { name: words.blockDomain(domain) }).setChecked(false);
  await expectFitsWidth(staff);
  await dialog.getByRole('button', { name: words.confirm, exact: true }).click();
  await expect(toast).toHaveText(words.done);
  const removal = staff.locator('[data-spammer-removal]');
  await expect(removal.getByRole('heading', { name: words.removed })).toBeVisible();
  await expectFitsWidth(staff);
  await visitorSees(visitor, spam, false);

  await removal.getByRole('button', { name: words.restore }).click();
  await staff.getByRole('dialog').getByRole('button', { name: words.restore }).click();
  await expect(toast).toHaveText(words.restored);
  await expect(staff.getByRole('button', { name: words.deleteButton })).toBeVisible();
  await visitorSees(visitor, spam, true);
}

for (const words of [ENGLISH, CHINESE]) {
  test(`${words.locale === 'en-US' ? 'a moderator' : 'an admin'} deletes a spammer and restores everything, on a phone in ${words.locale}`, async ({
    accounts,
    browse,
  }) => {
    const [victim, spammer] = await accounts.members('Victim', 'Spammer');
    const staff = await accounts.staff('Cleaner', words.locale === 'en-US' ? 'moderator' : 'admin');
    const spam = await spamOn(victim, spammer, words.locale);
    const visitor = await browse({ locale: words.locale, phone: true });
    await visitorSees(visitor, spam, true);
    const page = await browse({ as: staff, locale: words.locale, phone: true });
    await deleteAndRestore(page, visitor, spammer, spam, words);
  });
}
