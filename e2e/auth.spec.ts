import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { currentUser, signInOwnerPage, signupFormToken } from './support/members.ts';
import { E2E_ADMIN } from './support/servers.ts';
import { gotoHydrated } from './support/gotoHydrated.ts';

let sequence = 0;
function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${++sequence}@example.com`;
}

function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

const SIGNUP_FIELDS = [
  ['nickname', 'Nickname'],
  ['email', 'Email'],
  ['password', 'Password'],
  ['confirm', 'Confirm password'],
] as const;

/** Fills the sign-up form's fields that are given; the others keep what they hold. */
async function fillSignup(
  form: Locator,
  fields: Partial<Record<(typeof SIGNUP_FIELDS)[number][0], string>>,
): Promise<void> {
  for (const [key, label] of SIGNUP_FIELDS) {
    const value = fields[key];
    if (value !== undefined) await form.getByLabel(label, { exact: key === 'password' }).fill(value);
  }
}

async function fillSignin(page: Page, username: string, password: string) {
  const form = page.locator('main form');
  await form.getByLabel('Username or email').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('sign up', () => {
  test('shows each validation message on its field', async ({ page }) => {
    await gotoHydrated(page, '/user/signup');
    const form = page.locator('main form');
    const submit = form.getByRole('button', { name: 'Sign up' });
    await submit.click();
    await expect(form.getByText('Please enter nickname')).toBeVisible();
    await expect(form.getByText('Please enter email')).toBeVisible();
    await expect(form.getByText('Please enter password')).toBeVisible();
    await expect(form.getByLabel('Nickname')).toBeFocused();
    await expect(form.getByLabel('Nickname')).toHaveAttribute('aria-invalid', 'true');

    await fillSignup(form, { nickname: 'Tester', email: 'not-an-email', password: 'abc', confirm: 'abc' });
    await submit.click();
    await expect(form.getByText('Please enter nickname')).toBeHidden();
    await expect(form.getByText('Please enter a valid email')).toBeVisible();
    await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();

    await fillSignup(form, { email: 'tester@example.com', password: 'abcdef', confirm: 'abcdeg' });
    await submit.click();
    await expect(form.getByText('Passwords do not match')).toBeVisible();
    await expect(form.getByText('Password must be at least 6 characters')).toBeHidden();
    expect(pathOf(page)).toBe('/user/signup');
  });

  test('shows the messages in Chinese for the zh-CN locale', async ({ page, inChinese: _zh }) => {
    await gotoHydrated(page, '/user/signup');
    await page.locator('main form').getByRole('button', { name: '注册' }).click();
    await expect(page.getByText('请输入昵称')).toBeVisible();
    await expect(page.getByText('请输入邮箱')).toBeVisible();
    await expect(page.getByText('请输入密码', { exact: true })).toBeVisible();
  });

  test('a new member lands on the home page, signed in', async ({ page }) => {
    const email = uniqueEmail('signup');
    await gotoHydrated(page, '/user/signup');
    const form = page.locator('main form');
    await fillSignup(form, {
      nickname: '  New Member  ',
      email: email.toUpperCase(),
      password: 'member-pass',
      confirm: 'member-pass',
    });
    await form.getByLabel('Confirm password').press('Enter');
    await expect.poll(() => pathOf(page)).toBe('/');
    const user = await currentUser(page.request);
    // A username is given at sign-up (from the nickname's letters) so others can @mention the member.
    expect(user).toMatchObject({
      nickname: 'New Member',
      email,
      username: expect.stringMatching(/^newmember/),
      role: 'user',
    });
    expect(user?.['registrationRank']).toBeGreaterThanOrEqual(2);
    expect(user).not.toHaveProperty('passwordHash');
  });

  test('a taken email is reported on the email field', async ({ page, secondMember: taken }) => {
    const { email } = taken;
    await gotoHydrated(page, '/user/signup');
    const form = page.locator('main form');
    await form.getByLabel('Nickname').fill('Copycat');
    // Another case of the same address is the same address.
    await fillSignup(form, {
      email: ` ${email.toUpperCase()} `,
      password: 'member-pass',
      confirm: 'member-pass',
    });
    const answer = page.waitForResponse('**/api/login/signup');
    await form.getByRole('button', { name: 'Sign up' }).click();
    const response = await answer;
    expect(response.status()).toBe(409);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 5, field: 'email' });
    await expect(form.getByText('This email is already registered')).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(await currentUser(page.request)).toBeNull();
  });
});

test.describe('sign in', () => {
  test('the admin signs in by username', async ({ page }) => {
    await gotoHydrated(page, '/user/signin');
    await fillSignin(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await expect.poll(() => pathOf(page)).toBe('/');
    expect(await currentUser(page.request)).toMatchObject({
      username: E2E_ADMIN.username,
      registrationRank: 1,
    });
  });

  test('a member signs in by email', async ({ page, secondMember: member }) => {
    await gotoHydrated(page, '/user/signin');
    await fillSignin(page, member.email, member.password);
    await expect.poll(() => pathOf(page)).toBe('/');
    expect(await currentUser(page.request)).toMatchObject({ email: member.email });
  });

  test('a wrong password says so without telling which part was wrong', async ({ page }) => {
    await gotoHydrated(page, '/user/signin');
    await fillSignin(page, E2E_ADMIN.username, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Incorrect username/email or password');
    expect(pathOf(page)).toBe('/user/signin');
    expect(await currentUser(page.request)).toBeNull();
  });

  test('a login-required page comes back after sign-in', async ({ page }) => {
    await page.goto('/user/profile');
    await expect.poll(() => pathOf(page)).toBe('/user/signin?redirect=%2Fuser%2Fprofile');
    await expect(page.getByRole('link', { name: 'Sign up' }).last()).toHaveAttribute(
      'href',
      '/user/signup?redirect=%2Fuser%2Fprofile',
    );
    await fillSignin(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/user/profile');
  });

  test('an off-site redirect ends on the home page', async ({ page, baseURL }) => {
    for (const target of ['//evil.example', 'https://evil.example']) {
      await page.goto(`/user/signin?redirect=${encodeURIComponent(target)}`);
      await fillSignin(page, E2E_ADMIN.username, E2E_ADMIN.password);
      await expect.poll(() => page.url()).toBe(`${baseURL}/`);
      // Signed in, the sign-in page and its callback send the visitor on, still never off-site.
      await page.goto(`/user/signin?redirect=${encodeURIComponent(target)}`);
      expect(page.url()).toBe(`${baseURL}/`);
      await page.goto(`/user/signin/callback?redirect=${encodeURIComponent(target)}`);
      expect(page.url()).toBe(`${baseURL}/`);
      await page.request.get('/api/login/signout');
    }
  });

  test('the callback sends a signed-out visitor to sign in and a member on', async ({ page, baseURL }) => {
    await page.goto('/user/signin/callback?redirect=%2Fabout');
    expect(pathOf(page)).toBe('/user/signin?redirect=%2Fabout');
    await fillSignin(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/about');
    await page.goto('/user/signin/callback?redirect=%2Fmoments');
    expect(page.url()).toBe(`${baseURL}/moments`);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in form still works and shows a wrong password', async ({ page }) => {
    await page.goto('/user/signin?redirect=%2Fabout');
    await fillSignin(page, E2E_ADMIN.username, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Incorrect username/email or password');
    await expect(page.locator('main form').getByLabel('Username or email')).toHaveValue(E2E_ADMIN.username);
    await fillSignin(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/about');
    expect(await currentUser(page.request)).toMatchObject({ username: E2E_ADMIN.username });
  });
});

test.describe('sign out', () => {
  test('ends the session, clears the cookie, and answers success when already signed out', async ({
    page,
    context,
  }) => {
    await signInOwnerPage(page);
    expect(await currentUser(page.request)).not.toBeNull();

    const signout = await page.request.get('/api/login/signout');
    expect(await signout.json()).toMatchObject({ success: true, errorCode: 0 });
    expect(await currentUser(page.request)).toBeNull();
    expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();

    const again = await page.request.get('/api/login/signout');
    expect(await again.json()).toMatchObject({ success: true });
  });
});

test.describe('auth API', () => {
  test('accepts form-encoded and JSON bodies and answers user, token and redirect', async ({
    playwright,
    baseURL,
  }) => {
    const api = await playwright.request.newContext({ baseURL: baseURL! });
    const email = uniqueEmail('api');
    const signup = await api.post('/api/login/signup', {
      form: {
        formToken: await signupFormToken(api),
        nickname: 'Form Member',
        email,
        password: 'member-pass',
        rePassword: 'member-pass',
        redirect: '/tags',
      },
    });
    const signupBody = await signup.json();
    expect(signupBody, JSON.stringify(signupBody)).toMatchObject({
      success: true,
      data: {
        user: { nickname: 'Form Member', email, username: expect.stringMatching(/^formmember/) },
        redirect: '/tags',
      },
    });
    expect(signupBody.data.token).toMatch(/^[a-z2-7]{32}$/);
    const cookie = signup.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie')?.value ?? '';
    expect(cookie).toMatch(/^token=[a-z2-7]{32};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    const byForm = await api.post('/api/login/signin', {
      form: { username: email, password: 'member-pass', redirect: 'https://evil.example' },
    });
    expect(await byForm.json()).toMatchObject({ success: true, data: { user: { email }, redirect: '/' } });

    const byJson = await api.post('/api/login/signin', {
      data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password, redirect: '/moments?x=1' },
    });
    const jsonBody = await byJson.json();
    expect(jsonBody).toMatchObject({
      success: true,
      data: { user: { username: 'admin' }, redirect: '/moments?x=1' },
    });

    // A bearer token works without the cookie (API clients, decision 003).
    const bare = await playwright.request.newContext({ baseURL: baseURL! });
    const headers = { authorization: `Bearer ${jsonBody.data.token}` };
    expect(await (await bare.get('/api/user/current', { headers })).json()).toMatchObject({
      data: { username: 'admin' },
    });
    expect(await (await bare.get('/api/user/msg_recent', { headers })).json()).toMatchObject({
      success: true,
      data: { count: 0 },
    });
    await api.dispose();
    await bare.dispose();
  });

  test('refuses bad input with a message on its field', async ({ request }) => {
    const empty = await request.post('/api/login/signup', { data: {} });
    expect(empty.status()).toBe(400);
    expect(await empty.json()).toMatchObject({
      success: false,
      message: 'Please enter nickname',
      field: 'nickname',
    });

    const noPassword = await request.post('/api/login/signin', { form: { username: 'admin' } });
    expect(noPassword.status()).toBe(400);
    expect(await noPassword.json()).toMatchObject({ message: 'Please enter password', field: 'password' });
  });

  test('signed out: the current user is null and messages ask to sign in first', async ({ request }) => {
    expect(await currentUser(request)).toBeNull();
    const messages = await request.get('/api/user/msg_recent');
    expect(messages.status()).toBe(401);
    expect(await messages.json()).toMatchObject({
      success: false,
      errorCode: 1,
      message: 'Please sign in first',
    });
  });
});
