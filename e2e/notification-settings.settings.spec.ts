import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type Member } from './support/fixtures.ts';
import { expectFitsWidth } from './support/browsing.ts';
import { gotoHydrated } from './support/gotoHydrated.ts';
import { islandsHydrated } from './support/islands.ts';
import { withMainDatabase } from './support/mysqlAdmin.ts';
import { startE2eSmtpSink, type SmtpSink } from './support/smtpSink.ts';
import { createComment, createMoment } from './support/content.ts';
import { MEMBER_PASSWORD, signupFormToken, uniqueStamp } from './support/members.ts';
import { E2E_SERVERS } from './support/servers.ts';
import type { CapturedMail } from '../tests/smtpSink.ts';

// Notification settings (issue 41, decision 064): the page a member chooses on, the mails those
// choices let through in the member's language, and one-click unsubscribe (RFC 8058) without
// sign-in. A settings spec: it points the forum's mail at the real SMTP sink.

let sink: SmtpSink;

test.beforeAll(async () => {
  sink = await startE2eSmtpSink();
});
test.afterAll(async () => {
  await sink?.close();
});

async function verifyEmail(member: Member): Promise<void> {
  await withMainDatabase((connection) =>
    connection.query('UPDATE users SET email_verified = 1 WHERE id = ?', [member.id]),
  );
}

/** A new notice window for the member's address, so the next notice mails at once (decision 038). */
async function openNoticeWindow(member: Member): Promise<void> {
  await withMainDatabase((connection) =>
    connection.query('DELETE FROM rate_limit_buckets WHERE bucket_key = ?', [
      `message-mail:${member.email.toLowerCase()}`,
    ]),
  );
}

/** A header of the raw mail, unfolded. */
function header(mail: CapturedMail, name: string): string | undefined {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((text) => text.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

function unsubscribeLinkOf(mail: CapturedMail): URL {
  const value = header(mail, 'List-Unsubscribe');
  expect(value, 'the mail names its one-click unsubscribe link').toMatch(/^<[^>]+>$/);
  return new URL(value!.slice(1, -1), E2E_SERVERS.main.url);
}

const row = (page: Page, kind: string) =>
  page.locator(`[data-notification-settings] tr[data-kind="${kind}"]`);
const box = (page: Page, kind: string, channel: string) =>
  row(page, kind).locator(`input[data-channel="${channel}"]`);

async function settingsOf(api: APIRequestContext) {
  const answer = await api.get('/api/user/notifications');
  expect(answer.status()).toBe(200);
  return (await answer.json()).data as {
    choices: Record<string, { inApp: boolean; email: boolean; push: boolean }>;
    digestDays: number;
    locale: string;
  };
}

test('the account page has no e-mail switch any more and leads to the notification settings', async ({
  page,
  member: _signedIn,
}) => {
  await gotoHydrated(page, '/user/profile/account');
  await expect(page.locator('[data-email-notify]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Email notice' })).toHaveCount(0);
  await page.locator('nav.side-menu').getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/user\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible();
  await page.locator('.user-menu-trigger').click();
  await expect(page.getByRole('menuitem', { name: 'Notifications' })).toHaveAttribute(
    'href',
    '/user/notifications',
  );
});

test('a member chooses channels per kind, the digest and the language, and finds them kept (en-US)', async ({
  page,
  member,
}) => {
  await gotoHydrated(page, '/user/notifications');
  // Private messages live in the conversations: no message-centre choice for them.
  await expect(row(page, 'messages').locator('input[type=checkbox]')).toHaveCount(2);
  await expect(row(page, 'replies').locator('input[type=checkbox]')).toHaveCount(3);
  await expect(box(page, 'likes', 'email')).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'Weekly' })).toBeChecked();
  await expect(page.getByRole('radio', { name: "The site's language" })).toBeChecked();

  await page.getByRole('checkbox', { name: 'Likes and favorites: Message centre' }).uncheck();
  await page.getByRole('checkbox', { name: 'New followers: E-mail' }).check();
  await page.getByRole('checkbox', { name: 'Private messages: Push' }).uncheck();
  await page.getByRole('radio', { name: 'Daily' }).check();
  await page.getByRole('radio', { name: '中文' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Notification settings saved')).toBeVisible();

  await page.reload();
  await islandsHydrated(page);
  await expect(box(page, 'likes', 'inApp')).not.toBeChecked();
  await expect(box(page, 'follows', 'email')).toBeChecked();
  await expect(box(page, 'messages', 'push')).not.toBeChecked();
  await expect(box(page, 'replies', 'email')).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Daily' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '中文' })).toBeChecked();
  const saved = await settingsOf(member.api);
  expect(saved).toMatchObject({ digestDays: 1, locale: 'zh-CN' });
  expect(saved.choices['likes']).toEqual({ inApp: false, email: false, push: false });

  // The API refuses what the form could not send, in the member's words, and keeps what was saved.
  const refused = await member.api.put('/api/user/notifications', { data: { ...saved, digestDays: 3 } });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ success: false, errorCode: 2, message: expect.any(String) });
  expect(await settingsOf(member.api)).toEqual(saved);
});

test('在手机上用中文设置通知，保存后重新打开仍然保留', async ({ browse, member }) => {
  const page = await browse({ as: member, locale: 'zh-CN', phone: true });
  await gotoHydrated(page, '/user/notifications');
  await expect(page.getByRole('heading', { level: 1, name: '通知设置' })).toBeVisible();
  await expectFitsWidth(page);
  await page.getByRole('checkbox', { name: '我订阅的内容：邮件' }).uncheck();
  await page.getByRole('radio', { name: '从不' }).check();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('通知设置已保存')).toBeVisible();
  await page.reload();
  await islandsHydrated(page);
  await expect(box(page, 'watched', 'email')).not.toBeChecked();
  await expect(page.getByRole('radio', { name: '从不' })).toBeChecked();
  await expectFitsWidth(page);
  expect(await settingsOf(member.api)).toMatchObject({ digestDays: 0 });
});

test('a notice mail in the chosen language unsubscribes with one click, signed out, and the next one stays away', async ({
  page,
  member,
  secondMember: commenter,
  browse,
  playwright,
}) => {
  await verifyEmail(member);
  await gotoHydrated(page, '/user/notifications');
  await page.getByRole('checkbox', { name: 'New followers: E-mail' }).check();
  await page.getByRole('radio', { name: '中文' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Notification settings saved')).toBeVisible();

  const momentId = await createMoment(member.api, { title: `Unsubscribe ${uniqueStamp()}` });
  const on = { entityType: 'moment', entityId: momentId } as const;
  await openNoticeWindow(member);
  await createComment(commenter.api, { ...on, content: 'A first comment' });
  const mail = await sink.waitFor((message) => message.to.includes(member.email), 15_000);
  expect(mail.subject).toMatch(/有新消息/);
  expect(mail.text).toContain('一键退订此类邮件');
  expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const link = unsubscribeLinkOf(mail);
  expect(link.pathname).toBe('/unsubscribe');
  expect(link.searchParams.get('t')).toBe('replies');

  // Signed out, in another browser: the page names what it turns off and changes nothing yet.
  const visitor = await browse({ locale: 'zh-CN' });
  const shown = await visitor.goto(`${link.pathname}${link.search}`);
  expect(shown?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { name: '退订邮件' })).toBeVisible();
  await expect(visitor.getByText('评论和回复我')).toBeVisible();
  expect((await settingsOf(member.api)).choices['replies']!.email).toBe(true);

  // The mail client's one-click POST: the body alone, no cookie, from another origin.
  const mailClient = await playwright.request.newContext({ baseURL: E2E_SERVERS.main.url });
  try {
    const forged = new URL(link);
    forged.searchParams.set('t', 'all');
    const refused = await mailClient.post(`${forged.pathname}${forged.search}`, {
      form: { 'List-Unsubscribe': 'One-Click' },
      headers: { origin: 'https://mail.example' },
    });
    expect(refused.status()).toBe(400);
    expect((await settingsOf(member.api)).choices['mentions']!.email).toBe(true);
    const posted = await mailClient.post(`${link.pathname}${link.search}`, {
      form: { 'List-Unsubscribe': 'One-Click' },
      headers: { origin: 'https://mail.example' },
    });
    expect(posted.status()).toBe(200);
  } finally {
    await mailClient.dispose();
  }
  const after = await settingsOf(member.api);
  expect(after.choices['replies']).toEqual({ inApp: true, email: false, push: true });
  expect(after.choices['mentions']!.email).toBe(true);

  // The next reply sends no mail; a follow, whose mail the member turned on, does.
  const before = sink.to(member.email).length;
  await openNoticeWindow(member);
  await createComment(commenter.api, { ...on, content: 'A second comment' });
  await commenter.api.post('/api/follow/toggle', { data: { userId: member.id } });
  const next = await sink.waitFor(
    (message) => message.to.includes(member.email) && sink.to(member.email).indexOf(message) >= before,
    15_000,
  );
  expect(unsubscribeLinkOf(next).searchParams.get('t')).toBe('follows');
  expect(
    sink
      .to(member.email)
      .slice(before)
      .map((message) => unsubscribeLinkOf(message).searchParams.get('t')),
  ).toEqual(['follows']);

  // The page's button posts the same one-click body (again: nothing more to turn off).
  await visitor.getByRole('button', { name: '退订' }).click();
  await expect(visitor.getByRole('heading', { name: '已退订' })).toBeVisible();

  // An altered link answers a clear page, in the reader's language, and changes nothing.
  const digestLink = new URL(link);
  digestLink.searchParams.set('t', 'digest');
  const english = await browse();
  const badLink = await english.goto(`${digestLink.pathname}${digestLink.search}`);
  expect(badLink?.status()).toBe(400);
  await expect(english.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  expect((await settingsOf(member.api)).digestDays).toBe(7);
});

test('a visitor who chose Chinese before signing up gets notices in Chinese', async ({ playwright }) => {
  const api = await playwright.request.newContext({
    baseURL: E2E_SERVERS.main.url,
    extraHTTPHeaders: { cookie: 'locale=zh-CN' },
  });
  try {
    const stamp = uniqueStamp();
    const formToken = await signupFormToken(api);
    const signedUp = await api.post('/api/login/signup', {
      data: {
        nickname: `Zh ${stamp}`,
        email: `zh-${stamp}@example.test`,
        password: MEMBER_PASSWORD,
        rePassword: MEMBER_PASSWORD,
        formToken,
      },
    });
    expect(signedUp.status()).toBe(200);
    const id = ((await signedUp.json()).data as { user: { id: number } }).user.id;
    const [rows] = await withMainDatabase((connection) =>
      connection.query('SELECT locale FROM users WHERE id = ?', [id]),
    );
    expect(rows).toEqual([{ locale: 'zh-CN' }]);
  } finally {
    await api.dispose();
  }
});
