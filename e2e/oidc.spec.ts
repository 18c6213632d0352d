import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type Member } from './support/fixtures.ts';
import { withMainDatabase } from './support/mysqlAdmin.ts';
import { E2E_SERVERS } from './support/servers.ts';
import { gotoHydrated } from './support/gotoHydrated.ts';
import { islandsHydrated } from './support/islands.ts';
import { RelyingParty, type Authorization } from './support/relyingParty.ts';

// Plaza as an OpenID Connect provider (issue 43, decision 074): a site the owner registered signs
// members in through the consent screen, with PKCE, and signing out reaches both ways.

const SITE = 'Tea Shop';
const rp = new RelyingParty();

async function registerSite(
  owner: APIRequestContext,
  name: string,
  redirectUris: string[],
  logoutUris: string[],
) {
  const response = await owner.post('/api/admin/oidc-clients/register', {
    data: { name, redirectUris, postLogoutRedirectUris: logoutUris },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { id: number; clientId: string; clientSecret: string } }).data;
}

test.beforeAll(async ({ accounts }) => {
  await rp.listen();
  const site = await registerSite(await accounts.owner(), SITE, [rp.redirectUri], [rp.signedOutUri]);
  await rp.discover(`${E2E_SERVERS.main.url}/oidc`, site.clientId, site.clientSecret);
});
test.afterAll(async () => rp.close());

/** Opens the authorization URL: the browser follows the redirects to a forum page or back to the site. */
async function authorize(page: Page, authorization: Authorization): Promise<void> {
  await page.goto(authorization.url.href);
}

async function backAtSite(page: Page): Promise<URL> {
  await page.waitForURL((url) => url.href.startsWith(rp.origin));
  return new URL(page.url());
}

async function verifyEmail(member: Member): Promise<void> {
  await withMainDatabase((db) => db.query('UPDATE users SET email_verified = 1 WHERE id = ?', [member.id]));
}

test('a visitor signs in to the forum, allows the site, and the site gets an ID token without an unverified e-mail', async ({
  page,
  accounts,
}) => {
  const member = await accounts.member('Oidc');
  const authorization = await rp.authorization();
  await authorize(page, authorization);
  await expect(page).toHaveURL(/\/user\/signin\?redirect=%2Fconnect%2F/);
  await islandsHydrated(page);
  const form = page.locator('main form');
  await form.getByLabel('Username or email').fill(member.email);
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { name: `Sign in to ${SITE}` })).toBeVisible();
  await expect(page.locator('[data-oidc-claims]')).toContainText('Your member id');
  await expect(page.locator('[data-oidc-claims]')).toContainText('not yet verified');
  await page.getByRole('button', { name: 'Allow' }).click();

  const callback = await backAtSite(page);
  const { claims } = await rp.signIn(authorization, callback);
  expect(claims.sub).toBe(String(member.id));
  expect(claims['name']).toBe(member.nickname);
  expect(claims['email']).toBeUndefined();
  expect(claims['email_verified']).toBeUndefined();

  // Consent is remembered: the next sign-in goes straight back to the site.
  const again = await rp.authorization();
  await authorize(page, again);
  const second = await backAtSite(page);
  expect((await rp.signIn(again, second)).claims.sub).toBe(String(member.id));

  // The first code was redeemed once: redeemed again (by the site or a thief) it is refused, and the
  // provider revokes the grant it came from, so the next sign-in asks the member again.
  const replayed = await rp.redeem(authorization, callback);
  expect(replayed.status).toBe(400);
  expect(await replayed.json()).toMatchObject({ error: 'invalid_grant' });
  await authorize(page, await rp.authorization());
  await expect(page.getByRole('heading', { name: `Sign in to ${SITE}` })).toBeVisible();
});

test('in Chinese, the consent screen speaks Chinese and a verified e-mail reaches the site', async ({
  page,
  member,
  inChinese,
}) => {
  void inChinese;
  await verifyEmail(member);
  const authorization = await rp.authorization();
  await authorize(page, authorization);
  await expect(page.getByRole('heading', { name: `登录 ${SITE}` })).toBeVisible();
  await expect(page.locator('[data-oidc-claims]')).toContainText('你已验证的电子邮箱');
  await page.getByRole('button', { name: '允许' }).click();
  const { claims } = await rp.signIn(authorization, await backAtSite(page));
  expect(claims).toMatchObject({ sub: String(member.id), email: member.email, email_verified: true });
});

test('a member who denies goes back to the site with access_denied', async ({ page, member }) => {
  void member;
  const authorization = await rp.authorization();
  await authorize(page, authorization);
  await page.getByRole('button', { name: 'Deny' }).click();
  const callback = await backAtSite(page);
  expect(callback.searchParams.get('error')).toBe('access_denied');
  expect(callback.searchParams.get('code')).toBeNull();
});

test('a wrong redirect URI, a missing or plain PKCE challenge and an unknown site are refused', async ({
  page,
  member,
}) => {
  void member;
  const wrong = await rp.authorization((params) => params.set('redirect_uri', 'http://127.0.0.1:9/steal'));
  const refused = await page.request.get(wrong.url.href, { maxRedirects: 0 });
  expect(refused.status()).toBe(400);
  expect(refused.headers()['location']).toBeUndefined();
  expect(await refused.text()).toContain('redirect_uri');

  for (const change of [
    (params: URLSearchParams) => {
      params.delete('code_challenge');
      params.delete('code_challenge_method');
    },
    (params: URLSearchParams) => params.set('code_challenge_method', 'plain'),
  ]) {
    const withoutPkce = await rp.authorization(change);
    const answer = await page.request.get(withoutPkce.url.href, { maxRedirects: 0 });
    expect([302, 303]).toContain(answer.status());
    const location = new URL(answer.headers()['location']!);
    expect(location.href.startsWith(rp.redirectUri)).toBe(true);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('code')).toBeNull();
  }

  const unknown = await rp.authorization((params) => params.set('client_id', 'plaza-nobody'));
  expect((await page.request.get(unknown.url.href, { maxRedirects: 0 })).status()).toBe(400);
});

test('signing out reaches both ways: out of the forum ends the provider session, out of the site ends the forum session', async ({
  page,
  member,
}) => {
  const first = await rp.authorization();
  await authorize(page, first);
  await page.getByRole('button', { name: 'Allow' }).click();
  await rp.signIn(first, await backAtSite(page));

  // Signed out of the forum: the site cannot sign the member in silently any more.
  expect((await page.request.post('/api/login/signout')).ok()).toBe(true);
  const silent = await rp.authorization((params) => params.set('prompt', 'none'));
  await authorize(page, silent);
  expect(new URL(page.url()).searchParams.get('error')).toBe('login_required');

  // Signed in again (a new forum session), consent remembered; then the site signs the member out.
  const signIn = await page.request.post('/api/login/signin', {
    data: { username: member.email, password: member.password },
  });
  expect(signIn.ok()).toBe(true);
  const again = await rp.authorization();
  await authorize(page, again);
  const { idToken } = await rp.signIn(again, await backAtSite(page));
  await page.goto(rp.endSessionUrl(idToken, 'bye').href);
  await expect(page.getByRole('heading', { name: /^Sign out of / })).toBeVisible();
  await expect(page.locator('[data-oidc-signout="ask"]')).toContainText(SITE);
  await page
    .locator('[data-oidc-signout="ask"]')
    .getByRole('button', { name: 'Sign out', exact: true })
    .click();
  const back = await backAtSite(page);
  expect(back.pathname).toBe('/signed-out');
  expect(back.searchParams.get('state')).toBe('bye');
  const current = (await (await page.request.get('/api/user/current')).json()) as { data: unknown };
  expect(current.data).toBeNull();
});

test('the consent screen fits a phone in dark mode', async ({ page, member }) => {
  void member;
  await page.setViewportSize({ width: 375, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await authorize(page, await rp.authorization());
  const allow = page.getByRole('button', { name: 'Allow' });
  await expect(allow).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deny' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const box = await allow.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
});

test('the owner registers a site, sees its secret once, rotates it and removes the site', async ({
  page,
  asOwner,
}) => {
  void asOwner;
  await gotoHydrated(page, '/admin/oidc-clients');
  await expect(page.locator('[data-oidc-issuer]')).toHaveText(`${E2E_SERVERS.main.url}/oidc`);
  const name = `Wiki ${Date.now().toString(36)}`;
  await page.getByLabel('Site name').fill(name);
  await page.getByLabel('Redirect URIs', { exact: true }).fill('ftp://wiki.example/cb');
  await page.getByRole('button', { name: 'Register site' }).click();
  await expect(page.getByText('Each URI must be an https URL')).toBeVisible();

  await page
    .getByLabel('Redirect URIs', { exact: true })
    .fill('https://wiki.example/cb\nhttps://wiki.example/cb2');
  await page.getByRole('button', { name: 'Register site' }).click();
  const secret = await page.locator('[data-oidc-client-secret]').textContent();
  expect(secret).toMatch(/^[\w-]{43}$/);
  await page.getByRole('button', { name: 'I have copied it' }).click();

  const row = page.locator(`[data-oidc-client="${name}"]`);
  await expect(row).toContainText('https://wiki.example/cb2');
  await expect(row).not.toContainText(secret!);
  await row.getByRole('button', { name: 'Rotate secret' }).click();
  const rotated = await page.locator('[data-oidc-client-secret]').textContent();
  expect(rotated).not.toBe(secret);
  await page.getByRole('button', { name: 'I have copied it' }).click();

  await row.getByRole('button', { name: 'Remove' }).click();
  await row.getByRole('button', { name: 'Remove site' }).click();
  await expect(row).toHaveCount(0);
});
