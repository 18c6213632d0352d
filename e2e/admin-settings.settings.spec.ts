import { useLocale } from './support/browsing.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNothingSent } from './support/ownerSettings.ts';
import { AdminSettingsPage } from './support/pages/AdminSettings.ts';
import { E2E_SERVERS } from './support/servers.ts';
import { postAsOwner, savePrivateSettings, storedPrivateSetting } from './support/siteConfig.ts';
import type { SiteConfig } from '../src/shared/site/siteConfig.ts';
import type { PrivateSettingsForm } from '../src/shared/adminsettings/privateSchemas.ts';

// The owner edits site settings on /admin/settings; each change shows on the site at once (no
// 5 s cache wait). Everything changed here is put back at the end.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const SMTP_PASSWORD = `smtp-pass-${RUN}`;

type Restorable = Pick<SiteConfig, 'siteTitle' | 'modules' | 'siteNotification' | 'siteNavs' | 'antiAbuse'>;
let original: Restorable | undefined;
type SmtpView = Omit<NonNullable<PrivateSettingsForm['smtp']>, 'password' | 'clearPassword'>;
let originalSmtp: (SmtpView & { passwordSet: boolean }) | undefined;
let originalTerms: string | undefined;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ baseURL: E2E_SERVERS.main.url });
  const settings = new AdminSettingsPage(page);
  await settings.openAsOwner();
  const config = (await (await page.request.get('/api/config/configs')).json()).data as SiteConfig;
  const { siteTitle, modules, siteNotification, siteNavs, antiAbuse } = config;
  original = { siteTitle, modules, siteNotification, siteNavs, antiAbuse };
  originalSmtp = (await (await page.request.get('/api/admin/settings/private')).json()).data.smtp;
  originalTerms = await settings.field('Text of the agreement').inputValue();
  await page.close();
});

test.afterAll(async ({ accounts }) => {
  const owner = await accounts.owner();
  if (original) {
    const restored = await owner.post('/api/admin/settings/site', { data: original });
    expect(restored.ok(), await restored.text()).toBe(true);
    const config = (await (await owner.get('/api/config/configs')).json()).data as SiteConfig;
    expect(config).toMatchObject(original);
  }
  if (originalSmtp) {
    // A password that was not set before is cleared; one that was set is kept.
    const { passwordSet, ...smtp } = originalSmtp;
    await savePrivateSettings({ smtp: { ...smtp, clearPassword: !passwordSet } });
  }
  if (originalTerms !== undefined) await postAsOwner('/api/admin/settings/terms', { text: originalTerms });
});

test('the owner changes settings and the site follows at once', async ({ page, adminSettings, header }) => {
  await adminSettings.openAsOwner();
  await expect(page.getByRole('heading', { name: 'Site settings', level: 1 })).toBeVisible();

  const title = `Plaza ${RUN}`;
  await adminSettings.field('Site title').fill(title);
  await adminSettings.field('Articles', { exact: true }).uncheck();
  await adminSettings.field('Notice on the home page').fill(`<p>Notice ${RUN}</p>`);
  expect(await adminSettings.save()).toBe(200);
  await expect(adminSettings.savedNotice).toBeVisible();

  await page.goto('/');
  await expect(page.locator('.header-title')).toHaveText(title);
  await expect(page.getByRole('complementary', { name: 'Site notice' })).toContainText(`Notice ${RUN}`);
  const menu = await header.openCreateMenu();
  await expect(menu.getByRole('menuitem')).toHaveText(['New post']);
  expect((await page.goto('/articles'))?.status()).toBe(404);

  // A nav link must be a site path or an http(s) address; the bad one is named and nothing is sent.
  await adminSettings.open();
  await page.getByRole('button', { name: 'Add link' }).click();
  const row = page.locator('[data-settings-nav]').last();
  await row.getByRole('textbox', { name: 'Title in English' }).fill('Bad');
  await row.getByRole('textbox', { name: 'Link' }).fill('javascript:alert(1)');
  await expectNothingSent(page, '/api/admin/settings/site', async () => {
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(row.getByText('Enter a path starting with / or an http(s) address')).toBeVisible();
    await expect(row.getByRole('textbox', { name: 'Link' })).toHaveAttribute('aria-invalid', 'true');
  });
});

test('the owner sees and edits the posting limits, the comment burst among them, in both languages', async ({
  page,
  context,
  adminSettings,
}) => {
  await adminSettings.openAsOwner();
  const limits = adminSettings.group('Anti-abuse');
  await expect(limits.getByLabel('Articles per member per hour')).toHaveValue(
    String(original?.antiAbuse.articlesPerHour),
  );
  const burst = limits.getByLabel('Comments per member per minute');
  await expect(burst).toHaveValue(String(original?.antiAbuse.commentsPerMinute));
  await burst.fill('7');
  expect(await adminSettings.save()).toBe(200);
  const config = (await (await page.request.get('/api/config/configs')).json()).data as SiteConfig;
  expect(config.antiAbuse).toEqual({ ...original?.antiAbuse, commentsPerMinute: 7 });

  await useLocale(context, 'zh-CN');
  await adminSettings.open();
  await expect(adminSettings.group('防滥用').getByLabel('每位成员每分钟评论数')).toHaveValue('7');
});

test('SMTP settings are saved but the password never comes back', async ({ page, adminSettings }) => {
  await adminSettings.openAsOwner();
  const mail = adminSettings.section('settings-mail');
  await mail.getByLabel('SMTP server').fill('smtp.example.test');
  await mail.getByRole('spinbutton', { name: 'Port' }).fill('2525');
  await mail.getByLabel('User name').fill(`mailer-${RUN}`);
  // The label also carries the "Not set" / "Set" badge.
  await mail.getByLabel(/^Password/).fill(SMTP_PASSWORD);
  await mail.getByLabel('From address').fill('Plaza <no-reply@example.test>');
  await adminSettings.savePrivate();
  await expect(adminSettings.savedNotice).toBeVisible();
  const password = mail.locator('#settings-smtp-password');
  await expect(password).toHaveValue('');
  await expect(password).toHaveAttribute('data-secret-status', 'set');
  await expect(mail.getByText('Set', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.locator('#settings-smtp-host')).toHaveValue('smtp.example.test');
  await expect(page.locator('#settings-smtp-password')).toHaveValue('');
  expect(await page.content()).not.toContain(SMTP_PASSWORD);
  const api = await page.request.get('/api/admin/settings/private');
  const body = await api.text();
  expect(body).not.toContain(SMTP_PASSWORD);
  expect(JSON.parse(body).data.smtp).toMatchObject({ host: 'smtp.example.test', passwordSet: true });
  expect(await storedPrivateSetting('smtp')).toMatchObject({ password: SMTP_PASSWORD, port: 2525 });
});

test('SMS sign-in starts off, and an HTTP gateway needs its address', async ({ page, adminSettings }) => {
  await adminSettings.openAsOwner();
  const sms = adminSettings.section('settings-sms');
  const provider = sms.getByLabel('Provider');
  await expect(provider).toHaveValue('off');
  await expect(provider.locator('option:checked')).toHaveText('Off: no SMS sign-in');
  await provider.selectOption('http');
  await expectNothingSent(page, '/api/admin/settings/private', async () => {
    await adminSettings.savePrivate();
    await expect(sms.getByText('The HTTP gateway needs its address (http:// or https://).')).toBeVisible();
  });
});

test('the owner writes the user agreement and /terms shows it as plain text, in both languages', async ({
  page,
  context,
  adminSettings,
}) => {
  await adminSettings.openAsOwner();
  const text = adminSettings.field('Text of the agreement');
  await expect(text).toHaveValue(/^Welcome to Plaza E2E\. By creating an account/);
  await text.fill(`Rules of ${RUN}\nkept short.\n\nNo <b>markup</b> or <script>alert(1)</script> runs here.`);
  await page.getByRole('button', { name: 'Save the agreement' }).click();
  await expect(adminSettings.savedNotice).toBeVisible();

  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'User agreement', level: 1 })).toBeVisible();
  const paragraphs = page.locator('.terms-text p');
  await expect(paragraphs).toHaveText([
    `Rules of ${RUN}\nkept short.`,
    'No <b>markup</b> or <script>alert(1)</script> runs here.',
  ]);
  await expect(page.locator('.terms-text b, .terms-text script')).toHaveCount(0);

  await useLocale(context, 'zh-CN');
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: '用户协议', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^用户协议 - /);
  await expect(paragraphs.first()).toHaveText(`Rules of ${RUN}\nkept short.`);

  // Empty text is refused in the reader's language.
  await adminSettings.open();
  await page.getByLabel('协议内容').fill('  ');
  await page.getByRole('button', { name: '保存协议' }).click();
  await expect(page.getByText('请填写协议内容')).toBeVisible();
});

test('the settings screen in Chinese', async ({ page, adminSettings, inChinese: _zh }) => {
  await adminSettings.openAsOwner();
  await expect(page.getByRole('heading', { name: '站点设置', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: '基本信息' })).toBeVisible();
  await expect(page.getByRole('group', { name: '邮件（SMTP）' })).toBeVisible();
  await expect(page.getByLabel('站点名称')).toBeVisible();
  await page.getByLabel('站点名称').fill('');
  await page.getByLabel('时区').fill('Mars/Olympus');
  await page.getByRole('button', { name: '保存设置' }).click();
  await expect(page.getByText('未知的时区')).toBeVisible();
});
