import { expect, test } from './support/fixtures.ts';
import { expectNothingSent } from './support/ownerSettings.ts';
import { E2E_SERVERS } from './support/servers.ts';
import { savePrivateSettings, storedPrivateSetting } from './support/siteConfig.ts';
import type { OAuthProviderName } from '../src/shared/adminsettings/privateSchemas.ts';

// The owner turns on GitHub sign-in on /admin/settings; the sign-in page offers it at once.
// The sign-in provider settings are put back at the end through the same API.

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const GITHUB_SECRET = `gh-secret-${RUN}`;
const GITHUB_ID = `Iv1.${RUN}`;

interface ProviderView {
  enabled: boolean;
  clientId: string;
  issuer: string;
  clientSecretSet: boolean;
}
let originalView: Record<OAuthProviderName, ProviderView> | undefined;

test.beforeAll(async ({ accounts }) => {
  const owner = await accounts.owner();
  originalView = (await (await owner.get('/api/admin/settings/private')).json()).data.oauth;
});

test.afterAll(async () => {
  if (!originalView) return;
  // A secret that was not set before is cleared; one that was set is kept (the API never shows it).
  const oauth = Object.fromEntries(
    Object.entries(originalView).map(([name, { clientSecretSet, ...provider }]) => [
      name,
      { ...provider, clearClientSecret: !clientSecretSet },
    ]),
  );
  await savePrivateSettings({ oauth });
});

test('the owner turns on GitHub sign-in and the sign-in page offers it', async ({
  page,
  adminSettings,
  browse,
}) => {
  await adminSettings.openAsOwner();
  const github = adminSettings.group('Sign in with GitHub');
  await expect(github).toHaveAttribute('data-settings-section', 'settings-oauth-github');
  await expect(github.locator('[data-oauth-callback="github"]')).toHaveValue(
    `${E2E_SERVERS.main.url}/user/signin/callback?provider=github`,
  );

  // Switched on without an id or a secret: both are named and nothing is sent.
  await github.getByLabel('Offer this sign-in method').check();
  await github.getByLabel('Client ID').fill('');
  await github.getByLabel(/^Client secret/).fill('');
  await expectNothingSent(page, '/api/admin/settings/private', async () => {
    await adminSettings.savePrivate();
    await expect(github.getByText('Enter the client ID before turning this provider on.')).toBeVisible();
    const secretError = 'Enter the client secret before turning this provider on.';
    const secretUnset =
      (await github.locator('#settings-oauth-github-client-secret').getAttribute('data-secret-status')) ===
      'unset';
    if (secretUnset) await expect(github.getByText(secretError)).toBeVisible();
  });

  await github.getByLabel('Client ID').fill(GITHUB_ID);
  await github.getByLabel(/^Client secret/).fill(GITHUB_SECRET);
  expect(await adminSettings.savePrivateAndAnswer()).toBe(200);
  await expect(adminSettings.savedNotice).toBeVisible();

  await page.reload();
  const secret = page.locator('#settings-oauth-github-client-secret');
  await expect(secret).toHaveValue('');
  await expect(secret).toHaveAttribute('data-secret-status', 'set');
  await expect(page.locator('#settings-oauth-github-client-id')).toHaveValue(GITHUB_ID);
  await expect(page.locator('#settings-oauth-github-enabled')).toBeChecked();
  expect(await page.content()).not.toContain(GITHUB_SECRET);
  const api = await page.request.get('/api/admin/settings/private');
  const body = await api.text();
  expect(body).not.toContain(GITHUB_SECRET);
  expect(JSON.parse(body).data.oauth.github).toEqual({
    enabled: true,
    clientId: GITHUB_ID,
    issuer: '',
    clientSecretSet: true,
  });
  expect((await storedPrivateSetting('oauth'))?.['github']).toMatchObject({ clientSecret: GITHUB_SECRET });

  const visitor = await browse();
  await visitor.goto('/user/signin');
  const button = visitor.locator('a.oauth-button[data-provider="github"]');
  await expect(button).toHaveText('Continue with GitHub');
  await expect(button).toHaveAttribute('href', /^\/api\/oauth\/github\/start\?redirect=/);
});

test('the sign-in provider settings in Chinese', async ({ page, adminSettings, inChinese: _zh }) => {
  await adminSettings.openAsOwner();
  const oidc = adminSettings.section('settings-oauth-oidc');
  await expect(oidc.getByText('需登记的回调地址')).toBeVisible();
  await oidc.getByLabel('提供此登录方式').check();
  await oidc.getByLabel('Client ID').fill('');
  await oidc.getByLabel('Issuer 地址').fill('');
  await page.getByRole('button', { name: '保存私密设置' }).click();
  await expect(oidc.getByText('开启前请填写 Issuer 地址。')).toBeVisible();
  await expect(oidc.getByText('开启前请填写 Client ID。')).toBeVisible();
});
