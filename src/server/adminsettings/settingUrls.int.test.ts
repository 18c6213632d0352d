import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIContext } from 'astro';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { users } from '../db/schema/index.ts';
import { closeDb } from '../db/client.ts';
import { markInstalled, resetInstallStateForTests } from '../install/installState.ts';
import { getSiteConfig } from '../site/siteConfig.queries.ts';
import { loadPrivateSettings } from '../settings/privateSettings.ts';
import { POST as postSite } from '../../pages/api/admin/settings/site.ts';
import { POST as postPrivate } from '../../pages/api/admin/settings/private.ts';
import { runWithLocale } from '@/i18n/serverLocale.ts';
import type { Locale } from '@/i18n/locales.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';

// Every URL the owner types into the settings goes through one check (decision 025): each address
// that could run script, render a page of its own or load another host's image is a localized 400.

const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
];

const MESSAGES: Record<string, Record<Locale, string>> = {
  siteLogo: {
    'en-US': 'The logo must be an image uploaded to this site (/uploads/…).',
    'zh-CN': 'Logo 必须是上传到本站的图片（/uploads/…）。',
  },
  nav: {
    'en-US': 'Enter a path starting with / or an http(s) address',
    'zh-CN': '请输入以 / 开头的路径或 http(s) 地址',
  },
  sms: {
    'en-US': 'Enter a full http:// or https:// address.',
    'zh-CN': '请填写以 http:// 或 https:// 开头的完整地址。',
  },
  issuer: {
    'en-US': 'Enter an address starting with https:// or http://.',
    'zh-CN': '请输入以 https:// 或 http:// 开头的地址。',
  },
};

interface Case {
  endpoint: typeof postSite;
  body: (url: string) => unknown;
  field: string;
  message: keyof typeof MESSAGES;
  /** Refused too although the scheme is fine (another host's image). */
  extra?: string[];
}

const CASES: Case[] = [
  {
    endpoint: postSite,
    body: (siteLogo) => ({ siteLogo }),
    field: 'siteLogo',
    message: 'siteLogo',
    extra: ['https://cdn.example/logo.png', '//cdn.example/logo.png'],
  },
  {
    endpoint: postSite,
    body: (url) => ({ siteNavs: [{ title: 'Bad', url }] }),
    field: 'siteNavs.0.url',
    message: 'nav',
    extra: ['//evil.example', '/\\evil.example'],
  },
  {
    endpoint: postPrivate,
    body: (url) => ({ sms: { provider: 'http', url, sender: 'Plaza' } }),
    field: 'sms.url',
    message: 'sms',
  },
  {
    endpoint: postPrivate,
    body: (issuer) => ({ oauth: { oidc: { enabled: false, clientId: '', issuer } } }),
    field: 'oauth.oidc.issuer',
    message: 'issuer',
  },
];

const t = useTestDatabase();
let owner: CurrentUser;

beforeAll(async () => {
  markInstalled({ database: t.settings, installedAt: new Date().toISOString() });
  const [row] = await t.db.insert(users).values({ nickname: 'owner', role: 'owner' }).$returningId();
  owner = { id: row!.id, role: 'owner', nickname: 'owner' } as CurrentUser;
});

afterAll(async () => {
  await closeDb();
  resetInstallStateForTests();
});

function post(endpoint: typeof postSite, body: unknown, locale: Locale): Promise<Response> {
  const request = new Request('http://localhost/api/admin/settings', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const context = {
    request,
    url: new URL(request.url),
    locals: { user: owner, requestId: 'test' },
    clientAddress: '203.0.113.9',
  } as unknown as APIContext;
  return runWithLocale(locale, () => Promise.resolve(endpoint(context)));
}

describe('URL settings', () => {
  for (const { endpoint, body, field, message, extra = [] } of CASES) {
    it(`${field}: refuses each bad address with a 400 in English and Chinese`, async () => {
      for (const url of [...HOSTILE, ...extra]) {
        for (const locale of ['en-US', 'zh-CN'] as const) {
          const response = await post(endpoint, body(url), locale);
          expect(response.status, `${url} (${locale})`).toBe(400);
          expect(await response.json(), `${url} (${locale})`).toMatchObject({
            success: false,
            field,
            message: MESSAGES[message]![locale],
          });
        }
      }
    });
  }

  it('stores none of them, and keeps taking uploaded logos, site paths and http(s) addresses', async () => {
    const config = await getSiteConfig();
    expect(config.siteLogo).toBe('');
    expect(config.siteNavs.map((nav) => nav.url)).not.toContain('javascript:alert(1)');
    const settings = await loadPrivateSettings(t.db);
    expect(settings.sms.url).toBe('');
    expect(settings.oauth.oidc.issuer ?? '').toBe('');

    const siteLogo = '/uploads/2026/01/0123456789abcdef0123456789abcdef.png';
    const siteNavs = [
      { title: 'Tags', url: '/tags' },
      { title: 'Docs', url: 'https://docs.example/' },
    ];
    expect((await post(postSite, { siteLogo, siteNavs }, 'en-US')).status).toBe(200);
    expect(await getSiteConfig()).toMatchObject({ siteLogo, siteNavs });
    const sms = { provider: 'http', url: 'https://sms.example/send', sender: 'Plaza' };
    expect((await post(postPrivate, { sms }, 'en-US')).status).toBe(200);
    expect((await loadPrivateSettings(t.db)).sms.url).toBe(sms.url);
  });
});
