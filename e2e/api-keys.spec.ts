import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Member } from './support/fixtures.ts';
import { E2E_SERVERS } from './support/servers.ts';
import { expireApiKey } from './support/agedApiKey.ts';
import { giveUsername } from './support/members.ts';
import { expectFitsWidth } from './support/browsing.ts';
import { wcagViolations } from './support/wcagAudit.ts';
import { API_KEY_WORDS, ApiKeysPage } from './support/pages/ApiKeys.ts';

// Members make personal keys and the owner site keys; a program then calls the API with plain fetch and
// `Authorization: Bearer`, as the member the key acts for, within its scopes, expiry and limit.

const BASE = E2E_SERVERS.main.url;

interface CreatedKey {
  id: number;
  token: string;
}

interface KeyAnswer {
  status: number;
  headers: Headers;
  body: { success: boolean; data: unknown; message: string; errorCode: number };
}

/** One call with the key, as a program makes it: no cookie of its own, any origin. */
async function withKey(
  token: string,
  path: string,
  init: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<KeyAnswer> {
  const response = await fetch(`${BASE}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? null : JSON.stringify(init.body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as KeyAnswer['body'],
  };
}

async function makeKey(api: APIRequestContext, data: Record<string, unknown>): Promise<CreatedKey> {
  const response = await api.post('/api/user/api-keys/create', { data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: CreatedKey }).data;
}

const currentUserId = async (token: string) => {
  const answer = await withKey(token, '/api/user/current');
  expect(answer.status, answer.body.message).toBe(200);
  return (answer.body.data as { id: number }).id;
};

test.describe('API keys through plain fetch', () => {
  let alice: Member;
  test.beforeAll(async ({ accounts }) => {
    alice = await accounts.member('Keyholder');
  });

  test('a personal key creates a moment as its member, from any origin, and the write is in the audit log', async ({
    accounts,
    owner,
  }) => {
    const bob = await accounts.member('Bystander');
    const key = await makeKey(alice.api, { name: 'poster', scopes: ['read', 'write'] });
    // The cookie of another member beside the key is not read: the key alone says who calls.
    expect(
      await withKey(key.token, '/api/user/current', { headers: { cookie: `token=${bob.token}` } }).then(
        (answer) => (answer.body.data as { id: number }).id,
      ),
    ).toBe(alice.id);
    const title = `Keyed moment ${Date.now()}`;
    const made = await withKey(key.token, '/api/moment/create', {
      body: { type: 0, title, content: `<p>${title}</p>` },
      headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(made.status, made.body.message).toBe(200);
    const momentId = (made.body.data as { id: number }).id;
    // The moment is the member's, on its page like any other.
    const shown = await (await fetch(`${BASE}/moment/${momentId}`)).text();
    expect(shown).toContain(title);
    expect(shown).toContain(alice.nickname);

    const audit = await owner.get(`/admin/audit?action=apikey.request&targetType=apikey&targetId=${key.id}`);
    const page = await audit.text();
    expect(page).toContain('POST /api/moment/create 200');
    expect(page).toContain(alice.nickname);
  });

  test('a key is refused with 403 for a scope it lacks and for a session-only route, in the caller’s language', async () => {
    const key = await makeKey(alice.api, { name: 'reader', scopes: ['read'] });
    expect(await currentUserId(key.token)).toBe(alice.id);
    const post = await withKey(key.token, '/api/moment/create', {
      body: { type: 0, title: 'refused', content: '<p>refused</p>' },
    });
    expect(post.status).toBe(403);
    expect(post.body.message).toBe('This API key lacks the “write” scope this request needs.');
    const sessionOnly = await withKey(key.token, '/api/user/api-keys/list');
    expect(sessionOnly.status).toBe(403);
    expect(sessionOnly.body.message).toBe('This request needs a browser session; API keys cannot make it.');
    const inChinese = await withKey(key.token, '/api/user/password', {
      body: { password: 'x' },
      headers: { cookie: 'locale=zh-CN' },
    });
    expect(inChinese.status).toBe(403);
    expect(inChinese.body.message).toBe('此请求需要浏览器登录会话，API 密钥无法执行。');
  });

  test('a revoked or expired key is refused with 401', async () => {
    const revoked = await makeKey(alice.api, { name: 'to revoke', scopes: ['read'] });
    expect(await currentUserId(revoked.token)).toBe(alice.id);
    const revoke = await alice.api.post('/api/user/api-keys/revoke', { data: { id: revoked.id } });
    expect(revoke.ok(), await revoke.text()).toBe(true);
    const afterRevoke = await withKey(revoked.token, '/api/user/current');
    expect(afterRevoke.status).toBe(401);
    expect(afterRevoke.body.message).toBe('This API key has been revoked.');

    const expiring = await makeKey(alice.api, { name: 'to expire', scopes: ['read'], expiresInDays: 7 });
    expect(await currentUserId(expiring.token)).toBe(alice.id);
    await expireApiKey(expiring.id);
    const afterExpiry = await withKey(expiring.token, '/api/user/current');
    expect(afterExpiry.status).toBe(401);
    expect(afterExpiry.body.message).toBe('This API key has expired.');

    const unknown = await withKey(`plz_${'a'.repeat(40)}`, '/api/user/current');
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('This API key is not valid.');
  });

  test('a key over its own per-minute limit is answered 429 with Retry-After', async () => {
    const key = await makeKey(alice.api, { name: 'busy', scopes: ['read'], perMinute: 3 });
    for (let i = 0; i < 3; i++) expect((await withKey(key.token, '/api/user/current')).status).toBe(200);
    const limited = await withKey(key.token, '/api/user/current');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^This API key has made too many requests/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });
});

test('a member creates a key on the settings page, sees its token once, and revokes it in one click', async ({
  page,
  member,
}) => {
  const keys = new ApiKeysPage(page);
  await page.goto('/user/profile/account');
  await page.getByRole('link', { name: API_KEY_WORDS['en-US'].title }).first().click();
  await expect(page).toHaveURL(/\/user\/profile\/api-keys$/);
  await keys.open();
  const token = await keys.create('Release notes');
  expect(await currentUserId(token)).toBe(member.id);
  await keys.done();
  await expect(page.locator('[data-apikey-token]')).toHaveCount(0);
  const row = keys.row('Release notes');
  await expect(row).toContainText(keys.words.active);
  await expect(row).toContainText(token.slice(0, 10));
  await expect(row).not.toContainText(token);
  await expect(row).toContainText('read, write');
  await keys.revoke('Release notes');
  await expect(keys.row('Release notes')).toContainText(keys.words.revoked);
  expect((await withKey(token, '/api/user/current')).status).toBe(401);
});

test('the key settings work in Chinese, dark, at phone width', async ({ browse, member }) => {
  const page = await browse({
    as: member,
    locale: 'zh-CN',
    viewport: { width: 375, height: 800 },
    colorMode: 'dark',
  });
  const keys = new ApiKeysPage(page, API_KEY_WORDS['zh-CN']);
  await keys.open();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API 密钥');
  await expectFitsWidth(page, 375);
  const token = await keys.create('机器人');
  await expectFitsWidth(page, 375);
  await keys.done();
  await expect(keys.row('机器人')).toContainText('有效');
  await expectFitsWidth(page, 375);
  // The reload keeps the scroll position, which puts the side menu under the sticky header.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await wcagViolations(page)).toEqual([]);
  await keys.revoke('机器人');
  await expect(keys.row('机器人')).toContainText('已吊销');
  expect((await withKey(token, '/api/user/current')).status).toBe(401);
});

test('the owner creates a site key acting as a member on /admin/api-keys', async ({
  page,
  asOwner: _owner,
  secondMember,
}) => {
  const username = await giveUsername(secondMember);
  const keys = new ApiKeysPage(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'API keys' }).first().click();
  await expect(page).toHaveURL(/\/admin\/api-keys$/);
  await keys.open('/admin/api-keys');
  await expect(page.locator('[data-apikey-system]')).toContainText('nobody can sign in as');
  const name = `Importer ${Date.now()}`;
  const token = await keys.create(name, { member: username });
  expect(await currentUserId(token)).toBe(secondMember.id);
  await keys.done();
  await expect(keys.row(name)).toContainText(secondMember.nickname);
  expect(await wcagViolations(page)).toEqual([]);
});
