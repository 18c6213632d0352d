import { expect, test, type Member } from './support/fixtures.ts';
import { createMoment } from './support/content.ts';
import { expectFitsWidth } from './support/browsing.ts';
import { withMainDatabase } from './support/mysqlAdmin.ts';
import { saveSiteConfig } from './support/siteConfig.ts';
import { startE2eSmtpSink, type SmtpSink } from './support/smtpSink.ts';
import { AdminSettingsPage } from './support/pages/AdminSettings.ts';

// Digest mail (decision 065): the owner sets after how many days away members get one and sends
// the due digests at once; a member who stayed away finds the best of what they missed in their
// own language, with one-click unsubscribe; a member who chose never gets nothing.

let sink: SmtpSink;

test.beforeAll(async () => {
  sink = await startE2eSmtpSink();
});
test.afterAll(async () => {
  await saveSiteConfig({ digest: { afterDays: 7 } });
  await sink.close();
});

/**
 * The member as a digest finds them: a verified address, last seen `daysAway` days ago (after their
 * last request, which counted today's visit), with their language and frequency.
 */
async function stayedAway(
  member: Member,
  values: { daysAway: number; locale?: string; digestDays?: number },
) {
  await withMainDatabase((connection) =>
    connection.query(
      `UPDATE users SET email_verified = 1, locale = ?, digest_days = ?, last_digest_at = NULL,
         last_visit_day = DATE_SUB(UTC_DATE(), INTERVAL ? DAY) WHERE id = ?`,
      [values.locale ?? '', values.digestDays ?? 7, values.daysAway, member.id],
    ),
  );
}

test('a member away for the owner’s days gets the digest in their language; one who chose never gets none', async ({
  page,
  accounts,
  adminSettings,
}) => {
  const [writer, reader, zhReader, never, recent] = await accounts.members(
    'Writer',
    'Reader',
    'ZhReader',
    'Never',
    'Recent',
  );
  const title = `Lighthouse keepers meet ${Date.now().toString(36)}`;
  const momentId = await createMoment(writer.api, { title });
  await stayedAway(reader, { daysAway: 5 });
  await stayedAway(zhReader, { daysAway: 5, locale: 'zh-CN' });
  await stayedAway(never, { daysAway: 5, digestDays: 0 });
  await stayedAway(recent, { daysAway: 2 });

  await adminSettings.openAsOwner();
  const days = adminSettings.field('Days away before the first digest');
  await expect(days).toHaveValue('7');
  await days.fill('4');
  await adminSettings.saveOk();
  await page.getByRole('button', { name: 'Send due digests now' }).click();
  await expect(page.getByText('Digests are on their way to the members who are due.')).toBeVisible();

  const mail = await sink.waitFor((received) => received.to.includes(reader.email), 45_000);
  expect(mail.subject).toMatch(/: what you missed$/);
  expect(mail.text).toContain(`Moment: ${title}`);
  expect(mail.text).toContain(`by ${writer.nickname} · 0 likes · 0 comments`);
  expect(mail.text).toContain(`/moment/${momentId}`);
  expect(mail.text).toMatch(/^Notification settings: \S*\/user\/notifications$/m);
  expect(mail.html).toMatch(new RegExp(`href="[^"]*/moment/${momentId}"`));
  expect(mail.html).toContain(`${title}</a>`);
  expect(mail.raw).toMatch(/^List-Unsubscribe:\s*<\S+\/unsubscribe\?u=\d+&t=digest&s=[\w-]{22}>/m);
  expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);

  const zhMail = await sink.waitFor((received) => received.to.includes(zhReader.email), 45_000);
  expect(zhMail.subject).toMatch(/：你错过的精彩内容$/);
  expect(zhMail.text).toContain(`动态: ${title}`);
  expect(zhMail.text).toContain(`${writer.nickname} · 0 个赞 · 0 条评论`);
  expect(zhMail.html).toContain('退订摘要邮件');

  // The three were read in one batch with the two above: none of them was sent a digest.
  expect(sink.to(never.email)).toEqual([]);
  expect(sink.to(recent.email)).toEqual([]);
  expect(sink.to(writer.email)).toEqual([]);

  // Asked again at once, nobody due is left: the reader gets no second digest.
  await page.getByRole('button', { name: 'Send due digests now' }).click();
  await expect(page.getByText('Digests are on their way to the members who are due.').first()).toBeVisible();
  await page.waitForTimeout(5_000);
  expect(sink.to(reader.email)).toHaveLength(1);
});

test('the owner turns digests off, in Chinese on a phone', async ({ browse }) => {
  const page = await browse({ locale: 'zh-CN', phone: true });
  const settings = new AdminSettingsPage(page).in('zh-CN');
  await settings.openAsOwner();
  const section = page.locator('#settings-digest');
  await expect(section.getByText('摘要邮件', { exact: true })).toBeVisible();
  await settings.field('离开多少天后发送第一封摘要').fill('0');
  await settings.saveOk();
  await page.getByRole('button', { name: '立即发送到期的摘要' }).click();
  await expect(page.getByText('摘要邮件已关闭：请先把离开天数设为大于 0 并保存。')).toBeVisible();
  await expectFitsWidth(page);
});
