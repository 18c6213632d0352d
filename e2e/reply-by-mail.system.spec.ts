import nodemailer from 'nodemailer';
import { startSmtpSink, type CapturedMail, type SmtpSink } from '../tests/smtpSink.ts';
import { expect, test, type Member } from './support/fixtures.ts';
import { e2eDatabaseName } from './support/servers.ts';
import { withAdminConnection } from './support/mysqlAdmin.ts';
import { startInstalledPlaza } from './support/installedPlaza.ts';
import { systemPort, type SpawnedPlaza } from './support/spawnPlaza.ts';
import { call, callerOf, expectData } from './support/plazaClient.ts';
import type { Locale } from '../src/i18n/locales.ts';

// Reply by email (decision 066), as a member lives it: the notice of a comment arrives with a
// Reply-To of their own, they answer it from their mail program, the forum's SMTP listener takes
// the answer and it shows on the moment's page as their reply, quoted mail left out.

const DATABASE = e2eDatabaseName('reply_mail');
const OFFSET = 91;
const SMTP_PORT = systemPort(92);
const INBOUND_PORT = systemPort(93);
const PRIVATE_SETTINGS_CACHE_MS = 5_300;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let plaza: SpawnedPlaza | undefined;
let sink: SmtpSink | undefined;
/** A reply address the first test was given, for the stranger's mail. */
let answeredAddress = '';

test.beforeAll(async ({ accountsAt }) => {
  sink = await startSmtpSink({ port: SMTP_PORT });
  plaza = await startInstalledPlaza({
    offset: OFFSET,
    name: 'reply-mail',
    database: DATABASE,
    env: {
      REPLY_MAIL_DOMAIN: 'reply.plaza.test',
      INBOUND_SMTP_PORT: String(INBOUND_PORT),
      INBOUND_SMTP_HOST: '127.0.0.1',
    },
  });
  const owner = callerOf(await accountsAt(plaza.url).ownerSession());
  const smtp = {
    host: '127.0.0.1',
    port: SMTP_PORT,
    secure: false,
    username: '',
    from: 'Plaza <no-reply@plaza.test>',
  };
  await expectData(call(plaza.url, owner, '/api/admin/settings/private', { smtp }), 'save the SMTP settings');
  await new Promise((done) => setTimeout(done, PRIVATE_SETTINGS_CACHE_MS));
});

test.afterAll(async () => {
  await plaza?.stop();
  await sink?.close();
});

/**
 * The member's address as verified and their notice language, as the verification link and the
 * notification settings page would leave them (both belong to other specs).
 */
async function verifiedReader(member: Member, locale: Locale): Promise<void> {
  await withAdminConnection((connection) =>
    connection.query(`UPDATE \`${DATABASE}\`.users SET email_verified = 1, locale = ? WHERE id = ?`, [
      locale === 'en-US' ? '' : locale,
      member.id,
    ]),
  );
}

function replyToOf(mail: CapturedMail): string {
  const unfolded = mail.raw.replace(/\r?\n[ \t]+/g, ' ');
  return /^Reply-To:\s*(.+)$/im.exec(unfolded)?.[1]?.trim() ?? '';
}

/** What a mail program sends back: the typed answer above the quoted notice. */
async function answerFromMailProgram(member: Member, notice: CapturedMail, typed: string, header: string) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: INBOUND_PORT,
    secure: false,
    ignoreTLS: true,
  });
  const quoted = notice.text
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  try {
    await transport.sendMail({
      from: `${member.nickname} <${member.email}>`,
      to: replyToOf(notice),
      subject: `Re: ${notice.subject}`,
      text: `${typed}\n\n${header}\n${quoted}\n`,
    });
  } finally {
    transport.close();
  }
}

const CASES = [
  {
    locale: 'en-US' as const,
    comment: 'Where was this taken?',
    wrote: 'wrote:',
    hint: 'Reply to this e-mail to answer',
    typed: 'At the lake, last summer.',
    header: 'On Sun, Dec 6, 2026 at 6:30 PM Plaza <no-reply@plaza.test> wrote:',
  },
  {
    locale: 'zh-CN' as const,
    comment: '这是在哪里拍的？',
    wrote: '写道：',
    hint: '直接回复这封邮件即可作答',
    typed: '去年夏天在湖边拍的。',
    header: '在 2026年12月6日 周日 18:30，Plaza <no-reply@plaza.test> 写道：',
  },
];

for (const words of CASES) {
  test(`a member answers a comment notice by mail and the reply shows on the moment (${words.locale})`, async ({
    accountsAt,
    browse,
  }) => {
    const url = plaza!.url;
    const accounts = accountsAt(url);
    const [author, commenter] = await accounts.members(
      `Reply author ${words.locale}`,
      `Commenter ${words.locale}`,
    );
    await verifiedReader(author, words.locale);
    const { id: momentId } = await expectData<{ id: number }>(
      call(url, callerOf(author), '/api/moment/create', {
        type: 0,
        title: `Photo ${words.locale}`,
        content: '<p>By the water</p>',
      }),
      'post the moment',
    );
    const page = await browse({ as: author, locale: words.locale, phone: true, baseURL: url });
    await page.goto(`/moment/${momentId}`);
    await expectData(
      call(url, callerOf(commenter), '/api/comment/create', {
        entityType: 'moment',
        entityId: momentId,
        content: words.comment,
      }),
      'comment on the moment',
    );

    const notice = await sink!.waitFor((mail) => mail.to.includes(author.email), 30_000);
    expect(replyToOf(notice)).toMatch(/^reply\+\d+m\d+c\d+\.[0-9a-f]{32}@reply\.plaza\.test$/);
    const text = notice.text.replace(/\r\n/g, '\n');
    expect(text).toContain(`${commenter.nickname} ${words.wrote}`);
    expect(text).toContain(`> ${words.comment}`);
    expect(text).toContain(words.hint);

    answeredAddress = replyToOf(notice);
    await answerFromMailProgram(author, notice, words.typed, words.header);
    await page.reload();
    const reply = page.getByText(words.typed, { exact: true });
    await expect(reply).toBeVisible();
    // Nothing of the quoted notice was posted with it.
    await expect(page.getByText(words.hint)).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
}

test('a stranger’s mail to a reply address is refused, and staff read why on the mail replies screen', async ({
  accountsAt,
  browse,
}) => {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: INBOUND_PORT,
    secure: false,
    ignoreTLS: true,
  });
  const refused = await transport
    .sendMail({ from: 'stranger@elsewhere.test', to: answeredAddress, subject: 'Re: hi', text: 'Buy now' })
    .then(
      () => '',
      (error: { response?: string }) => error.response ?? String(error),
    );
  transport.close();
  expect(refused).toMatch(/^550 .*forged-sender/);

  const owner = await accountsAt(plaza!.url).ownerSession();
  for (const locale of ['en-US', 'zh-CN'] as const) {
    const page = await browse({ as: owner, locale, phone: true, baseURL: plaza!.url });
    await page.goto('/admin/mail-replies');
    const entries = page.locator('[data-inbound-mail]');
    await expect(entries.filter({ has: page.locator('code', { hasText: 'forged-sender' }) })).toHaveCount(1);
    await expect(page.locator('[data-outcome="posted"]')).toHaveCount(2);
    const words =
      locale === 'en-US'
        ? { refused: 'Refused', why: "Replies are taken only from the member's verified e-mail address." }
        : { refused: '已拒绝', why: '只接受来自成员已验证邮箱的回复。' };
    const stranger = entries.filter({ hasText: 'stranger@elsewhere.test' });
    await expect(stranger).toContainText(words.refused);
    await expect(stranger).toContainText(words.why);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});
