import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { islandsHydrated } from './support/islands.ts';
import { signupFormToken } from './support/members.ts';
import { postAsOwner, saveSiteConfig } from './support/siteConfig.ts';
import { withMainDatabase } from './support/mysqlAdmin.ts';
import { E2E_SIGNUP } from './support/e2eSignupSettings.ts';
import { TrustLevel } from '../src/shared/trust/trustLevel.ts';
import type { SiteConfig } from '../src/shared/site/siteConfig.ts';

// Issue 40, sign-up defences: the owner's block list, the least form time and the honeypot, sign-up
// with staff approval and by invitation, in English and in Chinese, on a phone.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`;
const PASSWORD = 'visitor-pass-1';
const LABELS = {
  'en-US': {
    nickname: 'Nickname',
    email: 'Email',
    password: 'Password',
    confirm: 'Confirm password',
    submit: 'Sign up',
  },
  'zh-CN': { nickname: '昵称', email: '邮箱', password: '密码', confirm: '确认密码', submit: '注册' },
} as const;

test.describe.configure({ mode: 'serial' });

const signupSettings = (values: Partial<SiteConfig['signup']>) =>
  saveSiteConfig({ signup: { ...E2E_SIGNUP, ...values } });

test.afterAll(async () => {
  await saveSiteConfig({ signup: E2E_SIGNUP });
});

async function fillSignup(
  page: Page,
  locale: keyof typeof LABELS,
  nickname: string,
  email: string,
): Promise<Locator> {
  const labels = LABELS[locale];
  const form = page.locator('main form');
  await form.getByLabel(labels.nickname).fill(nickname);
  await form.getByLabel(labels.email).fill(email);
  await form.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
  await form.getByLabel(labels.confirm).fill(PASSWORD);
  await form.getByRole('button', { name: labels.submit }).click();
  return form;
}

async function signInThroughForm(page: Page, username: string, submit: string, labels: [string, string]) {
  await page.goto('/user/signin');
  await islandsHydrated(page);
  const form = page.locator('main form').first();
  await form.getByLabel(labels[0]).fill(username);
  await form.getByLabel(labels[1], { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: submit, exact: true }).click();
  return form;
}

test('the owner blocks an e-mail domain on the settings screen, and a visitor with it cannot sign up', async ({
  page,
  asOwner: _asOwner,
  browse,
}) => {
  const domain = `spam-${RUN}.test`;
  await page.goto('/admin/settings');
  await islandsHydrated(page);
  const rules = page.locator('[data-signup-rules-form]');
  await rules.getByLabel('Kind').selectOption('domain');
  await rules.getByLabel('Action').selectOption('block');
  await rules.getByLabel('Domain, address or range').fill('not a domain');
  await rules.getByRole('button', { name: 'Add rule' }).click();
  await expect(rules.getByText('Enter a domain such as example.com.')).toBeVisible();
  await rules.getByLabel('Domain, address or range').fill(domain);
  await rules.getByLabel('Note').fill('spam wave');
  await rules.getByRole('button', { name: 'Add rule' }).click();
  await expect(rules.locator(`[data-signup-rule="${domain}"]`)).toContainText('spam wave');

  const visitor = await browse({ phone: true });
  await visitor.goto('/user/signup');
  await islandsHydrated(visitor);
  const form = await fillSignup(visitor, 'en-US', `Blocked ${RUN}`.slice(0, 20), `bot@mail.${domain}`);
  await expect(
    form.getByText(
      'Sign-up with an e-mail address from this domain is not allowed here. Please use another address.',
    ),
  ).toBeVisible();
  await expect(visitor).toHaveURL(/\/user\/signup/);

  await visitor.goto('/user/signup');
  await islandsHydrated(visitor);
  await fillSignup(visitor, 'en-US', `Allowed ${RUN}`.slice(0, 20), `person-${RUN}@example.test`);
  await expect(visitor).not.toHaveURL(/\/user\/signup/);

  await rules.getByRole('button', { name: `Remove ${domain}` }).click();
  await expect(rules.locator(`[data-signup-rule="${domain}"]`)).toHaveCount(0);
});

test('a form sent sooner than the least form time, or with the honeypot filled, is refused', async ({
  browse,
  playwright,
  baseURL,
}) => {
  await signupSettings({ minFormSeconds: 600 });
  try {
    const visitor = await browse({ locale: 'zh-CN', phone: true });
    await visitor.goto('/user/signup');
    await islandsHydrated(visitor);
    const form = await fillSignup(visitor, 'zh-CN', `快 ${RUN}`.slice(0, 20), `fast-${RUN}@example.test`);
    await expect(form.getByText('无法受理此次注册。请刷新页面后重试。')).toBeVisible();

    const api = await playwright.request.newContext({ baseURL: baseURL! });
    const token = await api.get('/api/login/signup-token');
    const { formToken } = ((await token.json()) as { data: { formToken: string } }).data;
    const tooSoon = await api.post('/api/login/signup', {
      data: {
        nickname: 'Fast',
        email: `api-${RUN}@example.test`,
        password: PASSWORD,
        rePassword: PASSWORD,
        formToken,
      },
    });
    expect(tooSoon.status()).toBe(400);
    expect(await tooSoon.json()).toMatchObject({
      success: false,
      message: 'This sign-up could not be accepted. Please reload the page and try again.',
    });
    await signupSettings({});
    const honeypot = await api.post('/api/login/signup', {
      data: {
        nickname: 'Pot',
        email: `pot-${RUN}@example.test`,
        password: PASSWORD,
        rePassword: PASSWORD,
        formToken: await signupFormToken(api),
        website: 'http://spam.example',
      },
    });
    expect(honeypot.status()).toBe(400);
    await api.dispose();
  } finally {
    await signupSettings({});
  }
});

test('in approval mode a visitor waits until a moderator approves them, then signs in', async ({
  accounts,
  browse,
  adminSettings,
}) => {
  const moderator = await accounts.staff('Approver', 'moderator');
  await adminSettings.openAsOwner();
  const section = adminSettings.page.locator('#settings-signup');
  await section.getByLabel('Sign-up mode').selectOption('approval');
  await adminSettings.saveOk();
  try {
    const nickname = `待审 ${RUN}`.slice(0, 20);
    const email = `approve-${RUN}@example.test`;
    const visitor = await browse({ locale: 'zh-CN', phone: true });
    await visitor.goto('/user/signup');
    await islandsHydrated(visitor);
    await expect(visitor.getByText('新账号需经管理人员审核通过后才能登录。')).toBeVisible();
    await fillSignup(visitor, 'zh-CN', nickname, email);
    await expect(visitor.locator('[data-signup-awaiting]')).toHaveText(
      '感谢注册。你的账号正在等待管理人员审核，通过后即可登录。',
    );
    const refused = await signInThroughForm(visitor, email, '登录', ['用户名或邮箱', '密码']);
    await expect(refused.getByText('你的账号正在等待管理人员审核，通过后即可登录。')).toBeVisible();

    const staff = await browse({ as: moderator, phone: true });
    await staff.goto('/admin/users');
    await islandsHydrated(staff);
    const waiting = staff.getByRole('region', { name: 'Accounts waiting for approval' });
    await waiting.getByRole('button', { name: `Approve ${nickname}` }).click();
    await expect(staff.locator('.toast-success').last()).toHaveText('Account approved.');
    await expect(waiting.locator(`[data-awaiting-account="${email}"]`)).toHaveCount(0);

    await signInThroughForm(visitor, email, '登录', ['用户名或邮箱', '密码']);
    await expect(visitor).not.toHaveURL(/\/user\/signin/);
  } finally {
    await signupSettings({});
  }
});

test('in invitation mode a regular member invites a visitor, who signs up with the link', async ({
  accounts,
  browse,
}) => {
  const regular = await accounts.member('Inviter');
  await withMainDatabase((connection) =>
    connection.query('UPDATE users SET trust_level = ? WHERE id = ?', [TrustLevel.regular, regular.id]),
  );
  await signupSettings({ mode: 'invitation' });
  try {
    const visitorWithout = await browse({ phone: true });
    await visitorWithout.goto('/user/signup');
    await islandsHydrated(visitorWithout);
    const bare = await fillSignup(
      visitorWithout,
      'en-US',
      `NoCode ${RUN}`.slice(0, 20),
      `nocode-${RUN}@example.test`,
    );
    await expect(
      bare.getByText('This invitation code is not valid: it may have been used, revoked or expired.'),
    ).toBeVisible();

    const member = await browse({ as: regular, phone: true });
    await member.goto('/user/messages');
    await member.getByRole('link', { name: 'Invitations' }).first().click();
    await expect(member).toHaveURL(/\/user\/invitations$/);
    await islandsHydrated(member);
    await member.getByRole('button', { name: 'Make an invitation' }).click();
    const link = await member.locator('[data-invitation-link]').inputValue();
    expect(link).toMatch(/\/user\/signup\?invite=/);
    await expect(member.locator('.invitation-state').first()).toHaveText('Open');

    const visitor = await browse({ locale: 'zh-CN', phone: true });
    await visitor.goto(link);
    await islandsHydrated(visitor);
    await expect(visitor.locator('main form').getByLabel('邀请码')).not.toHaveValue('');
    await fillSignup(visitor, 'zh-CN', `受邀 ${RUN}`.slice(0, 20), `invited-${RUN}@example.test`);
    await expect(visitor).not.toHaveURL(/\/user\/signup/);

    await member.reload();
    await islandsHydrated(member);
    await expect(member.locator('.invitation-state').first()).toHaveText('Used');
  } finally {
    await signupSettings({});
  }
});

test('the sign-up rules API refuses a member and an administrator', async ({ accounts }) => {
  const admin = await accounts.staff('RulesAdmin', 'admin');
  const refused = await admin.api.post('/api/admin/settings/signup-rules/add', {
    data: { kind: 'ip', action: 'block', value: '203.0.113.0/24', note: '' },
  });
  expect(refused.status()).toBe(403);
  const added = await postAsOwner<{ rules: Array<{ id: number; value: string }> }>(
    '/api/admin/settings/signup-rules/add',
    { kind: 'ip', action: 'block', value: `2001:db8:${(Date.now() % 65535).toString(16)}::/48`, note: RUN },
  );
  const mine = added.rules.find((rule) => rule.value.startsWith('2001:db8:'))!;
  await postAsOwner('/api/admin/settings/signup-rules/remove', { id: mine.id });
});
