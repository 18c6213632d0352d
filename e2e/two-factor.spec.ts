import { useLocale } from './support/browsing.ts';
import { expect, test } from './support/fixtures.ts';
import { MEMBER_PASSWORD } from './support/members.ts';
import { enrol, nextCode, signInWithPassword } from './support/twoFactorSteps.ts';

// Issue 9: a member turns on two-factor sign-in, then signs in with password + code or a recovery
// code; the same code never works twice.

const PASSWORD = MEMBER_PASSWORD;

test('enrol, then sign in with a code and with a recovery code; a used code is refused', async ({
  page,
  playwright,
  baseURL,
  accounts,
}) => {
  test.setTimeout(90_000);
  const { email } = await accounts.member('twofactor');

  await signInWithPassword(page, email, PASSWORD);
  await expect(page).not.toHaveURL(/\/user\/signin/);
  const { secret, recovery } = await enrol(page);
  await page.getByRole('link', { name: 'Done' }).click();
  await expect(page.getByTestId('two-factor-status')).toContainText('Unused recovery codes: 10');

  // Password alone no longer signs in: the answer is the code step, and no session exists yet.
  await page.context().clearCookies();
  await signInWithPassword(page, email, PASSWORD, '/user/signin?redirect=%2Fuser%2Fprofile%2Fsecurity');
  await expect(page).toHaveURL(/\/user\/signin\/two-factor/);
  const current = await (await page.request.get('/api/user/current')).json();
  expect(current.data).toBeNull();
  const code = nextCode(secret);
  await page.getByLabel('Authentication code or recovery code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/user\/profile\/security$/);
  await expect(page.getByTestId('two-factor-status')).toContainText('on since');

  // The same code again (a replay) is refused; a recovery code works once.
  await page.context().clearCookies();
  await signInWithPassword(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/user\/signin\/two-factor/);
  await page.getByLabel('Authentication code or recovery code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not valid')).toBeVisible();
  await page.getByLabel('Authentication code or recovery code').fill(recovery[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/\/user\/signin/);
  await page.goto('/user/profile/security');
  await expect(page.getByTestId('two-factor-status')).toContainText('Unused recovery codes: 9');

  // The used recovery code is refused next time.
  await page.context().clearCookies();
  await signInWithPassword(page, email, PASSWORD);
  await page.getByLabel('Authentication code or recovery code').fill(recovery[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not valid')).toBeVisible();

  // The JSON API answers "second factor required" (errorCode 8) without a session cookie.
  const client = await playwright.request.newContext({ baseURL: baseURL! });
  const first = await client.post('/api/login/signin', { data: { username: email, password: PASSWORD } });
  expect(first.status()).toBe(401);
  const body = await first.json();
  expect(body).toMatchObject({
    success: false,
    errorCode: 8,
    data: { next: expect.stringContaining('/user/signin/two-factor') },
  });
  expect(first.headers()['set-cookie'] ?? '').not.toMatch(/(^|\n)token=[a-z2-7]/);
  const second = await client.post('/api/login/two-factor', {
    data: { challenge: body.data.challenge, code: recovery[1] },
  });
  expect((await second.json()).success).toBe(true);
  expect((await (await client.get('/api/user/current')).json()).data).not.toBeNull();
  await client.dispose();
});

test('the code step speaks Chinese for the zh-CN locale', async ({ page, accounts, context }) => {
  test.setTimeout(60_000);
  const { email } = await accounts.member('twofactorzh');
  await signInWithPassword(page, email, PASSWORD);
  await expect(page).not.toHaveURL(/\/user\/signin/);
  const { secret } = await enrol(page);

  await context.clearCookies();
  await useLocale(context, 'zh-CN');
  await signInWithPassword(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/user\/signin\/two-factor/);
  await expect(page.getByRole('heading', { name: '两步验证' })).toBeVisible();
  await page.getByLabel('验证码或恢复码').fill('000000');
  await page.getByRole('button', { name: '验证' }).click();
  await expect(page.getByText('验证码无效')).toBeVisible();
  await page.getByLabel('验证码或恢复码').fill(nextCode(secret));
  await page.getByRole('button', { name: '验证' }).click();
  await expect(page).not.toHaveURL(/\/user\/signin/);
});

test('without JavaScript: enrolment, the password form and the code step all work', async ({
  browse,
  accounts,
}) => {
  test.setTimeout(60_000);
  const { email } = await accounts.member('twofactornojs');
  const page = await browse({ javaScriptEnabled: false });
  const context = page.context();
  const signInByForm = async () => {
    await page.goto('/user/signin?redirect=%2Fuser%2Fprofile%2Fsecurity');
    await page.locator('main form input[name="username"]').fill(email);
    await page.locator('main form input[name="password"]').fill(PASSWORD);
    await page.locator('main form button[type="submit"]').click();
  };
  await signInByForm();
  await expect(page).toHaveURL(/\/user\/profile\/security$/);
  const { secret } = await enrol(page);

  await context.clearCookies();
  await signInByForm();
  await expect(page).toHaveURL(/\/user\/signin\/two-factor/);
  await page.getByLabel('Authentication code or recovery code').fill(nextCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/user\/profile\/security$/);
  await expect(page.getByTestId('two-factor-status')).toContainText('on since');
});
