import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { E2E_SERVERS } from './support/servers.ts';
import { gotoHydrated } from './support/gotoHydrated.ts';
import { RelyingParty, type Authorization } from './support/relyingParty.ts';

// OpenID Connect Back-Channel Logout (issue 43, decision 074): a site with a back-channel logout URI
// hears, by a signed logout token the outbox POSTs, that a member who signed in to it through the
// forum signed out — of the forum, or of the site itself (RP-initiated logout).

const SITE = 'Tea House';
const rp = new RelyingParty();

async function registerSite(owner: APIRequestContext): Promise<{ clientId: string; clientSecret: string }> {
  const response = await owner.post('/api/admin/oidc-clients/register', {
    data: {
      name: SITE,
      redirectUris: [rp.redirectUri],
      postLogoutRedirectUris: [rp.signedOutUri],
      backchannelLogoutUri: rp.backchannelUri,
      // The test's site listens on 127.0.0.1: a private address the owner allows for this site only.
      backchannelAllowPrivateAddresses: true,
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { clientId: string; clientSecret: string } }).data;
}

test.beforeAll(async ({ accounts }) => {
  await rp.listen();
  const site = await registerSite(await accounts.owner());
  await rp.discover(`${E2E_SERVERS.main.url}/oidc`, site.clientId, site.clientSecret);
});
test.afterAll(async () => rp.close());

async function backAtSite(page: Page): Promise<URL> {
  await page.waitForURL((url) => url.href.startsWith(rp.origin));
  return new URL(page.url());
}

/** Signs the member in to the site through the consent screen; answers the ID token's claims. */
async function signInToSite(page: Page) {
  const authorization: Authorization = await rp.authorization();
  await page.goto(authorization.url.href);
  await page.getByRole('button', { name: 'Allow' }).click();
  return rp.signIn(authorization, await backAtSite(page));
}

/** The next logout token the site receives, validated. */
async function nextLogoutToken(already: number) {
  await expect.poll(() => rp.logoutTokens.length, { timeout: 15_000 }).toBeGreaterThan(already);
  return rp.validLogoutToken(rp.logoutTokens[already]!);
}

test('the discovery document offers back-channel logout with sessions', async () => {
  expect(rp.authorizationServer['backchannel_logout_supported']).toBe(true);
  expect(rp.authorizationServer['backchannel_logout_session_supported']).toBe(true);
});

test('a member who signs out of the forum is signed out of the site by a logout token with their sub and sid', async ({
  page,
  member,
}) => {
  const { claims } = await signInToSite(page);
  expect(claims.sub).toBe(String(member.id));
  expect(typeof claims['sid']).toBe('string');

  const before = rp.logoutTokens.length;
  expect((await page.request.post('/api/login/signout')).ok()).toBe(true);
  const token = await nextLogoutToken(before);
  expect(token.header).toMatchObject({ alg: 'RS256', typ: 'logout+jwt' });
  expect(token.claims).toMatchObject({
    iss: `${E2E_SERVERS.main.url}/oidc`,
    sub: String(member.id),
    sid: claims['sid'],
  });

  // The provider session ended with the forum's: the site cannot sign the member in silently.
  const silent = await rp.authorization((params) => params.set('prompt', 'none'));
  await page.goto(silent.url.href);
  expect(new URL(page.url()).searchParams.get('error')).toBe('login_required');
  // One sign-out, one token: nothing more arrives.
  await page.waitForTimeout(500);
  expect(rp.logoutTokens).toHaveLength(before + 1);
});

test('signing out from the site (RP-initiated logout) sends the site its logout token too', async ({
  page,
  member,
}) => {
  const { claims, idToken } = await signInToSite(page);
  const before = rp.logoutTokens.length;
  await page.goto(rp.endSessionUrl(idToken, 'bye').href);
  await page
    .locator('[data-oidc-signout="ask"]')
    .getByRole('button', { name: 'Sign out', exact: true })
    .click();
  expect((await backAtSite(page)).pathname).toBe('/signed-out');
  const token = await nextLogoutToken(before);
  expect(token.claims).toMatchObject({ sub: String(member.id), sid: claims['sid'] });
});

test('the owner sets a site back-channel logout URI; plain http elsewhere than this machine is refused', async ({
  page,
  asOwner,
}) => {
  void asOwner;
  await gotoHydrated(page, '/admin/oidc-clients');
  const name = `Board ${Date.now().toString(36)}`;
  await page.getByLabel('Site name').fill(name);
  await page.getByLabel('Redirect URIs', { exact: true }).fill('https://board.example/cb');
  await page.getByLabel('Back-channel logout URI (optional)').fill('http://board.example/logout');
  await page.getByRole('button', { name: 'Register site' }).click();
  await expect(page.getByText('The back-channel logout URI must be an https URL')).toBeVisible();

  await page.getByLabel('Back-channel logout URI (optional)').fill('https://board.example/logout');
  await expect(page.getByLabel(/Allow private and loopback addresses/)).not.toBeChecked();
  await page.getByRole('button', { name: 'Register site' }).click();
  await page.getByRole('button', { name: 'I have copied it' }).click();
  const row = page.locator(`[data-oidc-client="${name}"]`);
  await expect(row.locator('[data-oidc-backchannel]')).toHaveText(
    'Back-channel logout: https://board.example/logout',
  );
});

test('in Chinese, the back-channel field and its refusal speak Chinese, and fit a phone in dark mode', async ({
  page,
  asOwner,
  inChinese,
}) => {
  void asOwner;
  void inChinese;
  await page.setViewportSize({ width: 375, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await gotoHydrated(page, '/admin/oidc-clients');
  await page.getByLabel('网站名称').fill(`站点 ${Date.now().toString(36)}`);
  await page.getByLabel('回调地址', { exact: true }).fill('https://board.example/cb');
  await page.getByLabel('后端登出地址（可选）').fill('http://127.0.0.1:9/logout');
  await expect(page.getByLabel('允许私有地址和本机地址（本机或内网中的网站）')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: '登记网站' }).click();
  await expect(page.getByText('后端登出地址须是不含片段（#）的 https 网址')).toBeVisible();
});
