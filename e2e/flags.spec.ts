import type { Page } from '@playwright/test';
import { createMoment } from './support/content.ts';
import { expect, test, type Member } from './support/fixtures.ts';
import { withMainDatabase } from './support/mysqlAdmin.ts';
import { MomentPage } from './support/pages/ContentPage.ts';
import { TrustLevel } from '../src/shared/trust/trustLevel.ts';

// Flags that act (decision 058): regular members report a moment until their flags reach the
// site's threshold (3 by default), the moment leaves public pages at once and waits for review,
// its author is told it is under review, and a moderator's dismissal on /admin/reports brings it
// back. On a phone, in both languages.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`;

const WORDS = {
  'en-US': {
    dialog: 'Report this content',
    reason: 'Why are you reporting it?',
    send: 'Send report',
    sent: 'Thank you. The moderators will take a look.',
    underReview: 'This moment is under review',
    hidden: 'Hidden by flags',
    dismiss: 'Dismiss',
  },
  'zh-CN': {
    dialog: '举报此内容',
    reason: '举报原因',
    send: '提交举报',
    sent: '感谢反馈，管理员会尽快查看。',
    underReview: '该动态正在审核中',
    hidden: '已因举报隐藏',
    dismiss: '驳回',
  },
} as const;
type Locale = keyof typeof WORDS;

async function makeRegular(...members: Member[]): Promise<void> {
  await withMainDatabase((connection) =>
    connection.query('UPDATE users SET trust_level = ? WHERE id IN (?)', [
      TrustLevel.regular,
      members.map((member) => member.id),
    ]),
  );
}

async function reportThroughPage(page: Page, momentId: number, locale: Locale, reason: string) {
  const words = WORDS[locale];
  await new MomentPage(page).open(momentId);
  await page.locator('[data-report-target="moment"]').click();
  const dialog = page.getByRole('dialog', { name: words.dialog });
  await dialog.getByLabel(words.reason).fill(reason);
  const filed = page.waitForResponse('**/api/report');
  await dialog.getByRole('button', { name: words.send }).click();
  expect((await filed).ok()).toBe(true);
  await expect(page.locator('.toast-success').last()).toHaveText(words.sent);
}

for (const locale of ['en-US', 'zh-CN'] as const) {
  test(`regular members' flags hide a moment until a moderator dismisses them (${locale}, phone)`, async ({
    accounts,
    browse,
  }) => {
    test.slow(); // six members' phones, four of them through the report dialog
    const words = WORDS[locale];
    const [author, first, second, third, member] = await accounts.members(
      'Author',
      'Regular A',
      'Regular B',
      'Regular C',
      'Member',
    );
    await makeRegular(first, second, third);
    const moderator = await accounts.staff('Moderator', 'moderator');
    const title = `Flagged ${locale} ${RUN}`;
    const momentId = await createMoment(author.api, { title });
    const reason = `Spam ${locale} ${RUN}`;

    // A member's report is only a report; two regular members' flags weigh 2 of the 3 needed.
    for (const reporter of [member, first, second]) {
      const page = await browse({ as: reporter, locale, phone: true });
      await reportThroughPage(page, momentId, locale, reason);
    }
    const visitor = await browse({ locale, phone: true });
    expect((await new MomentPage(visitor).open(momentId))?.status()).toBe(200);

    // The third regular member's flag reaches the threshold: the moment is hidden at once.
    const last = await browse({ as: third, locale, phone: true });
    await reportThroughPage(last, momentId, locale, reason);
    expect((await new MomentPage(visitor).open(momentId))?.status()).toBe(404);
    await visitor.goto('/');
    await expect(visitor.getByText(title)).toHaveCount(0);

    // Its author sees why it is gone.
    const authorPage = await browse({ as: author, locale, phone: true });
    expect((await new MomentPage(authorPage).open(momentId))?.status()).toBe(200);
    await expect(authorPage.getByRole('status').filter({ hasText: words.underReview })).toBeVisible();

    // The moderator sees the reports marked as hidden by flags, and dismisses them.
    const staffPage = await browse({ as: moderator, locale, phone: true });
    await staffPage.goto('/admin/reports');
    const flagged = staffPage.locator('[data-report]', { hasText: reason });
    await expect(flagged).toHaveCount(4);
    await expect(flagged.first()).toContainText(words.hidden);
    const answered = staffPage.waitForResponse('**/api/admin/reports/resolve');
    const reloaded = staffPage.waitForEvent('load');
    await flagged.first().getByRole('button', { name: words.dismiss }).click();
    expect((await answered).ok()).toBe(true);
    await reloaded;
    // One decision settles every report on the moment.
    await expect(staffPage.locator('[data-report]', { hasText: reason })).toHaveCount(0);

    expect((await new MomentPage(visitor).open(momentId))?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText(title);
  });
}
