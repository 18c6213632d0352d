import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { APIContext } from 'astro';
import pino from 'pino';
import { desc, eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { moderationLogs, siteConfigs, users } from '../db/schema/index.ts';
import { closeDb } from '../db/client.ts';
import { markInstalled, resetInstallStateForTests } from '../install/installState.ts';
import { logger } from '../log/logger.ts';
import { getSiteConfig, stopConfigInvalidation } from '../site/siteConfig.queries.ts';
import { createRedisConfigInvalidation } from '../site/configInvalidation.ts';
import { loadPrivateSettings } from '../settings/privateSettings.ts';
import { POST as postSite } from '../../pages/api/admin/settings/site.ts';
import { GET as getPrivate, POST as postPrivate } from '../../pages/api/admin/settings/private.ts';
import type { CurrentUser, Role } from '@/shared/users/currentUser.ts';

const REDIS_URL = vi.hoisted(() => {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  // Like a deployed process, this one listens for config changes on Redis (read once, at first use).
  process.env.REDIS_URL = url;
  return url;
});
const SMTP_PASSWORD = 'smtp-secret-e41b';
const SMS_KEY = 'sms-key-9a7c';
const AKISMET_KEY = 'akismet-key-3f1e';
const GITHUB_SECRET = 'github-secret-5d21';

const t = useTestDatabase();
const staff: Partial<Record<Role, CurrentUser>> = {};

beforeAll(async () => {
  // The endpoints use the process database.
  markInstalled({ database: t.settings, installedAt: new Date().toISOString() });
  for (const role of ['owner', 'admin', 'moderator', 'user'] as const) {
    const [row] = await t.db.insert(users).values({ nickname: role, role }).$returningId();
    staff[role] = { id: row!.id, role, nickname: role } as CurrentUser;
  }
});

afterAll(async () => {
  await stopConfigInvalidation();
  await closeDb();
  resetInstallStateForTests();
});

function call(
  handler: (context: APIContext) => Promise<Response> | Response,
  role: Role | null,
  body?: unknown,
): Promise<Response> {
  const request = new Request('http://localhost/api/admin/settings', {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const user = role ? staff[role]! : null;
  return Promise.resolve(
    handler({
      request,
      url: new URL(request.url),
      locals: { user, requestId: 'test' },
      clientAddress: '203.0.113.9',
    } as unknown as APIContext),
  );
}

async function lastAudit() {
  const [row] = await t.db.select().from(moderationLogs).orderBy(desc(moderationLogs.id)).limit(1);
  return row;
}

async function auditCount(): Promise<number> {
  return (await t.db.select({ id: moderationLogs.id }).from(moderationLogs)).length;
}

describe('POST /api/admin/settings/site', () => {
  it('saves the changed keys, audits only their names and applies at once', async () => {
    const cached = await getSiteConfig();
    expect(cached.siteTitle).toBe('Plaza');
    const response = await call(postSite, 'owner', {
      siteTitle: 'Changed forum',
      siteDescription: cached.siteDescription,
      modules: { moment: true, article: false, tweet: false },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data.changed).toEqual(['modules', 'siteTitle']);
    // No 5 s wait: this process's cache was dropped by the save.
    expect((await getSiteConfig()).siteTitle).toBe('Changed forum');
    expect((await getSiteConfig()).modules.article).toBe(false);
    const audit = await lastAudit();
    expect(audit).toMatchObject({
      actorId: staff.owner!.id,
      action: 'settings.update',
      targetType: 'settings',
      ip: '203.0.113.9',
    });
    expect(JSON.parse(audit!.detail)).toEqual({ keys: ['modules', 'siteTitle'] });
  });

  it('writes nothing (no audit row) when nothing changed', async () => {
    const before = await auditCount();
    const response = await call(postSite, 'admin', { siteTitle: 'Changed forum' });
    expect((await response.json()).data.changed).toEqual([]);
    expect(await auditCount()).toBe(before);
  });

  it('refuses a nav link that is not a site path or http(s) address, naming the field', async () => {
    const response = await call(postSite, 'owner', {
      siteNavs: [
        { title: 'Fine', url: '/moments' },
        { title: 'Bad', url: 'javascript:alert(1)' },
      ],
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.field).toBe('siteNavs.1.url');
    expect(body.message).toMatch(/path starting with \/|http/);
  });

  it('refuses members and moderators (403) and visitors (401)', async () => {
    const body = { siteTitle: 'Hijacked' };
    expect((await call(postSite, 'moderator', body)).status).toBe(403);
    expect((await call(postSite, 'user', body)).status).toBe(403);
    expect((await call(postSite, null, body)).status).toBe(401);
    expect((await getSiteConfig()).siteTitle).toBe('Changed forum');
  });
});

describe('cross-process invalidation through Redis', () => {
  const other = { heard: 0 };
  const otherProcess = createRedisConfigInvalidation(REDIS_URL, () => other.heard++);
  afterAll(() => otherProcess.close());

  async function until(check: () => boolean | Promise<boolean>): Promise<void> {
    const start = Date.now();
    while (!(await check())) {
      if (Date.now() - start > 4000) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('a save in this process tells the other process to drop its cache', async () => {
    await getSiteConfig();
    await until(() => otherProcess.listening());
    // Let this process's own subscription come up too.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = other.heard;
    await call(postSite, 'owner', { siteTitle: 'Announced forum' });
    await until(() => other.heard > before);
  });

  it('a save announced by another process drops this process cache well before its 5 s TTL', async () => {
    expect((await getSiteConfig()).siteTitle).toBe('Announced forum');
    // The other process writes the row and announces; this cache still holds the old title.
    await t.db
      .update(siteConfigs)
      .set({ value: JSON.stringify('Written elsewhere') })
      .where(eq(siteConfigs.key, 'siteTitle'));
    expect((await getSiteConfig()).siteTitle).toBe('Announced forum');
    const started = Date.now();
    await otherProcess.announce();
    await until(async () => (await getSiteConfig()).siteTitle === 'Written elsewhere');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('/api/admin/settings/private', () => {
  const smtp = { host: 'smtp.example.com', port: 465, secure: true, username: 'mailer', from: 'a@b.c' };
  const sms = { provider: 'http', url: 'https://sms.example.com', sender: 'Plaza' };

  it('stores secrets but answers only whether they are set, in the API, the audit and the logs', async () => {
    const lines: string[] = [];
    const internals = logger as unknown as Record<symbol, unknown>;
    const stream = internals[pino.symbols.streamSym];
    const level = logger.level;
    internals[pino.symbols.streamSym] = { write: (line: string) => lines.push(line) };
    logger.level = 'trace';
    let saved: Response;
    let read: Response;
    try {
      saved = await call(postPrivate, 'owner', {
        smtp: { ...smtp, password: SMTP_PASSWORD },
        sms: { ...sms, apiKey: SMS_KEY },
        akismet: { key: AKISMET_KEY, blogUrl: 'https://forum.example.com' },
      });
      read = await call(getPrivate, 'admin');
    } finally {
      internals[pino.symbols.streamSym] = stream;
      logger.level = level;
    }
    expect(saved.status).toBe(200);
    expect(read.status).toBe(200);
    const savedText = await saved.text();
    const readText = await read.text();
    for (const text of [savedText, readText, lines.join('\n')]) {
      expect(text).not.toContain(SMTP_PASSWORD);
      expect(text).not.toContain(SMS_KEY);
      expect(text).not.toContain(AKISMET_KEY);
    }
    expect(JSON.parse(readText).data).toEqual({
      smtp: { ...smtp, passwordSet: true },
      sms: { ...sms, apiKeySet: true },
      oauth: {
        oidc: { enabled: false, clientId: '', issuer: '', clientSecretSet: false },
        github: { enabled: false, clientId: '', issuer: '', clientSecretSet: false },
        wechat: { enabled: false, clientId: '', issuer: '', clientSecretSet: false },
      },
      akismet: { blogUrl: 'https://forum.example.com', keySet: true },
    });
    const stored = await loadPrivateSettings(t.db);
    expect(stored.smtp.password).toBe(SMTP_PASSWORD);
    expect(stored.sms.apiKey).toBe(SMS_KEY);
    expect(stored.akismet.key).toBe(AKISMET_KEY);
    const audit = await lastAudit();
    expect(audit!.detail).not.toContain(SMTP_PASSWORD);
    expect(JSON.parse(audit!.detail).keys).toEqual(
      expect.arrayContaining(['smtp.host', 'smtp.password', 'sms.apiKey', 'akismet.key']),
    );
  });

  it('keeps a secret left empty, and clears it only when asked', async () => {
    await call(postPrivate, 'owner', { smtp: { ...smtp, port: 587, password: '' } });
    let stored = await loadPrivateSettings(t.db);
    expect(stored.smtp).toMatchObject({ port: 587, password: SMTP_PASSWORD });
    const audit = JSON.parse((await lastAudit())!.detail);
    expect(audit.keys).toEqual(['smtp.port']);
    const cleared = await call(postPrivate, 'owner', { smtp: { ...smtp, clearPassword: true } });
    expect((await cleared.json()).data.settings.smtp.passwordSet).toBe(false);
    stored = await loadPrivateSettings(t.db);
    expect(stored.smtp.password).toBe('');
    expect(stored.sms.apiKey).toBe(SMS_KEY);
  });

  it('is refused to moderators, members and visitors', async () => {
    expect((await call(getPrivate, 'moderator')).status).toBe(403);
    expect((await call(postPrivate, 'moderator', { smtp: { ...smtp, host: 'evil' } })).status).toBe(403);
    expect((await call(getPrivate, 'user')).status).toBe(403);
    expect((await call(getPrivate, null)).status).toBe(401);
    expect((await loadPrivateSettings(t.db)).smtp.host).toBe('smtp.example.com');
  });

  it('refuses an invalid port with the field named', async () => {
    const response = await call(postPrivate, 'owner', { smtp: { ...smtp, port: 0 } });
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe('smtp.port');
  });

  it('saves a sign-in provider, keeps an omitted secret, clears it on request and never returns it', async () => {
    const github = { enabled: true, clientId: 'Iv1.plaza' };
    const saved = await call(postPrivate, 'owner', {
      oauth: { github: { ...github, clientSecret: GITHUB_SECRET } },
    });
    expect(saved.status).toBe(200);
    const savedText = await saved.text();
    expect(savedText).not.toContain(GITHUB_SECRET);
    expect(JSON.parse(savedText).data.settings.oauth.github).toEqual({
      ...github,
      issuer: '',
      clientSecretSet: true,
    });
    expect((await loadPrivateSettings(t.db)).oauth.github).toMatchObject({
      ...github,
      clientSecret: GITHUB_SECRET,
    });
    let audit = await lastAudit();
    expect(audit!.detail).not.toContain(GITHUB_SECRET);
    expect(JSON.parse(audit!.detail).keys).toEqual([
      'oauth.github.enabled',
      'oauth.github.clientId',
      'oauth.github.clientSecret',
    ]);

    const read = await call(getPrivate, 'owner');
    const readText = await read.text();
    expect(readText).not.toContain(GITHUB_SECRET);
    expect(JSON.parse(readText).data.oauth.github.clientSecretSet).toBe(true);

    // Omitted (or empty) secret: kept; only the changed id is audited.
    await call(postPrivate, 'owner', {
      oauth: { github: { ...github, clientId: 'Iv1.next', clientSecret: '' } },
    });
    expect((await loadPrivateSettings(t.db)).oauth.github).toMatchObject({
      clientId: 'Iv1.next',
      clientSecret: GITHUB_SECRET,
    });
    expect(JSON.parse((await lastAudit())!.detail).keys).toEqual(['oauth.github.clientId']);

    // Cleared on request (after switching off, since an enabled provider needs a secret).
    const cleared = await call(postPrivate, 'owner', {
      oauth: { github: { ...github, enabled: false, clientId: 'Iv1.next', clearClientSecret: true } },
    });
    expect(cleared.status).toBe(200);
    expect((await cleared.json()).data.settings.oauth.github.clientSecretSet).toBe(false);
    const stored = await loadPrivateSettings(t.db);
    expect(stored.oauth.github).toMatchObject({ enabled: false, clientSecret: '' });
    expect(stored.smtp.host).toBe('smtp.example.com');
    audit = await lastAudit();
    expect(JSON.parse(audit!.detail).keys).toEqual(['oauth.github.enabled', 'oauth.github.clientSecret']);
  });

  it('refuses to turn on a provider without its id, secret or issuer, naming the field', async () => {
    const before = await auditCount();
    const cases: [unknown, string][] = [
      [{ github: { enabled: true, clientId: '', clientSecret: 'x' } }, 'oauth.github.clientId'],
      [{ wechat: { enabled: true, clientId: 'wx123' } }, 'oauth.wechat.clientSecret'],
      [
        { github: { enabled: true, clientId: 'Iv1.next', clearClientSecret: true } },
        'oauth.github.clientSecret',
      ],
      [{ oidc: { enabled: true, clientId: 'plaza', clientSecret: 'x', issuer: '' } }, 'oauth.oidc.issuer'],
      [{ oidc: { enabled: false, clientId: '', issuer: 'not a url' } }, 'oauth.oidc.issuer'],
    ];
    for (const [oauth, field] of cases) {
      const response = await call(postPrivate, 'owner', { oauth });
      expect(response.status, field).toBe(400);
      const body = await response.json();
      expect(body.field).toBe(field);
      expect(body.message).not.toBe('');
    }
    const stored = await loadPrivateSettings(t.db);
    expect(stored.oauth.wechat.enabled).toBe(false);
    expect(stored.oauth.oidc.enabled).toBe(false);
    expect(stored.oauth.oidc.issuer ?? '').toBe('');
    expect(await auditCount()).toBe(before);
  });

  it('turns on OpenID Connect with an issuer', async () => {
    const oidc = {
      enabled: true,
      clientId: 'plaza',
      clientSecret: 'oidc-secret',
      issuer: 'https://id.example.com',
    };
    expect((await call(postPrivate, 'owner', { oauth: { oidc } })).status).toBe(200);
    expect((await loadPrivateSettings(t.db)).oauth.oidc).toEqual(oidc);
    expect(JSON.parse((await lastAudit())!.detail).keys).toEqual([
      'oauth.oidc.enabled',
      'oauth.oidc.clientId',
      'oauth.oidc.clientSecret',
      'oauth.oidc.issuer',
    ]);
  });
});
