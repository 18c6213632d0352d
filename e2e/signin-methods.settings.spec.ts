import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import { useLocale } from './support/browsing.ts';
import { expect, test } from './support/fixtures.ts';
import { gotoHydrated } from './support/gotoHydrated.ts';
import { savePrivateSettings } from './support/siteConfig.ts';
import { withMainDatabase } from './support/mysqlAdmin.ts';

// SMS sign-in through the real HTTP provider (pointed at a capture server in this process, so the
// test reads the code from the request the gateway would have received), the validation
// messages, and the refusal to unbind a member's only way to sign in.

const base = Number(process.env.PLAZA_E2E_PORT_BASE ?? 3100);
const CAPTURE_PORT = base + 20;
const captured: { authorization: string; body: { to: string; text: string; sender: string } }[] = [];
let capture: Server;

const phoneNumber = () => `+1555${String(Date.now()).slice(-7)}`;

async function codeSentTo(phone: string): Promise<string> {
  await expect.poll(() => captured.some((entry) => entry.body.to === phone), { timeout: 10_000 }).toBe(true);
  const entry = captured.filter((item) => item.body.to === phone).at(-1)!;
  return /\b(\d{6})\b/.exec(entry.body.text)?.[1] ?? '';
}

async function openSmsForm(page: Page, redirect = '/'): Promise<void> {
  await gotoHydrated(page, `/user/signin?method=sms&redirect=${encodeURIComponent(redirect)}`);
  await expect(page.locator('form.auth-form')).toBeVisible();
}

test.beforeAll(async () => {
  capture = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      captured.push({
        authorization: request.headers.authorization ?? '',
        body: JSON.parse(body) as { to: string; text: string; sender: string },
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => capture.listen(CAPTURE_PORT, '127.0.0.1', resolve));
  await savePrivateSettings({
    sms: {
      provider: 'http',
      url: `http://127.0.0.1:${CAPTURE_PORT}/sms`,
      apiKey: 'e2e-key',
      sender: 'Plaza',
    },
  });
});

test.afterAll(async () => {
  // Back to a new forum's default: no SMS sign-in.
  await savePrivateSettings({ sms: { provider: 'off', url: '', clearApiKey: true, sender: '' } });
  capture.closeAllConnections();
  await new Promise((resolve) => capture.close(resolve));
});

test('SMS sign-in: validation, agreement, code from the gateway, then signed in', async ({ page }) => {
  // The server caches private settings for a few seconds: wait until the SMS form replaces the password form.
  await expect
    .poll(
      async () => {
        await page.goto('/user/signin?method=sms&redirect=%2Fmoment');
        return page.getByLabel('Phone number').count();
      },
      { timeout: 15_000, intervals: [1000] },
    )
    .toBe(1);
  await openSmsForm(page, '/moment');
  await expect(page.getByRole('navigation', { name: 'Sign-in method' }).getByRole('link')).toHaveText([
    'Password',
    'SMS',
  ]);
  await expect(page.getByText('Development: codes are written to the server log')).toHaveCount(0);

  await page.getByLabel('Phone number').fill('12ab');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();

  const phone = phoneNumber();
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('status')).toHaveText('The code has been sent');
  await expect(page.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
  const code = await codeSentTo(phone);
  expect(captured.at(-1)!.authorization).toBe('Bearer e2e-key');
  expect(captured.at(-1)!.body.sender).toBe('Plaza');

  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Please enter the verification code')).toBeVisible();

  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Please read and agree to the user agreement')).toBeVisible();

  await page.getByLabel('I have read and agree to the user agreement').check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/moment$/);
  const current = (await (await page.request.get('/api/user/current')).json()) as {
    data: { nickname: string };
  };
  expect(current.data.nickname).toBe(`${'*'.repeat(phone.length - 4)}${phone.slice(-4)}`);

  // The code was single use.
  const reuse = await page.request.post('/api/login/sms/signin', { data: { phone, code, agree: true } });
  expect(reuse.status()).toBe(400);
});

test('the agreement to tick links to the user agreement, in English and Chinese', async ({ page }) => {
  await openSmsForm(page);
  const link = page.getByRole('link', { name: 'user agreement' });
  await expect(link).toHaveAttribute('href', '/terms');
  const [terms] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(terms.getByRole('heading', { name: 'User agreement', level: 1 })).toBeVisible();
  await terms.close();
  // Following the link leaves the box unticked and the form as it was.
  await expect(page.getByLabel('I have read and agree to the user agreement')).not.toBeChecked();

  await useLocale(page.context(), 'zh-CN');
  await openSmsForm(page);
  await expect(page.getByLabel('我已阅读并同意《用户协议》')).toBeVisible();
  await expect(page.getByRole('link', { name: '《用户协议》' })).toHaveAttribute('href', '/terms');
  await page.context().clearCookies({ name: 'locale' });
});

test('a wrong code is refused on the form', async ({ page }) => {
  await openSmsForm(page);
  const phone = phoneNumber();
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('status')).toHaveText('The code has been sent');
  const code = await codeSentTo(phone);
  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByLabel('I have read and agree to the user agreement').check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('The verification code is wrong or has expired')).toBeVisible();
});

test('unbinding the only way to sign in is refused; with a password it is allowed', async ({ page }) => {
  const phone = phoneNumber();
  expect((await page.request.post('/api/login/sms/send', { data: { phone } })).ok()).toBe(true);
  const code = await codeSentTo(phone);
  const signin = await page.request.post('/api/login/sms/signin', { data: { phone, code, agree: true } });
  expect(signin.ok(), await signin.text()).toBe(true);
  const userId = ((await signin.json()) as { data: { user: { id: number } } }).data.user.id;
  // This member now signs in only through a bound GitHub account: no screen binds one without GitHub itself.
  await withMainDatabase(async (connection) => {
    await connection.query('UPDATE users SET phone = NULL WHERE id = ?', [userId]);
    await connection.query(
      'INSERT INTO oauth_accounts (user_id, provider, subject, email) VALUES (?, ?, ?, ?)',
      [userId, 'github', `e2e-${userId}`, 'octo@example.com'],
    );
  });

  await page.goto('/user/profile/account');
  const row = page.locator('.signin-method[data-provider="github"]');
  await expect(row).toContainText('GitHub');
  await expect(row).toContainText('octo@example.com');
  await row.getByRole('button', { name: 'Unbind' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unbind' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to unbind' })).toBeVisible();
  await expect(row).toBeVisible();

  // A member without a password sets one on the account page without a current one.
  const password = 'second-way-123';
  const set = await page.request.post('/api/user/password', { data: { password, rePassword: password } });
  expect(set.ok(), await set.text()).toBe(true);
  await page.reload();
  await row.getByRole('button', { name: 'Unbind' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unbind' }).click();
  await expect(page.locator('.signin-method[data-provider="github"]')).toHaveCount(0);
});
