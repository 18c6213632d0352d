import sharp from 'sharp';
import { useLocale } from './support/browsing.ts';
import { pngFile } from './support/pngFile.ts';
import { expect, test } from './support/fixtures.ts';
import { gotoHydrated } from './support/gotoHydrated.ts';
import { savePrivateSettings } from './support/siteConfig.ts';
import { firstLink, SINK_SMTP, startE2eSmtpSink, startSmtpSink, type SmtpSink } from './support/smtpSink.ts';
import { islandsHydrated } from './support/islands.ts';
import { currentUser, signInWith } from './support/members.ts';

// Profile and account settings, email verification and password reset, with mail captured by a
// real SMTP sink the server is pointed at (private.smtp). A settings spec: it changes site settings.

let sink: SmtpSink;
let sequence = 0;

test.beforeAll(async () => {
  sink = await startE2eSmtpSink();
});
test.afterAll(async () => {
  await sink?.close();
});

function uniqueEmail(label: string): string {
  sequence += 1;
  return `account-${label}-${Date.now()}-${sequence}@example.com`;
}

const open = gotoHydrated;

const mailTo = (address: string) => sink.waitFor((mail) => mail.to.includes(address), 15_000);

test('edit profile: nickname, signature, homepage, and a cropped avatar in the header', async ({
  page,
  member: _signedIn,
}) => {
  await open(page, '/user/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
  const form = page.locator('[data-profile-form]');
  await form.getByLabel('Nickname').fill('');
  await form.getByLabel('Homepage').fill('ftp://example.com');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please enter a nickname')).toBeVisible();
  await expect(form.getByText('Please enter a link starting with http:// or https://')).toBeVisible();

  await form.getByLabel('Nickname').fill('Renamed Member');
  await form.getByLabel('Signature').fill('Walking the plaza every day');
  await form.getByLabel('Homepage').fill('https://example.com/me');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await page.reload();
  await islandsHydrated(page);
  await expect(form.getByLabel('Nickname')).toHaveValue('Renamed Member');
  await expect(form.getByLabel('Signature')).toHaveValue('Walking the plaza every day');
  await expect(form.getByLabel('Homepage')).toHaveValue('https://example.com/me');
  await expect(page.locator('.user-menu-name')).toHaveText('Renamed Member');

  const headerAvatar = page.locator('.user-menu img.avatar-image');
  await expect(headerAvatar).toHaveCount(0);
  await page.locator('[data-avatar-input]').setInputFiles(await pngFile('me.png', 400, 300, '#c0392b'));
  const viewport = page.locator('[data-crop-viewport]');
  await expect(viewport).toBeVisible();
  await page.getByLabel('Zoom').fill('2');
  const box = (await viewport.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 20, { steps: 4 });
  await page.mouse.up();
  await page.getByRole('button', { name: 'Save avatar' }).click();
  await expect(headerAvatar).toHaveAttribute('src', /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
  const user = await currentUser(page.request);
  expect(user?.['avatar']).toMatch(/^\/uploads\//);
  expect(user?.['smallAvatar']).toBe(await headerAvatar.getAttribute('src'));
  const small = await page.request.get(String(user?.['smallAvatar']));
  const metadata = await sharp(await small.body()).metadata();
  expect([metadata.width, metadata.height]).toEqual([48, 48]);
});

test('username is set once and then read-only', async ({ page, member: _signedIn }) => {
  await open(page, '/user/profile/account');
  const form = page.locator('[data-username-form]');
  await form.getByLabel('Username').fill('1bad');
  await form.getByRole('button', { name: 'Set username' }).click();
  await expect(
    form.getByText('5 to 12 letters, digits, _ or -, starting with a letter', { exact: true }),
  ).toBeVisible();
  const name = `u${String(Date.now()).slice(-8)}`;
  await form.getByLabel('Username').fill(name);
  await form.getByRole('button', { name: 'Set username' }).click();
  const readonly = page.locator('[data-username-readonly]');
  await expect(readonly.getByLabel('Username')).toHaveValue(name);
  await expect(readonly.getByLabel('Username')).toHaveAttribute('readonly', '');
  await page.reload();
  await expect(page.locator('[data-username-form]')).toHaveCount(0);
  await expect(readonly.getByText("The username can be set only once and can't be changed.")).toBeVisible();
  const again = await page.request.post('/api/user/username', { data: { username: 'another1' } });
  expect(again.status()).toBe(409);
});

test('changing the email sends a link that verifies it once', async ({ page, member: _signedIn }) => {
  await open(page, '/user/profile/account');
  const form = page.locator('[data-email-form]');
  const changed = uniqueEmail('changed');
  await form.getByLabel('Email address').fill(changed);
  await form.getByRole('button', { name: 'Save and send verification email' }).click();
  await expect(page.locator('[data-email-notice]')).toContainText(changed);
  await expect(form.locator('[data-email-status]')).toHaveText('Not verified');

  const link = firstLink(await mailTo(changed));
  expect(link).toContain('/user/email/verify?token=');
  await open(page, link);
  await expect(page.locator('[data-verify-result="verified"]')).toContainText(changed);
  await open(page, '/user/profile/account');
  await expect(page.locator('[data-email-status]')).toHaveText('Verified');

  await open(page, link);
  await expect(page.getByRole('heading', { name: 'Email verification failed' })).toBeVisible();
  await expect(page.getByText('Send a new one from Profile > Account Settings.')).toBeVisible();
});

test('without a mail server, resending the verification email says so and whom to ask', async ({
  page,
  context,
  member: _signedIn,
}) => {
  await savePrivateSettings({ smtp: { host: '', port: 587, secure: false, username: '', from: '' } });
  try {
    await open(page, '/user/profile/account');
    await page
      .locator('[data-email-form]')
      .getByRole('button', { name: 'Resend verification email' })
      .click();
    await expect(
      page.getByText(
        "This forum has no mail server set up, so it cannot send email. Please ask the site's administrator.",
      ),
    ).toBeVisible();
    await expect(page.getByText('Failed to send email')).toHaveCount(0);

    await useLocale(context, 'zh-CN');
    const answer = await page.request.post('/api/user/email', { data: { email: uniqueEmail('nomail-zh') } });
    expect(answer.status()).toBe(503);
    expect((await answer.json()).message).toBe('本站尚未配置邮件服务，无法发送邮件。请联系站点管理员。');
  } finally {
    await savePrivateSettings({ smtp: SINK_SMTP });
  }
});

test('when the mail server refuses the mail, resending says it is not sent yet and will be tried again', async ({
  page,
  context,
  member: _signedIn,
}) => {
  const refusing = await startSmtpSink({ port: SINK_SMTP.port + 1, rejectWith: 550 });
  await savePrivateSettings({ smtp: { ...SINK_SMTP, port: refusing.port } });
  try {
    await open(page, '/user/profile/account');
    const form = page.locator('[data-email-form]');
    const refused = uniqueEmail('refused');
    await form.getByLabel('Email address').fill(refused);
    await form.getByRole('button', { name: 'Save and send verification email' }).click();
    await expect(page.locator('[data-email-notice]')).toHaveText(
      `The mail server did not take the verification email for ${refused} just now. We will keep trying and send it as soon as it does; if it has not arrived in a few minutes, please ask the site's administrator.`,
    );
    await expect(page.getByText('A verification email has been sent')).toHaveCount(0);

    await useLocale(context, 'zh-CN');
    await open(page, '/user/profile/account');
    await page.locator('[data-email-form]').getByRole('button', { name: '重新发送验证邮件' }).click();
    await expect(page.locator('[data-email-notice]')).toContainText(
      `邮件服务器暂时没有接收发往 ${refused} 的验证邮件`,
    );
    expect(refusing.messages).toHaveLength(0);
  } finally {
    await savePrivateSettings({ smtp: SINK_SMTP });
    await refusing.close();
  }
});

test('changing the password signs the other sessions out and keeps this one', async ({
  page,
  browse,
  member,
}) => {
  const elsewhere = await browse({ locale: 'en-US', localeCookie: false });
  await signInWith(elsewhere.request, member.email, member.password);
  expect(await currentUser(elsewhere.request)).not.toBeNull();

  await open(page, '/user/profile/account');
  const form = page.locator('[data-password-form]');
  await form.getByLabel('Current password').fill('wrong-password');
  await form.getByLabel('New password', { exact: true }).fill('brand-new-pass');
  await form.getByLabel('Confirm new password').fill('brand-new-pass');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The current password is wrong')).toBeVisible();
  await form.getByLabel('Current password').fill(member.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password saved. You have been signed out on other devices.')).toBeVisible();

  expect(await currentUser(elsewhere.request)).toBeNull();
  expect(await currentUser(page.request)).not.toBeNull();
});

test('forgot password: the mailed link resets once and the new password signs in', async ({
  browse,
  secondMember: member,
}) => {
  const page = await browse({ locale: 'en-US', localeCookie: false });
  await open(page, '/user/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/user\/password\/forgot$/);
  await islandsHydrated(page);
  await page.getByLabel('Email address').fill('nobody-at-all@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const unknownAnswer = await page.locator('[data-forgot-sent]').textContent();

  await page.reload();
  await islandsHydrated(page);
  await page.getByLabel('Email address').fill(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const knownAnswer = await page.locator('[data-forgot-sent]').textContent();
  expect(knownAnswer?.replace(member.email, '')).toBe(
    unknownAnswer?.replace('nobody-at-all@example.com', ''),
  );

  const link = firstLink(await mailTo(member.email));
  await open(page, link);
  const form = page.locator('[data-reset-form]');
  await form.getByLabel('New password', { exact: true }).fill('reset-pass-1');
  await form.getByLabel('Confirm new password').fill('reset-pass-2');
  await form.getByRole('button', { name: 'Reset password' }).click();
  await expect(form.getByText('Passwords do not match')).toBeVisible();
  await form.getByLabel('Confirm new password').fill('reset-pass-1');
  await form.getByRole('button', { name: 'Reset password' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  expect((await currentUser(page.request))?.['email']).toBe(member.email);
  // The session that existed before the reset is gone.
  expect(await currentUser(member.api)).toBeNull();

  await open(page, link);
  await expect(page.locator('[data-reset-invalid]')).toBeVisible();
  const fresh = await browse({ locale: 'en-US', localeCookie: false });
  await signInWith(fresh.request, member.email, 'reset-pass-1');
});

test('the account pages speak Chinese for the zh-CN locale', async ({
  page,
  member: _signedIn,
  inChinese: _zh,
}) => {
  await open(page, '/user/profile/account');
  await expect(page.getByRole('heading', { level: 1, name: '账号设置' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '已绑定的登录方式' })).toBeVisible();
  await expect(page.locator('[data-email-status]')).toHaveText('未验证');
  const failed = await page.goto('/user/email/verify?token=nope');
  expect(`${failed?.status()} ${failed?.statusText()}`).toBe('400 Bad Request');
  await expect(page.getByRole('heading', { name: '邮箱验证失败' })).toBeVisible();
  await page.goto('/user/password/forgot');
  await expect(page.getByRole('heading', { name: '忘记密码' })).toBeVisible();
});
